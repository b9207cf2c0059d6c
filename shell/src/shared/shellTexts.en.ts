import type { TextDictionary } from '@alu/common';

/** The shell's texts in English, keyed by the Italian wording (its own chunk). */
const en: TextDictionary = {
  'Vai al contenuto': 'Skip to content',
  'Menu secondario': 'Secondary menu',
  'Menu principale': 'Main menu',
  Menu: 'Menu',
  Home: 'Home',
  '{{company}}, home page': '{{company}}, home page',
  Seguici: 'Follow us',
  Sottoscrivi: 'Subscribe',
  Lingua: 'Language',
  'Cerca nel sito': 'Search the site',
  Cerca: 'Search',
  'Apri il menu': 'Open the menu',
  'Chiudi il menu': 'Close the menu',
  'Apri il menu {{section}}': 'Open the {{section}} menu',
  '© {{year}} {{company}}. Tutti i diritti riservati.':
    '© {{year}} {{company}}. All rights reserved.',
  'Iscriviti alla newsletter': 'Subscribe to the newsletter',
  'La tua e-mail': 'Your e-mail',
  Iscriviti: 'Subscribe',
  'Grazie! La tua iscrizione alla newsletter è stata registrata.':
    'Thank you! Your newsletter subscription has been recorded.',
  'Questo indirizzo è già iscritto alla newsletter: a presto!':
    'This address is already subscribed to the newsletter. See you soon!',
  'Inserisci un indirizzo e-mail valido.': 'Enter a valid e-mail address.',
  'Troppe richieste da questa connessione. Riprova tra qualche minuto.':
    'Too many requests from this connection. Try again in a few minutes.',
  'Non è stato possibile completare l’iscrizione. Riprova più tardi.':
    'The subscription could not be completed. Please try again later.',
  'Cookie notice': 'Cookie notice',
  'This website uses cookies to ensure you get the best experience. By continuing to browse you agree to our use of cookies.':
    'This website uses cookies to ensure you get the best experience. By continuing to browse you agree to our use of cookies.',
  'Learn more': 'Learn more',
  Accept: 'Accept',
  'Chiudi la ricerca': 'Close the search',
  'Cerca pagine, prodotti, persone, notizie e documenti':
    'Search pages, products, people, news and documents',
  'Scrivi qui per cercare': 'Type here to search',
  'La ricerca non è al momento disponibile. Riprova più tardi.':
    'Search is not available at the moment. Please try again later.',
  'Ricerca in corso…': 'Searching…',
  'Nessun risultato per «{{query}}»': 'No results for “{{query}}”',
  '1 risultato per «{{query}}»': '1 result for “{{query}}”',
  '{{count}} risultati per «{{query}}»': '{{count}} results for “{{query}}”',
  'Risultati non disponibili per: {{areas}}.': 'Results not available for: {{areas}}.',
  Pagine: 'Pages',
  Prodotti: 'Products',
  Persone: 'People',
  Documenti: 'Documents',
  Notizie: 'News',
  'Cosa dicono di noi': 'In the media',
  'Posizioni aperte': 'Open positions',
  '{{group}} ({{count}})': '{{group}} ({{count}})',
  'Vedi tutti i risultati': 'See all results',
  'Notizie e posizioni aperte non sono al momento disponibili.':
    'News and open positions are not available at the moment.',
  'Risultati della ricerca': 'Search results',
  'Risultati per «{{query}}»': 'Results for “{{query}}”',
  'I risultati della ricerca nel sito di Alumis.': 'Search results on the Alumis website.',
  'I moduli e le mappe del sito {{company}} richiedono JavaScript; la ricerca funziona anche senza, all’indirizzo':
    'The forms and maps of the {{company}} website need JavaScript; search works without it, at',
  'Scrivete una o più parole: pagine, prodotti, persone, notizie, posizioni aperte e documenti.':
    'Type one or more words: pages, products, people, news, open positions and documents.',
  'Altri risultati: {{group}}': 'More results: {{group}}',
  'Pagina non trovata': 'Page not found',
  'La pagina richiesta non esiste.': 'The page you asked for does not exist.',
  'There is nothing here': 'There is nothing here',
  'Torna alla home page': 'Back to the home page',
  'Si è verificato un errore': 'Something went wrong',
  'La pagina non può essere mostrata. Riprova o torna alla home page.':
    'The page cannot be shown. Try again or go back to the home page.',
  'Sezione non disponibile': 'Section unavailable',
  'Questa sezione del sito non è al momento disponibile.':
    'This section of the site is not available at the moment.',
  'Questa sezione del sito non è al momento disponibile. Il resto del sito funziona normalmente: riprova tra qualche istante.':
    'This section of the site is not available at the moment. The rest of the site works as usual: try again in a moment.',
  Riprova: 'Try again',
  'Caricamento…': 'Loading…',
  'Annulla l’iscrizione alla newsletter': 'Unsubscribe from the newsletter',
  'Conferma che non desideri più ricevere la newsletter di Alumis.':
    'Confirm that you no longer wish to receive the Alumis newsletter.',
  'Confermi di non voler più ricevere la newsletter di Alumis?':
    'Are you sure you no longer want to receive the Alumis newsletter?',
  'Annulla l’iscrizione': 'Unsubscribe',
  'La tua iscrizione alla newsletter è stata annullata. Non riceverai altre e-mail.':
    'You have been unsubscribed from the newsletter. You will get no more e-mails.',
  'Questo link non è valido o è incompleto. Usa il link dell’ultima e-mail ricevuta, oppure scrivici dalla pagina dei contatti.':
    'This link is not valid or is incomplete. Use the link in the latest e-mail you received, or write to us from the contacts page.',
  'Non è stato possibile annullare l’iscrizione. Riprova tra qualche minuto.':
    'We could not unsubscribe you. Please try again in a few minutes.',
};

export default en;
