import { useEffect, useRef } from 'react';
import { StatusMessage } from './StatusMessage';
import styles from './OutcomeMessage.module.css';

/** What an action on a list came to: done, or why not. */
export interface Outcome {
  readonly tone: 'done' | 'error';
  readonly message: string;
}

/**
 * The last action's result above a list. It takes the focus when it appears, since the button
 * that was pressed may be gone (a withdrawn row, a promoted canary).
 */
export function OutcomeMessage({ outcome }: { readonly outcome: Outcome | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) box.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <div ref={box} tabIndex={-1} className={styles.outcome}>
      <StatusMessage tone={outcome.tone} message={outcome.message} />
    </div>
  );
}
