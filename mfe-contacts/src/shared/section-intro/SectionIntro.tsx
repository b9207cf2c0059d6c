import type { ReactNode } from 'react';
import styles from './SectionIntro.module.css';

export interface SectionIntroProps {
  /** id of the h2, for the section's `aria-labelledby`. */
  readonly headingId: string;
  readonly heading: string;
  /** The lead paragraph under the heading. */
  readonly children: ReactNode;
}

/** A contacts section's h2 and lead paragraph. */
export function SectionIntro({ headingId, heading, children }: SectionIntroProps) {
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.lead}>{children}</p>
    </>
  );
}
