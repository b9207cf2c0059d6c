import type { TextDictionary } from '../../federation/i18n/siteI18n';

/** The shared UI's texts in Bulgarian, keyed by the Italian wording (its own chunk). */
const bg: TextDictionary = {
  '(si apre in una nuova scheda)': '(отваря се в нов раздел)',
  '* Campi obbligatori. I dati servono solo a rispondere alla richiesta (':
    '* Задължителни полета. Данните се използват само за отговор на запитването (',
  'Altre app': 'Други приложения',
  'Apri la galleria a schermo intero': 'Отворете галерията на цял екран',
  'Apri su YouTube': 'Отворете в YouTube',
  Categoria: 'Категория',
  Chiudi: 'Затворете',
  Condividi: 'Споделете',
  'Condividi su {{network}} (si apre in una nuova scheda)':
    'Споделете в {{network}} (отваря се в нов раздел)',
  'Controlla i campi: {{fields}}.': 'Проверете полетата: {{fields}}.',
  'Copia il link di questa pagina': 'Копирайте връзката към тази страница',
  'Copia link': 'Копирайте връзката',
  'E-mail': 'Имейл',
  Elenco: 'Списък',
  'Galleria di immagini': 'Галерия',
  'Grazie! Abbiamo ricevuto la tua richiesta: ti risponderemo al più presto.':
    'Благодарим! Получихме запитването ви и ще отговорим възможно най-скоро.',
  'Guardalo su YouTube': 'Гледайте го в YouTube',
  'Hai inviato troppe richieste in poco tempo. Riprova tra un minuto.':
    'Изпратихте твърде много запитвания за кратко време. Опитайте отново след минута.',
  'Hai inviato troppe richieste in poco tempo. Riprova tra {{minutes}} minuti.':
    'Изпратихте твърде много запитвания за кратко време. Опитайте отново след {{minutes}} минути.',
  'Dati del grafico': 'Данни от графиката',
  'Il grafico non è disponibile.': 'Графиката не е достъпна.',
  'Il video non è raggiungibile in questo momento.': 'Видеото в момента не е достъпно.',
  'Immagine precedente': 'Предишна снимка',
  'Immagine successiva': 'Следваща снимка',
  'Invia richiesta': 'Изпратете запитването',
  'Invio in corso…': 'Изпращане…',
  'La richiesta non è stata inviata per un problema di collegamento. Il testo che hai scritto è ancora qui: riprova tra qualche istante.':
    'Запитването не беше изпратено поради проблем с връзката. Написаното от вас е запазено: опитайте отново след малко.',
  'La richiesta non è stata inviata: controlla il campo evidenziato e riprova.':
    'Запитването не беше изпратено: проверете отбелязаното поле и опитайте отново.',
  'Link copiato': 'Връзката е копирана',
  Menu: 'Меню',
  Messaggio: 'Съобщение',
  Miniature: 'Миниатюри',
  'Visualizzazione: {{list}}': 'Изглед: {{list}}',
  "Mostra l'immagine {{number}} di {{total}}": 'Покажете снимка {{number}} от {{total}}',
  'Nome e cognome': 'Име и фамилия',
  Prodotto: 'Продукт',
  'Questa sezione è in preparazione: torna a trovarci presto.':
    'Този раздел се подготвя. Посетете ни отново скоро.',
  'Riproduci il video: {{title}}': 'Пуснете видеото: {{title}}',
  'Select Support Category*': 'Изберете категория*',
  Telefono: 'Телефон',
  'Tutte le immagini': 'Всички снимки',
  'informativa sui dati personali': 'уведомление за личните данни',
  '{{count}}/{{max}} caratteri': '{{count}}/{{max}} знака',
  '{{title}}, immagine {{number}} di {{total}}': '{{title}}, снимка {{number}} от {{total}}',
};

export default bg;
