import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon, useBodyScrollLock, useLocale, useMessages, type Translate } from '@alu/common';
import { shellMessages } from '../../shared/shellMessages';
import { useUiStore } from '../../shared/uiStore';
import { searchAll, type SearchOutcome } from './searchResults';
import { SearchResults } from './SearchResults';
import { useSearchSources, type SearchSourcesState } from './useSearchSources';
import styles from './SearchOverlay.module.css';

/**
 * The site-wide search overlay. It opens from the header, focuses its input, locks page
 * scrolling and clears itself on close (Escape, the close button, a route change). The data
 * comes from the remotes' search modules, loaded when it first opens.
 */
export function SearchOverlay() {
  const open = useUiStore((state) => state.searchOpen);
  const setSearchOpen = useUiStore((state) => state.setSearchOpen);
  const { pathname } = useLocation();

  useBodyScrollLock(open);
  useEffect(() => setSearchOpen(false), [pathname, setSearchOpen]);

  // The panel is mounted only while open, so closing clears the input and results.
  return open ? <SearchPanel onClose={() => setSearchOpen(false)} /> : null;
}

function statusText(
  t: Translate<(typeof shellMessages)['messages']['it']>,
  state: SearchSourcesState,
  outcome: SearchOutcome,
  input: string,
): string {
  const query = input.trim();
  if (outcome.query === '') return '';
  if (state.failed) return t('searchUnavailable');
  if (state.loading) return t('searchLoading');
  if (outcome.count === 0) return t('searchNone', { query });
  return outcome.count === 1
    ? t('searchOne', { query })
    : t('searchMany', { count: outcome.count, query });
}

function SearchPanel({ onClose }: { readonly onClose: () => void }) {
  const t = useMessages(shellMessages);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const sources = useSearchSources();
  const locale = useLocale();
  const outcome = useMemo(
    () => searchAll(sources.sources, input, locale),
    [sources.sources, input, locale],
  );

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
          {statusText(t, sources, outcome, input)}
        </p>
        {outcome.query !== '' && outcome.unavailable.length > 0 ? (
          <p className={styles.unavailable}>
            {t('searchPartial', { areas: outcome.unavailable.join(', ') })}
          </p>
        ) : null}
        <SearchResults
          ref={resultsRef}
          groups={outcome.groups}
          query={outcome.query}
          onKeyDown={moveFocus}
        />
      </div>
    </div>
  );
}
