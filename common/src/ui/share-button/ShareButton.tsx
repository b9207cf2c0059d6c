import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FacebookIcon, LinkedInIcon, ShareIcon } from '../icons/icons';
import styles from './ShareButton.module.css';
import { useHydrated } from '../../federation/ssr/ClientOnly';
import { useSsrStore } from '../../federation/ssr/ssrStore';
import { isAbortError } from '../../federation/api/fetchJson';
import { useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';

/** How long "Link copiato" stays visible. */
export const SHARE_COPIED_MS = 2500;

export interface ShareButtonProps {
  /** Title of the shared page (the Web Share dialog shows it). */
  readonly title: string;
  /** Address to share; the current page's address (read on click) by default. */
  readonly url?: string;
  readonly label?: string;
  readonly className?: string;
}

type Outcome = 'idle' | 'copied' | 'manual';

/** The networks' share dialogs, each given the page address (URI-encoded). */
const SHARE_NETWORKS = [
  {
    name: 'LinkedIn',
    Icon: LinkedInIcon,
    shareUrl: (encoded: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
  },
  {
    name: 'Facebook',
    Icon: FacebookIcon,
    shareUrl: (encoded: string) => `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  },
] as const;

const canUseWebShare = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Shares the page: links to LinkedIn's and Facebook's share dialogs for its address, and a
 * button that opens the system share sheet where the Web Share API exists ("Altre app") or
 * copies the address ("Copia link", then "Link copiato" is announced). When neither works
 * the address is shown in a selected text field to copy by hand.
 */
export function ShareButton({ title, url, label, className }: ShareButtonProps) {
  const tx = useTexts(uiTexts);
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [manualUrl, setManualUrl] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const manualInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const labelId = useId();
  const store = useSsrStore();
  // The browser's abilities and origin are known after hydration; the server's HTML (and the
  // first render in the browser) use the origin the page was requested at.
  const hydrated = useHydrated();
  const webShare = hydrated && canUseWebShare();
  const origin = hydrated || !store ? window.location.origin : store.origin;
  const address = url ?? `${origin}${location.pathname}${location.search}${location.hash}`;
  const encodedAddress = encodeURIComponent(address);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (outcome !== 'manual') return;
    manualInput.current?.focus();
    manualInput.current?.select();
  }, [outcome]);

  const share = async () => {
    window.clearTimeout(timer.current);
    if (canUseWebShare()) {
      try {
        await navigator.share({ title, url: address });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure: copy instead.
        if (isAbortError(error)) return;
      }
    }
    try {
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
      await navigator.clipboard.writeText(address);
      setOutcome('copied');
      timer.current = window.setTimeout(() => setOutcome('idle'), SHARE_COPIED_MS);
    } catch {
      setManualUrl(address);
      setOutcome('manual');
    }
  };

  return (
    <div
      className={[styles.share, className].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className={styles.label}>
        <ShareIcon />
        {label ?? tx('Condividi')}
      </span>
      {SHARE_NETWORKS.map(({ name, Icon, shareUrl }) => (
        <a
          key={name}
          className={styles.network}
          href={shareUrl(encodedAddress)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={tx('Condividi su {{network}} (si apre in una nuova scheda)', {
            network: name,
          })}
        >
          <Icon size={16} />
          {name}
        </a>
      ))}
      <button type="button" className={styles.button} onClick={() => void share()}>
        {webShare ? tx('Altre app') : tx('Copia link')}
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {outcome === 'copied' ? tx('Link copiato') : ''}
      </p>
      {outcome === 'manual' ? (
        <div className={styles.manual}>
          <label htmlFor={inputId} className={styles.manualLabel}>
            {tx('Copia il link di questa pagina')}
          </label>
          <input
            ref={manualInput}
            id={inputId}
            className={styles.manualInput}
            type="text"
            readOnly
            value={manualUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </div>
  );
}
