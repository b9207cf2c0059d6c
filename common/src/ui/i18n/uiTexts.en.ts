import type { TextDictionary } from '../../federation/i18n/siteI18n';

/** The shared UI's texts in English, keyed by the Italian wording (its own chunk). */
const en: TextDictionary = {
  '(si apre in una nuova scheda)': '(opens in a new tab)',
  '* Campi obbligatori. I dati servono solo a rispondere alla richiesta (':
    '* Required fields. Your data is used only to answer your request (',
  'Altre app': 'Other apps',
  'Apri la galleria a schermo intero': 'Open the gallery full screen',
  'Apri su YouTube': 'Open on YouTube',
  Categoria: 'Category',
  Chiudi: 'Close',
  Condividi: 'Share',
  'Condividi su {{network}} (si apre in una nuova scheda)':
    'Share on {{network}} (opens in a new tab)',
  'Controlla i campi: {{fields}}.': 'Check these fields: {{fields}}.',
  'Copia il link di questa pagina': 'Copy this page’s link',
  'Copia link': 'Copy link',
  'E-mail': 'E-mail',
  Elenco: 'List',
  'Galleria di immagini': 'Picture gallery',
  'Grazie! Abbiamo ricevuto la tua richiesta: ti risponderemo al più presto.':
    'Thank you! We have received your request and will reply as soon as possible.',
  'Guardalo su YouTube': 'Watch it on YouTube',
  'Hai inviato troppe richieste in poco tempo. Riprova tra un minuto.':
    'You have sent too many requests in a short time. Try again in a minute.',
  'Hai inviato troppe richieste in poco tempo. Riprova tra {{minutes}} minuti.':
    'You have sent too many requests in a short time. Try again in {{minutes}} minutes.',
  'Dati del grafico': 'Chart data',
  'Il grafico non è disponibile.': 'The chart is not available.',
  'Il video non è raggiungibile in questo momento.': 'The video cannot be reached right now.',
  'Immagine precedente': 'Previous picture',
  'Immagine successiva': 'Next picture',
  'Invia richiesta': 'Send request',
  'Invio in corso…': 'Sending…',
  'La richiesta non è stata inviata per un problema di collegamento. Il testo che hai scritto è ancora qui: riprova tra qualche istante.':
    'Your request was not sent because of a connection problem. What you wrote is still here: try again in a moment.',
  'La richiesta non è stata inviata: controlla il campo evidenziato e riprova.':
    'Your request was not sent: check the highlighted field and try again.',
  'Link copiato': 'Link copied',
  Menu: 'Menu',
  Messaggio: 'Message',
  Miniature: 'Thumbnails',
  'Visualizzazione: {{list}}': 'View: {{list}}',
  "Mostra l'immagine {{number}} di {{total}}": 'Show picture {{number}} of {{total}}',
  'Nome e cognome': 'Full name',
  Prodotto: 'Product',
  'Questa sezione è in preparazione: torna a trovarci presto.':
    'This section is being prepared: come back soon.',
  'Riproduci il video: {{title}}': 'Play the video: {{title}}',
  'Select Support Category*': 'Select Support Category*',
  Telefono: 'Phone',
  'Tutte le immagini': 'All pictures',
  'informativa sui dati personali': 'personal data notice',
  '{{count}}/{{max}} caratteri': '{{count}}/{{max}} characters',
  '{{title}}, immagine {{number}} di {{total}}': '{{title}}, picture {{number}} of {{total}}',
};

export default en;
