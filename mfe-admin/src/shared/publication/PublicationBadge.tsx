import type { Publication } from '@alu/common';
import { describePublication } from './publicationDraft';
import styles from './PublicationBadge.module.css';

/** A list row's publishing state; nothing for a published item (the usual case). */
export function PublicationBadge({ publication }: { readonly publication?: Publication }) {
  if (!publication || publication.state === 'published') return null;
  return (
    <span className={`${styles.badge} ${styles[publication.state] ?? ''}`}>
      {describePublication(publication)}
    </span>
  );
}
