import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  fetchJson,
  SEARCH_API_MAX_LIMIT,
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_MAX_LENGTH,
  useApiResource,
  useDocumentMeta,
  useLocale,
  useTexts,
  isSearchKind,
  localizedPath,
  type SearchApiAnswer,
  type SearchKind,
  type SiteLocale,
} from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { searchKindLabels } from './searchKindLabels';
import { loadSearchSources } from './searchSources';
import { indexSources, mergeOutcomes, type ResultGroup, type SearchOutcome } from './searchResults';
import { SearchResults } from './SearchResults';
import { apiGroups, apiSearchUrl, type ApiPage } from './useApiSearch';
import { useGroupHeading } from './useGroupHeading';
import { inLocale } from './useSearchSources';
import styles from './SearchPage.module.css';

const NOTHING: SearchOutcome = { query: '', groups: [], count: 0, unavailable: [] };

/** `?kind=news&cursor=…`: a further page of one of the API's kinds. */
function pageOf(params: URLSearchParams): ApiPage | undefined {
  const kind = params.get('kind') ?? '';
  const cursor = params.get('cursor') ?? '';
  return isSearchKind(kind) && cursor !== '' ? { kind, cursor } : undefined;
}

const report = (error: unknown) => console.warn('[search] a part of the results failed', error);

/** The static part: every remote's search module in the page's language, searched at once. */
async function staticOutcome(query: string, locale: SiteLocale): Promise<SearchOutcome> {
  if (query === '') return NOTHING;
  const sources = await loadSearchSources();
  const localized = await Promise.all(sources.map((source) => inLocale(source, locale)));
  return indexSources(localized)(query);
}

/**
 * /search?q=: every result of a query, grouped by kind. Rendered on the server with a plain
 * GET form, so it works without scripts (for "see all results" and for visitors whose scripts
 * failed); kept out of search engines.
 */
export function SearchPage() {
  const tx = useTexts(shellTexts);
  const locale = useLocale();
  const headingOf = useGroupHeading();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const page = pageOf(params);
  useDocumentMeta({
    title: query ? tx('Risultati per «{{query}}»', { query }) : tx('Risultati della ricerca'),
    description: tx('I risultati della ricerca nel sito di Alumis.'),
    noindex: true,
  });

  // A further page of one kind shows that kind alone: no static results then.
  const staticQuery = page ? '' : query;
  const loadStatic = useCallback(() => staticOutcome(staticQuery, locale), [staticQuery, locale]);
  const loadApi = useCallback(
    (url: string, signal?: AbortSignal) =>
      query === '' ? Promise.resolve(null) : fetchJson<SearchApiAnswer>(url, { signal }),
    [query],
  );
  // One key per query and language: the server's answer is the browser's first state.
  const local = useApiResource(`search-static:${locale}:${staticQuery}`, loadStatic, report);
  const api = useApiResource(
    apiSearchUrl(query, locale, SEARCH_API_MAX_LIMIT, page),
    loadApi,
    report,
  );
  const outcome = mergeOutcomes(
    (!page && local.data) || { ...NOTHING, query },
    api.data ? apiGroups(api.data) : [],
  );
  const more = outcome.groups.filter(
    (group): group is ResultGroup & { key: SearchKind; nextCursor: string } =>
      typeof group.nextCursor === 'string' && isSearchKind(group.key),
  );
  const loading = query !== '' && (local.status === 'loading' || api.status === 'loading');

  return (
    <section className={styles.page} aria-labelledby="search-page-heading">
      <h1 id="search-page-heading">
        {query ? tx('Risultati per «{{query}}»', { query }) : tx('Risultati della ricerca')}
      </h1>
      <form
        className={styles.form}
        method="get"
        action={localizedPath(locale, SEARCH_PAGE_PATH)}
        role="search"
      >
        <label htmlFor="search-page-query" className={styles.label}>
          {tx('Cerca pagine, prodotti, persone, notizie e documenti')}
        </label>
        <div className={styles.field}>
          <input
            id="search-page-query"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            required
          />
          <button type="submit" className={styles.button}>
            {tx('Cerca')}
          </button>
        </div>
      </form>
      <p className={styles.status} role="status">
        {query === ''
          ? tx(
              'Scrivete una o più parole: pagine, prodotti, persone, notizie, posizioni aperte e documenti.',
            )
          : loading
            ? tx('Ricerca in corso…')
            : outcome.count === 0
              ? tx('Nessun risultato per «{{query}}»', { query })
              : outcome.count === 1
                ? tx('1 risultato per «{{query}}»', { query })
                : tx('{{count}} risultati per «{{query}}»', { count: outcome.count, query })}
      </p>
      {local.status === 'error' || api.status === 'error' ? (
        <p className={styles.partial}>
          {tx('Notizie e posizioni aperte non sono al momento disponibili.')}
        </p>
      ) : null}
      <div className={styles.results}>
        <SearchResults groups={outcome.groups} headingOf={headingOf} />
      </div>
      {more.length > 0 ? (
        <ul className={styles.more}>
          {more.map((group) => (
            <li key={group.key}>
              <Link
                to={`${SEARCH_PAGE_PATH}?${new URLSearchParams({
                  q: query,
                  kind: group.key,
                  cursor: group.nextCursor,
                })}`}
              >
                {tx('Altri risultati: {{group}}', { group: searchKindLabels(tx)[group.key] })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
