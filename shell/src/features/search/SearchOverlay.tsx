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
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();

  useScrollLock(open);

  useEffect(() => {
    if (open) input.current?.focus();
    else setQuery('');
  }, [open]);

  useEffect(() => setSearchOpen(false), [pathname, setSearchOpen]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSearchOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setSearchOpen]);

  if (!open) return null;
  const close = () => setSearchOpen(false);
  const trimmed = query.trim();
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label="Cerca nel sito">
      <button type="button" className={styles.close} aria-label="Chiudi la ricerca" onClick={close}>
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
