import type { ReactNode } from 'react';
import { useTexts, type Resource } from '@alu/common';
import { DocumentsState as PublishedState } from '@alu/common/published-documents';
import { investorsTexts } from '../i18n/investorsTexts';
import type { PublicDocument } from './publishedDocuments';

/** The messages, in the page's language, when the list is not the documents'. */
export interface StateMessages {
  readonly loading: string;
  readonly failed: string;
  readonly none: string;
}

export interface DocumentsStateProps<T = PublicDocument> {
  readonly documents: Resource<readonly T[]>;
  /** The list, once there is at least one item. */
  readonly children: (documents: readonly T[]) => ReactNode;
  /** What the messages say (default: they speak of documents). */
  readonly messages?: StateMessages;
}

/**
 * The shared stand-in of a published list (loading, failed with a retry, nothing published)
 * in the investors' words: documents unless the page names its own items.
 */
export function DocumentsState<T = PublicDocument>({
  documents,
  children,
  messages,
}: DocumentsStateProps<T>) {
  const tx = useTexts(investorsTexts);
  return (
    <PublishedState
      documents={documents}
      messages={{
        loading: messages?.loading ?? tx('Caricamento dei documenti…'),
        failed:
          messages?.failed ??
          tx('Non è stato possibile caricare i documenti. Riprova tra qualche istante.'),
        retry: tx('Riprova'),
        none: messages?.none ?? tx('Al momento non ci sono documenti pubblicati.'),
      }}
    >
      {children}
    </PublishedState>
  );
}
