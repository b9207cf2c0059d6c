import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon } from '../../shared/icons';
import { useUiStore } from '../../shared/uiStore';
import { useScrollLock } from './useScrollLock';
import styles from './SearchOverlay.module.css';

/**
 * The site-wide search overlay. It opens from the header, focuses its input, locks page
 * scrolling and clears itself on close. Result providers from the remotes plug in here.
 */
export function SearchOverlay() {
  const open = useUiStore((state) => state.searchOpen);
  const setSearchOpen = useUiStore((state) => state.setSearchOpen);
  const { pathname } = useLocation();

  useScrollLock(open);
  useEffect(() => setSearchOpen(false), [pathname, setSearchOpen]);

  // The panel is mounted only while open, so closing clears the input and results.
  return open ? <SearchPanel onClose={() => setSearchOpen(false)} /> : null;
}

function SearchPanel({ onClose }: { readonly onClose: () => void }) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const trimmed = query.trim();
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label="Cerca nel sito">
      <button
        type="button"
        className={styles.close}
        aria-label="Chiudi la ricerca"
        onClick={onClose}
      >
        <CloseIcon width={28} height={28} />
      </button>
      <div className={styles.panel}>
        <label htmlFor="site-search" className={styles.label}>
          Cerca prodotti e contatti
        </label>
        <input
          ref={input}
          id="site-search"
          type="search"
          className={styles.input}
          placeholder="Type here to search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className={styles.status} role="status">
          {trimmed ? `La ricerca di «${trimmed}» sarà disponibile a breve.` : ''}
        </p>
      </div>
    </div>
  );
}
