import type { SearchKind, TranslateText } from '@alu/common';

/** The heading of each kind of result, in the page's language. */
export const searchKindLabels = (tx: TranslateText): Readonly<Record<SearchKind, string>> => ({
  page: tx('Pagine'),
  product: tx('Prodotti'),
  person: tx('Persone'),
  document: tx('Documenti'),
  news: tx('Notizie'),
  media: tx('Cosa dicono di noi'),
  vacancy: tx('Posizioni aperte'),
});
