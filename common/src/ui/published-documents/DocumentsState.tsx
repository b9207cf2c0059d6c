import type { ReactNode } from 'react';
import type { Resource } from '../../federation/ssr/useApiResource';
import { Button } from '../button/Button';
import styles from './DocumentsState.module.css';

/** What the state says, in the page's language (each remote's own texts). */
export interface DocumentsStateMessages {
  readonly loading: string;
  /** The API could not be read. */
  readonly failed: string;
  /** The retry button's label. */
  readonly retry: string;
  /** Nothing is published. */
  readonly none: string;
}

export interface DocumentsStateProps<T> {
  readonly documents: Resource<readonly T[]>;
  /** The list, once there is at least one item. */
  readonly children: (documents: readonly T[]) => ReactNode;
  readonly messages: DocumentsStateMessages;
}

/**
 * A list of published documents, or what stands in for it: a status while it loads, a message
 * with a retry when the API could not be read, and a plain sentence when nothing is published,
 * so a list is never empty without a word.
 */
export function DocumentsState<T>({ documents, children, messages }: DocumentsStateProps<T>) {
  if (documents.status === 'loading') {
    return (
      <p className={styles.message} role="status">
        {messages.loading}
      </p>
    );
  }
  if (documents.status !== 'ready') {
    return (
      <div className={styles.message} role="alert">
        <p>{messages.failed}</p>
        <Button onClick={documents.retry}>{messages.retry}</Button>
      </div>
    );
  }
  if (documents.data.length === 0) return <p className={styles.message}>{messages.none}</p>;
  return <>{children(documents.data)}</>;
}
