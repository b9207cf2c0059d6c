import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon, SEARCH_PAGE_PATH, useLocale, useMessages, type Translate } from '@alu/common';
import { shellMessages } from '../../shared/shellMessages';
import { indexSources, mergeOutcomes, type SearchOutcome } from './searchResults';
import { SearchResults } from './SearchResults';
import { useGroupHeading } from './useGroupHeading';
import { OVERLAY_RESULTS_PER_KIND, useApiSearch } from './useApiSearch';
import { useSearchSources, type SearchSourcesState } from './useSearchSources';
import styles from './SearchOverlay.module.css';

function statusText(
  t: Translate<(typeof shellMessages)['messages']['it']>,
  state: SearchSourcesState,
  outcome: SearchOutcome,
  input: string,
  apiLoading: boolean,
): string {
  const query = input.trim();
  if (outcome.query === '') return '';
  if (state.failed) return t('searchUnavailable');
  if (state.loading || (outcome.count === 0 && apiLoading)) return t('searchLoading');
  if (outcome.count === 0) return t('searchNone', { query });
  return outcome.count === 1
    ? t('searchOne', { query })
    : t('searchMany', { count: outcome.count, query });
}

/** The overlay's content: field, status and results. */
export function SearchPanel({ onClose }: { readonly onClose: () => void }) {
  const t = useMessages(shellMessages);
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
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t('searchDialog')}>
      <button
        type="button"
        className={styles.close}
        aria-label={t('searchClose')}
        onClick={onClose}
      >
        <CloseIcon size={28} />
      </button>
      <div className={styles.panel}>
        <label htmlFor="site-search" className={styles.label}>
          {t('searchLabel')}
        </label>
        <input
          ref={inputRef}
          id="site-search"
          type="search"
          className={styles.input}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          aria-describedby="site-search-status"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <p id="site-search-status" className={styles.status} role="status">
          {statusText(t, sources, outcome, query, api.loading)}
        </p>
        {outcome.query !== '' && outcome.unavailable.length > 0 ? (
          <p className={styles.unavailable}>
            {t('searchPartial', { areas: outcome.unavailable.join(', ') })}
          </p>
        ) : null}
        {outcome.query !== '' && api.failed ? (
          <p className={styles.unavailable}>{t('searchNewsUnavailable')}</p>
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
              {t('searchSeeAll')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
