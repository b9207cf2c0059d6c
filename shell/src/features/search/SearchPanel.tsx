import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon, SEARCH_PAGE_PATH, useLocale, useTexts, type TranslateText } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { indexSources, mergeOutcomes, type SearchOutcome } from './searchResults';
import { SearchResults } from './SearchResults';
import { useGroupHeading } from './useGroupHeading';
import { OVERLAY_RESULTS_PER_KIND, useApiSearch } from './useApiSearch';
import { useSearchSources, type SearchSourcesState } from './useSearchSources';
import styles from './SearchOverlay.module.css';

function statusText(
  tx: TranslateText,
  state: SearchSourcesState,
  outcome: SearchOutcome,
  input: string,
  apiLoading: boolean,
): string {
  const query = input.trim();
  if (outcome.query === '') return '';
  if (state.failed) return tx('La ricerca non è al momento disponibile. Riprova più tardi.');
  if (state.loading || (outcome.count === 0 && apiLoading)) return tx('Ricerca in corso…');
  if (outcome.count === 0) return tx('Nessun risultato per «{{query}}»', { query });
  return outcome.count === 1
    ? tx('1 risultato per «{{query}}»', { query })
    : tx('{{count}} risultati per «{{query}}»', { count: outcome.count, query });
}

/** The overlay's content: field, status and results. */
export function SearchPanel({ onClose }: { readonly onClose: () => void }) {
  const tx = useTexts(shellTexts);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const sources = useSearchSources(locale);
  const search = useMemo(() => indexSources(sources.sources), [sources.sources]);
  // The field answers each keystroke at once; the results follow in a render React may
  // interrupt for the next keystroke (on a slow phone a keystroke's own frame stays short).
  const query = useDeferredValue(input);
  const api = useApiSearch(query, locale);
  // The static part is searched again only when the query changes, not when the API answers.
  const local = useMemo(() => search(query, OVERLAY_RESULTS_PER_KIND), [search, query]);
  const outcome = useMemo(() => mergeOutcomes(local, api.groups), [local, api.groups]);
  const headingOf = useGroupHeading();

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  /** Arrow keys move between the input and the results; Enter on a result opens it. */
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(
      resultsRef.current?.querySelectorAll<HTMLAnchorElement>('[data-search-result]') ?? [],
    );
    if (links.length === 0) return;
    event.preventDefault();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? current + 1 : current - 1;
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter in the field opens the first result.
      event.preventDefault();
      resultsRef.current?.querySelector<HTMLAnchorElement>('[data-search-result]')?.click();
      return;
    }
    moveFocus(event);
  };

  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={tx('Cerca nel sito')}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={tx('Chiudi la ricerca')}
        onClick={onClose}
      >
        <CloseIcon size={28} />
      </button>
      <div className={styles.panel}>
        <label htmlFor="site-search" className={styles.label}>
          {tx('Cerca pagine, prodotti, persone, notizie e documenti')}
        </label>
        <input
          ref={inputRef}
          id="site-search"
          type="search"
          className={styles.input}
          placeholder={tx('Scrivi qui per cercare')}
          autoComplete="off"
          aria-describedby="site-search-status"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <p id="site-search-status" className={styles.status} role="status">
          {statusText(tx, sources, outcome, query, api.loading)}
        </p>
        {outcome.query !== '' && outcome.unavailable.length > 0 ? (
          <p className={styles.unavailable}>
            {tx('Risultati non disponibili per: {{areas}}.', {
              areas: outcome.unavailable.join(', '),
            })}
          </p>
        ) : null}
        {outcome.query !== '' && api.failed ? (
          <p className={styles.unavailable}>
            {tx('Notizie e posizioni aperte non sono al momento disponibili.')}
          </p>
        ) : null}
        <SearchResults
          ref={resultsRef}
          groups={outcome.groups}
          headingOf={headingOf}
          perGroup={OVERLAY_RESULTS_PER_KIND}
          onKeyDown={moveFocus}
        />
        {outcome.count > 0 ? (
          <p className={styles.seeAll}>
            <Link
              to={`${SEARCH_PAGE_PATH}?${new URLSearchParams({ q: input.trim() })}`}
              data-search-result=""
              onKeyDown={moveFocus}
            >
              {tx('Vedi tutti i risultati')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
