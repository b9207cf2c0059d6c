import type { TextDictionary } from '@alu/common';

/** The shell's texts in Bulgarian, keyed by the Italian wording (its own chunk). */
const bg: TextDictionary = {
  'Vai al contenuto': 'Към съдържанието',
  'Menu secondario': 'Допълнително меню',
  'Menu principale': 'Основно меню',
  Menu: 'Меню',
  Home: 'Начало',
  '{{company}}, home page': '{{company}}, начална страница',
  Seguici: 'Последвайте ни',
  Sottoscrivi: 'Абонамент',
  Lingua: 'Език',
  'Cerca nel sito': 'Търсене в сайта',
  Cerca: 'Търсене',
  'Apri il menu': 'Отворете менюто',
  'Chiudi il menu': 'Затворете менюто',
  'Apri il menu {{section}}': 'Отворете менюто „{{section}}“',
  '© {{year}} {{company}}. Tutti i diritti riservati.':
    '© {{year}} {{company}}. Всички права запазени.',
  'Iscriviti alla newsletter': 'Абонирайте се за бюлетина',
  'La tua e-mail': 'Вашият имейл',
  Iscriviti: 'Абонирайте се',
  'Grazie! La tua iscrizione alla newsletter è stata registrata.':
    'Благодарим! Абонаментът ви за бюлетина е регистриран.',
  'Questo indirizzo è già iscritto alla newsletter: a presto!':
    'Този адрес вече е абониран за бюлетина. До скоро!',
  'Inserisci un indirizzo e-mail valido.': 'Въведете валиден имейл адрес.',
  'Troppe richieste da questa connessione. Riprova tra qualche minuto.':
    'Твърде много заявки от тази връзка. Опитайте отново след няколко минути.',
  'Non è stato possibile completare l’iscrizione. Riprova più tardi.':
    'Абонаментът не можа да бъде завършен. Опитайте отново по-късно.',
  'Cookie notice': 'Известие за бисквитки',
  'This website uses cookies to ensure you get the best experience. By continuing to browse you agree to our use of cookies.':
    'Този сайт използва бисквитки, за да ви осигури възможно най-удобно разглеждане. Като продължавате, се съгласявате с използването им.',
  'Learn more': 'Научете повече',
  Accept: 'Приемам',
  'Chiudi la ricerca': 'Затворете търсенето',
  'Cerca pagine, prodotti, persone, notizie e documenti':
    'Търсене на страници, продукти, хора, новини и документи',
  'Scrivi qui per cercare': 'Пишете тук, за да търсите',
  'La ricerca non è al momento disponibile. Riprova più tardi.':
    'Търсенето в момента не е достъпно. Опитайте отново по-късно.',
  'Ricerca in corso…': 'Търсене…',
  'Nessun risultato per «{{query}}»': 'Няма резултати за „{{query}}“',
  '1 risultato per «{{query}}»': '1 резултат за „{{query}}“',
  '{{count}} risultati per «{{query}}»': '{{count}} резултата за „{{query}}“',
  'Risultati non disponibili per: {{areas}}.': 'Резултатите не са достъпни за: {{areas}}.',
  Pagine: 'Страници',
  Prodotti: 'Продукти',
  Persone: 'Хора',
  Documenti: 'Документи',
  Notizie: 'Новини',
  'Cosa dicono di noi': 'Медиите за нас',
  'Posizioni aperte': 'Свободни позиции',
  '{{group}} ({{count}})': '{{group}} ({{count}})',
  'Vedi tutti i risultati': 'Всички резултати',
  'Notizie e posizioni aperte non sono al momento disponibili.':
    'Новините и свободните позиции в момента не са достъпни.',
  'Risultati della ricerca': 'Резултати от търсенето',
  'Risultati per «{{query}}»': 'Резултати за „{{query}}“',
  'I risultati della ricerca nel sito di Alumis.': 'Резултати от търсенето в сайта на Алумис.',
  'I moduli e le mappe del sito {{company}} richiedono JavaScript; la ricerca funziona anche senza, all’indirizzo':
    'Формулярите и картите на сайта на {{company}} изискват JavaScript; търсенето работи и без него на адрес',
  'Scrivete una o più parole: pagine, prodotti, persone, notizie, posizioni aperte e documenti.':
    'Напишете една или повече думи: страници, продукти, хора, новини, свободни позиции и документи.',
  'Altri risultati: {{group}}': 'Още резултати: {{group}}',
  'Pagina non trovata': 'Страницата не е намерена',
  'La pagina richiesta non esiste.': 'Търсената страница не съществува.',
  'There is nothing here': 'Тук няма нищо',
  'Torna alla home page': 'Към началната страница',
  'Si è verificato un errore': 'Възникна грешка',
  'La pagina non può essere mostrata. Riprova o torna alla home page.':
    'Страницата не може да бъде показана. Опитайте отново или се върнете на началната страница.',
  'Sezione non disponibile': 'Разделът не е достъпен',
  'Questa sezione del sito non è al momento disponibile.':
    'Този раздел на сайта в момента не е достъпен.',
  'Questa sezione del sito non è al momento disponibile. Il resto del sito funziona normalmente: riprova tra qualche istante.':
    'Този раздел на сайта в момента не е достъпен. Останалата част от сайта работи нормално: опитайте отново след малко.',
  Riprova: 'Опитайте отново',
  'Caricamento…': 'Зареждане…',
  'Annulla l’iscrizione alla newsletter': 'Отписване от бюлетина',
  'Conferma che non desideri più ricevere la newsletter di Alumis.':
    'Потвърдете, че не желаете повече да получавате бюлетина на Алумис.',
  'Confermi di non voler più ricevere la newsletter di Alumis?':
    'Потвърждавате ли, че не желаете повече да получавате бюлетина на Алумис?',
  'Annulla l’iscrizione': 'Отпишете ме',
  'La tua iscrizione alla newsletter è stata annullata. Non riceverai altre e-mail.':
    'Отписахте се от бюлетина. Няма да получавате повече имейли.',
  'Questo link non è valido o è incompleto. Usa il link dell’ultima e-mail ricevuta, oppure scrivici dalla pagina dei contatti.':
    'Тази връзка е невалидна или непълна. Използвайте връзката от последния получен имейл или ни пишете от страницата за контакти.',
  'Non è stato possibile annullare l’iscrizione. Riprova tra qualche minuto.':
    'Отписването не беше успешно. Опитайте отново след няколко минути.',
};

export default bg;
