import { FileIcon } from '../icons/icons';
import { formatDate } from '../../locale-format/dates';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './DocumentLink.module.css';
import { useLocale, useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';

export interface DocumentLinkProps {
  /** Address of the file. */
  readonly href: string;
  /** Name of the document, the link's text. */
  readonly name: string;
  /**
   * The language of `name` when it is not the page's (a document without a title in the
   * page's language shows its Italian one), so screen readers pronounce it right.
   */
  readonly nameLang?: string;
  /** File format shown after the name, e.g. 'PDF'. */
  readonly format?: string;
  /** Date of the document (ISO `YYYY-MM-DD`), shown as the page's language writes a date in a list. */
  readonly date?: string;
  /** A further detail, e.g. a standard or a size. */
  readonly detail?: string;
  /** Picture of the document's first page, shown by the `card` variant. */
  readonly thumbnail?: string;
  /**
   * `row`: icon, name, details and a download icon on one line; `card`: the thumbnail above
   * the name; `inline`: icon and format only, for a table cell whose column names the
   * document (the name stays the link's accessible name).
   */
  readonly variant?: 'row' | 'card' | 'inline';
  readonly className?: string;
}

/**
 * A link to a document (policy, report, certificate). It opens the file in a new tab, which
 * the link's accessible name says, with a file icon, the format and a download icon.
 */
export function DocumentLink({
  href,
  name,
  nameLang,
  format,
  date,
  detail,
  thumbnail,
  variant = 'row',
  className,
}: DocumentLinkProps) {
  const tx = useTexts(uiTexts);
  const meta = [formatDate(date, useLocale()), format, detail].filter(Boolean).join(' · ');
  const newTab = <VisuallyHidden> {tx('(si apre in una nuova scheda)')}</VisuallyHidden>;
  const linkProps = {
    className: [styles.link, styles[variant], className].filter(Boolean).join(' '),
    href,
    target: '_blank',
    rel: 'noopener noreferrer',
  };

  if (variant === 'inline') {
    return (
      <a {...linkProps}>
        <FileIcon className={styles.icon} />
        <VisuallyHidden>
          <span lang={nameLang}>{name}</span>{' '}
        </VisuallyHidden>
        <span className={styles.format}>{format ?? 'File'}</span>
        {newTab}
      </a>
    );
  }

  return (
    <a {...linkProps}>
      {variant === 'card' ? (
        <span className={styles.cover}>
          {thumbnail ? (
            <img
              className={styles.thumbnail}
              src={thumbnail}
              alt=""
              width={210}
              height={297}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.tile} aria-hidden="true">
              <FileIcon className={styles.tileIcon} />
              {format}
            </span>
          )}
        </span>
      ) : (
        <FileIcon className={styles.icon} />
      )}
      <span className={styles.text}>
        <span className={styles.name} lang={nameLang}>
          {name}
        </span>
        {/* The two lines are blocks on screen; read aloud, the name and the format are two words. */}{' '}
        <span className={styles.meta}>
          {meta}
          {newTab}
        </span>
      </span>
      <svg
        className={styles.download}
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 3v12m0 0l-5-5m5 5l5-5M4 17v3h16v-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
