import { useEffect, useId, useRef, useState } from 'react';
import styles from './ShareButton.module.css';

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

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Shares the page: the system share sheet where the Web Share API exists, otherwise the
 * address is copied to the clipboard ("Link copiato" is announced); when neither works the
 * address is shown in a selected text field to copy by hand.
 */
export function ShareButton({ title, url, label = 'Condividi', className }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [manualUrl, setManualUrl] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const manualInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (outcome !== 'manual') return;
    manualInput.current?.focus();
    manualInput.current?.select();
  }, [outcome]);

  const share = async () => {
    const address = url ?? window.location.href;
    window.clearTimeout(timer.current);
    if (typeof navigator.share === 'function') {
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
    <div className={[styles.share, className].filter(Boolean).join(' ')}>
      <button type="button" className={styles.button} onClick={() => void share()}>
        <svg
          className={styles.icon}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="18" cy="5" r="3" fill="currentColor" />
          <circle cx="6" cy="12" r="3" fill="currentColor" />
          <circle cx="18" cy="19" r="3" fill="currentColor" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        {label}
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {outcome === 'copied' ? 'Link copiato' : ''}
      </p>
      {outcome === 'manual' ? (
        <div className={styles.manual}>
          <label htmlFor={inputId} className={styles.manualLabel}>
            Copia il link di questa pagina
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
