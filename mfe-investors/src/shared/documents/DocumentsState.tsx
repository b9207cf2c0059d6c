import type { ReactNode } from 'react';
import { Button, useTexts, type Resource } from '@alu/common';
import { investorsTexts } from '../i18n/investorsTexts';
import type { PublicDocument } from './publishedDocuments';
import styles from './DocumentsState.module.css';

export interface DocumentsStateProps {
  readonly documents: Resource<PublicDocument[]>;
  /** The list, once there is at least one document. */
  readonly children: (documents: readonly PublicDocument[]) => ReactNode;
}

/**
 * A list of published documents, or what stands in for it: a status while it loads, a
 * message with a retry when the API could not be read, and a plain sentence when nothing is
 * published, so a list is never empty without a word.
 */
export function DocumentsState({ documents, children }: DocumentsStateProps) {
  const tx = useTexts(investorsTexts);
  if (documents.status === 'loading') {
    return (
      <p className={styles.message} role="status">
        {tx('Caricamento dei documenti…')}
      </p>
    );
  }
  if (documents.status !== 'ready') {
    return (
      <div className={styles.message} role="alert">
        <p>{tx('Non è stato possibile caricare i documenti. Riprova tra qualche istante.')}</p>
        <Button onClick={documents.retry}>{tx('Riprova')}</Button>
      </div>
    );
  }
  if (documents.data.length === 0) {
    return <p className={styles.message}>{tx('Al momento non ci sono documenti pubblicati.')}</p>;
  }
  return <>{children(documents.data)}</>;
}
