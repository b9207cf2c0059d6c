import { defineMessages } from '@alu/common';

/**
 * The shell's texts: header, footer, search, cookie prompt, error and not-found pages. English
 * and Bulgarian are chunks of their own: an Italian page downloads neither.
 */
const italian = {
  skipToContent: 'Vai al contenuto',
  secondaryMenu: 'Menu secondario',
  mainMenu: 'Menu principale',
  mobileMenu: 'Menu',
  home: 'Home',
  homeLink: '{{company}}, home page',
  followUs: 'Seguici',
  subscribe: 'Sottoscrivi',
  language: 'Lingua',
  searchSite: 'Cerca nel sito',
  search: 'Cerca',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  openSectionMenu: 'Apri il menu {{section}}',
  copyright: '© {{year}} {{company}}. Tutti i diritti riservati.',
  newsletterLabel: 'Iscriviti alla newsletter',
  newsletterPlaceholder: 'La tua e-mail',
  newsletterButton: 'Iscriviti',
  newsletterSubscribed: 'Grazie! La tua iscrizione alla newsletter è stata registrata.',
  newsletterAlready: 'Questo indirizzo è già iscritto alla newsletter: a presto!',
  newsletterInvalid: 'Inserisci un indirizzo e-mail valido.',
  newsletterRateLimited: 'Troppe richieste da questa connessione. Riprova tra qualche minuto.',
  newsletterFailed: 'Non è stato possibile completare l’iscrizione. Riprova più tardi.',
  // The specification keeps the cookie notice, the search field's hint and the not-found
  // text in English on the Italian site (the cookie notice is marked lang="en" there).
  cookieLabel: 'Cookie notice',
  cookieText:
    'This website uses cookies to ensure you get the best experience. By continuing to browse you agree to our use of cookies.',
  cookieLearnMore: 'Learn more',
  cookieAccept: 'Accept',
  searchDialog: 'Cerca nel sito',
  searchClose: 'Chiudi la ricerca',
  searchLabel: 'Cerca pagine, prodotti, persone, notizie e documenti',
  searchPlaceholder: 'Type here to search',
  searchUnavailable: 'La ricerca non è al momento disponibile. Riprova più tardi.',
  searchLoading: 'Ricerca in corso…',
  searchNone: 'Nessun risultato per «{{query}}»',
  searchOne: '1 risultato per «{{query}}»',
  searchMany: '{{count}} risultati per «{{query}}»',
  searchPartial: 'Risultati non disponibili per: {{areas}}.',
  searchKind_page: 'Pagine',
  searchKind_product: 'Prodotti',
  searchKind_person: 'Persone',
  searchKind_document: 'Documenti',
  searchKind_news: 'Notizie',
  searchKind_media: 'Cosa dicono di noi',
  searchKind_vacancy: 'Posizioni aperte',
  searchGroupHeading: '{{group}} ({{count}})',
  searchSeeAll: 'Vedi tutti i risultati',
  searchNewsUnavailable: 'Notizie e posizioni aperte non sono al momento disponibili.',
  searchPageTitle: 'Risultati della ricerca',
  searchPageTitleFor: 'Risultati per «{{query}}»',
  searchPageDescription: 'I risultati della ricerca nel sito di Alumis.',
  searchPageButton: 'Cerca',
  searchPageHint:
    'Scrivete una o più parole: pagine, prodotti, persone, notizie, posizioni aperte e documenti.',
  searchMore: 'Altri risultati: {{group}}',
  notFoundTitle: 'Pagina non trovata',
  notFoundDescription: 'La pagina richiesta non esiste.',
  notFoundText: 'There is nothing here',
  backHome: 'Torna alla home page',
  errorTitle: 'Si è verificato un errore',
  errorText: 'La pagina non può essere mostrata. Riprova o torna alla home page.',
  unavailableTitle: 'Sezione non disponibile',
  unavailableDescription: 'Questa sezione del sito non è al momento disponibile.',
  unavailableText:
    'Questa sezione del sito non è al momento disponibile. Il resto del sito funziona normalmente: riprova tra qualche istante.',
  retry: 'Riprova',
  loading: 'Caricamento…',
  unsubscribeTitle: 'Annulla l’iscrizione alla newsletter',
  unsubscribeDescription: 'Conferma che non desideri più ricevere la newsletter di Alumis.',
  unsubscribeQuestion: 'Confermi di non voler più ricevere la newsletter di Alumis?',
  unsubscribeButton: 'Annulla l’iscrizione',
  unsubscribeDone:
    'La tua iscrizione alla newsletter è stata annullata. Non riceverai altre e-mail.',
  unsubscribeInvalid:
    'Questo link non è valido o è incompleto. Usa il link dell’ultima e-mail ricevuta, oppure scrivici dalla pagina dei contatti.',
  unsubscribeFailed: 'Non è stato possibile annullare l’iscrizione. Riprova tra qualche minuto.',
};

export type ShellMessages = typeof italian;

export const shellMessages = defineMessages('shell', {
  it: italian,
  en: () => import(/* webpackChunkName: "shell-messages-en" */ './shellMessages.en'),
  bg: () => import(/* webpackChunkName: "shell-messages-bg" */ './shellMessages.bg'),
});
