import type { ReactNode } from 'react';
import { formatDateTime } from './formatDateTime';
import styles from './RecordCard.module.css';

/** One labelled fact of a record. */
export interface RecordFact {
  readonly label: string;
  readonly value: ReactNode;
  /** Over the card's whole width, its line breaks kept (a message, a cover letter). */
  readonly long?: boolean;
}

/** The list of a tab's record cards, named for screen readers. */
export function RecordCardList({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <ol className={styles.list} aria-label={label}>
      {children}
    </ol>
  );
}

export interface RecordCardProps {
  /** No longer new (handled, or its status changed): drawn quieter. */
  readonly settled: boolean;
  /** A heading above the facts (an applicant's name). */
  readonly heading?: string;
  /** The facts in order; `null` leaves one out. */
  readonly facts: readonly (RecordFact | null)[];
  /** The card's actions: its status field and buttons. */
  readonly children: ReactNode;
}

/** A record of the panel's lists (an inquiry, a job application): its facts and actions. */
export function RecordCard({ settled, heading, facts, children }: RecordCardProps) {
  return (
    <li className={settled ? `${styles.card} ${styles.settled}` : styles.card}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <dl className={styles.facts}>
        {facts.map((fact) =>
          fact ? (
            <div key={fact.label} className={fact.long ? styles.longText : undefined}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className={styles.actions}>{children}</div>
    </li>
  );
}

/** An e-mail address as a link that writes to it. */
export function EmailLink({ email }: { readonly email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** A phone number as a link that calls it (the number without spaces or punctuation). */
export function PhoneLink({ phone }: { readonly phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}

/** A moment as the panel writes it (`15.03.2026 г., 14:05`), with its machine-readable form. */
export function DateTime({ iso }: { readonly iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
