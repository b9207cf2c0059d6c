import { useEffect, useId, useRef, useState } from 'react';
import { ShareButton } from '@alu/common';
import styles from './ShareMenu.module.css';

/**
 * "Condividi" opens the site's share control (LinkedIn, Facebook, system share sheet or copy
 * link) under it; Escape or the button closes it. The product view re-mounts on every route
 * change, which closes it.
 */
export function ShareMenu({ title }: { readonly title: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={styles.menu}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="18" cy="5" r="3" fill="currentColor" />
          <circle cx="6" cy="12" r="3" fill="currentColor" />
          <circle cx="18" cy="19" r="3" fill="currentColor" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        Condividi questo prodotto
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? <ShareButton title={title} label="Condividi su" /> : null}
      </div>
    </div>
  );
}
