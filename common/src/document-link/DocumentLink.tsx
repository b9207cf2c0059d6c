import styles from './DocumentLink.module.css';

export interface DocumentLinkProps {
  /** Address of the file. */
  readonly href: string;
  /** Name of the document, the link's text. */
  readonly name: string;
  /** File format shown after the name, e.g. 'PDF'. */
  readonly format?: string;
  /** A second line, e.g. a date or a size. */
  readonly detail?: string;
  readonly className?: string;
}

/**
 * A link to a document (policy, report, certificate). It opens in a new tab, which the
 * link's accessible name says, with a file icon and the format.
 */
export function DocumentLink({ href, name, format, detail, className }: DocumentLinkProps) {
  return (
    <a
      className={[styles.link, className].filter(Boolean).join(' ')}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <svg
        className={styles.icon}
        width="28"
        height="32"
        viewBox="0 0 28 32"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 1h15l7 7v23H3z" fill="#fff" stroke="currentColor" strokeWidth="2" />
        <path d="M18 1v7h7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 16h12M8 21h12M8 26h8" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.meta}>
          {[format, detail].filter(Boolean).join(' · ')}
          <span className={styles.newTab}> (si apre in una nuova scheda)</span>
        </span>
      </span>
    </a>
  );
}
