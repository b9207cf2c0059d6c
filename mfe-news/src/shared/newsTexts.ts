import { defineTexts } from '@alu/common';

/**
 * The news remote's texts in English and Bulgarian, keyed by the Italian wording (the items'\n * own texts come from the API in each language).
 */
export const newsTexts = defineTexts('news', {
  en: {
    'Caricamento della notizia…': 'Loading the news item…',
    'Caricamento delle notizie…': 'Loading the news…',
    'Cosa dicono di Alumis i giornali e i media: articoli e interviste.':
      'What newspapers and the media say about Alumis: articles and interviews.',
    'Cosa dicono di noi': 'What they say about us',
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
  },
  bg: {
    'Caricamento della notizia…': 'Зареждане на новината…',
    'Caricamento delle notizie…': 'Зареждане на новините…',
    'Cosa dicono di Alumis i giornali e i media: articoli e interviste.':
      'Какво пишат за Alumis вестниците и медиите: статии и интервюта.',
    'Cosa dicono di noi': 'Какво казват за нас',
    'Disponibile solo in italiano': 'Налично само на италиански',
    'Elenco: {{mode}}': 'Списък: {{mode}}',
    'La notizia cercata non esiste.': 'Търсената новина не съществува.',
    'La notizia che cerchi non esiste o non è più disponibile.':
      'Новината, която търсите, не съществува или вече не е достъпна.',
    'Le notizie di Alumis.': 'Новините на Alumis.',
    'Le novità di Alumis e cosa dicono di noi i media':
      'Новото в Alumis и какво казват за нас медиите',
    'Le ultime notizie di Alumis, produttore di laminati e profili estrusi in alluminio.':
      'Последните новини на Alumis, производител на валцувани продукти и пресовани профили от алуминий.',
    'Nessuna notizia da mostrare.': 'Няма новини за показване.',
    'Non è stato possibile caricare la notizia. Controlla la connessione e riprova.':
      'Новината не можа да бъде заредена. Проверете връзката си и опитайте отново.',
    'Non è stato possibile caricare le notizie.': 'Новините не можаха да бъдат заредени.',
    'Notizia non disponibile': 'Новината не е достъпна',
    'Notizia non trovata': 'Новината не е намерена',
    Notizie: 'Новини',
    Riprova: 'Опитай отново',
    'Sezioni delle notizie': 'Раздели на новините',
    'Tutte le notizie': 'Всички новини',
    'Ultime notizie': 'Последни новини',
  },
});
