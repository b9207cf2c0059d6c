import type { TextDictionary } from '@alu/common';

/** The news remote's texts in English, keyed by the Italian wording (its own chunk). */
const en: TextDictionary = {
  'Caricamento della notizia…': 'Loading the news item…',
  'Caricamento delle notizie…': 'Loading the news…',
  'Cosa dicono di Alumis i giornali e i media: articoli e interviste.':
    'What newspapers and the media say about Alumis: articles and interviews.',
  'Cosa dicono di noi': 'In the media',
  'Disponibile solo in italiano': 'Available in Italian only',
  'Elenco: {{mode}}': 'List: {{mode}}',
  'La notizia cercata non esiste.': 'The news item you are looking for does not exist.',
  'La notizia che cerchi non esiste o non è più disponibile.':
    'The news item you are looking for does not exist or is no longer available.',
  'Le notizie di Alumis.': 'Alumis news.',
  'Le novità di Alumis e cosa dicono di noi i media':
    'What is new at Alumis and what the media say about us',
  'Le ultime notizie di Alumis, produttore di laminati e profili estrusi in alluminio.':
    'The latest news from Alumis, maker of rolled aluminium products and extruded profiles.',
  'Mostra altre notizie': 'Show more news',
  'Caricamento di altre notizie…': 'Loading more news…',
  '{{count}} notizie in elenco': '{{count}} news items listed',
  'Nessuna notizia da mostrare.': 'No news to show.',
  'Non è stato possibile caricare la notizia. Controlla la connessione e riprova.':
    'The news item could not be loaded. Check your connection and try again.',
  'Non è stato possibile caricare le notizie.': 'The news could not be loaded.',
  'Notizia non disponibile': 'News item unavailable',
  'Notizia non trovata': 'News item not found',
  Notizie: 'News',
  Riprova: 'Try again',
  'Sezioni delle notizie': 'News sections',
  'Tutte le notizie': 'All news',
  'Ultime notizie': 'Latest news',
};

export default en;
