import { useEffect, useId, useRef, useState } from 'react';
import { Button, ShareIcon, useTexts } from '@alu/common';
import { ShareButton } from '@alu/common/share-button';
import { productsTexts } from '../../shared/i18n/productsTexts';
import styles from './ShareMenu.module.css';

/**
 * "Condividi questo prodotto" opens the site's share control (LinkedIn, Facebook, system share
 * sheet or copy link) under it; Escape or the button closes it. The product view re-mounts on
 * every route change, which closes it.
 */
export function ShareMenu({ title }: { readonly title: string }) {
  const tx = useTexts(productsTexts);
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
    <div>
      <Button
        ref={toggleRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <ShareIcon />
        {tx('Condividi questo prodotto')}
      </Button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? <ShareButton title={title} label={tx('Condividi su')} /> : null}
      </div>
    </div>
  );
}
