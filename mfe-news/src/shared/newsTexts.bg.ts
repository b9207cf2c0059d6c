import type { TextDictionary } from '@alu/common';

/** The news remote's texts in Bulgarian, keyed by the Italian wording (its own chunk). */
const bg: TextDictionary = {
  'Caricamento della notizia…': 'Зареждане на новината…',
  'Caricamento delle notizie…': 'Зареждане на новините…',
  'Cosa dicono di Alumis i giornali e i media: articoli e interviste.':
    'Какво пишат медиите за Алумис: статии и интервюта.',
  'Cosa dicono di noi': 'Медиите за нас',
  'Disponibile solo in italiano': 'Налично само на италиански',
  'Elenco: {{mode}}': 'Списък: {{mode}}',
  'La notizia cercata non esiste.': 'Търсената новина не съществува.',
  'La notizia che cerchi non esiste o non è più disponibile.':
    'Новината, която търсите, не съществува или вече не е достъпна.',
  'Le notizie di Alumis.': 'Новините на Алумис.',
  'Le novità di Alumis e cosa dicono di noi i media':
    'Новото в Алумис и какво пишат медиите за нас',
  'Le ultime notizie di Alumis, produttore di laminati e profili estrusi in alluminio.':
    'Последните новини на Алумис, производител на валцувани продукти и пресовани профили от алуминий.',
  'Mostra altre notizie': 'Още новини',
  'Caricamento di altre notizie…': 'Зареждане на още новини…',
  '{{count}} notizie in elenco': '{{count}} новини в списъка',
  'Nessuna notizia da mostrare.': 'Няма новини за показване.',
  'Non è stato possibile caricare la notizia. Controlla la connessione e riprova.':
    'Новината не можа да бъде заредена. Проверете връзката си и опитайте отново.',
  'Non è stato possibile caricare le notizie.': 'Новините не можаха да бъдат заредени.',
  'Notizia non disponibile': 'Новината не е достъпна',
  'Notizia non trovata': 'Новината не е намерена',
  Notizie: 'Новини',
  Riprova: 'Опитайте отново',
  'Sezioni delle notizie': 'Раздели на новините',
  'Tutte le notizie': 'Всички новини',
  'Ultime notizie': 'Последни новини',
};

export default bg;
