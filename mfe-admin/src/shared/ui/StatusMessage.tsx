import { Button } from '@alu/common';
import styles from './StatusMessage.module.css';

export interface StatusMessageProps {
  readonly message: string;
  /**
   * busy: a spinner and a polite status; error: an alert with an optional retry; empty and
   * done: a polite status (nothing to list; an action finished).
   */
  readonly tone: 'busy' | 'error' | 'empty' | 'done';
  readonly onRetry?: () => void;
}

/** One loading, empty or error state for the admin pages and lists. */
export function StatusMessage({ message, tone, onRetry }: StatusMessageProps) {
  if (tone === 'error') {
    return (
      <div className={`${styles.box} ${styles.error}`} role="alert">
        <p>{message}</p>
        {onRetry ? <Button onClick={onRetry}>Опитай отново</Button> : null}
      </div>
    );
  }
  return (
    <div className={styles.box} role="status" aria-busy={tone === 'busy' || undefined}>
      {tone === 'busy' ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <p>{message}</p>
    </div>
  );
}
