import { DocumentIcon, InitialsAvatar } from '@alu/common';
import { forwardRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Highlighted } from './Highlighted';
import type { ResultGroup } from './searchResults';
import styles from './SearchOverlay.module.css';

/** Addresses of files rather than pages. */
const FILE = /\.(pdf|docx?)$/i;

interface ResultLinkProps {
  readonly href: string;
  readonly className: string | undefined;
  readonly onKeyDown: ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
  readonly children: ReactNode;
}

/**
 * A page through the router; a file (an editor's PDF at /uploads/documents/…) as a plain link:
 * it is no page, and the router would put the page's language in front of its address.
 */
function ResultLink({ href, className, onKeyDown, children }: ResultLinkProps) {
  const common = { className, 'data-search-result': '', onKeyDown };
  if (FILE.test(href)) {
    return (
      <a href={href} {...common}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...common}>
      {children}
    </Link>
  );
}

interface SearchResultsProps {
  readonly groups: readonly ResultGroup[];
  /** The group's heading, with its count. */
  readonly headingOf: (group: ResultGroup) => string;
  /** At most this many results per group (the overlay); all without it (the results page). */
  readonly perGroup?: number;
  /** Arrow keys on a result: the panel moves the focus. */
  readonly onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The results, grouped by kind (pages, products, people…); every result is a link. */
export const SearchResults = forwardRef<HTMLDivElement, SearchResultsProps>(function SearchResults(
  { groups, headingOf, perGroup, onKeyDown },
  ref,
) {
  return (
    <div ref={ref} className={styles.results}>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-label={headingOf(group)}>
          <h2 className={styles.groupTitle}>{headingOf(group)}</h2>
          <ul className={styles.list}>
            {group.results.slice(0, perGroup).map((result) => (
              <li key={result.id}>
                <ResultLink
                  href={result.href}
                  className={styles.result}
                  data-search-result=""
                  onKeyDown={onKeyDown}
                >
                  {result.image ? (
                    <img
                      className={styles.thumbnail}
                      src={result.image}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : result.kind === 'person' ? (
                    <InitialsAvatar name={result.title} className={styles.avatar} />
                  ) : (
                    <span className={styles.thumbnail} aria-hidden="true">
                      <DocumentIcon />
                    </span>
                  )}
                  <span className={styles.resultText}>
                    <span className={styles.resultTitle}>
                      <Highlighted text={result.title} terms={result.terms} />
                    </span>
                    <span className={styles.resultDetail}>
                      <Highlighted text={result.shortDetail} terms={result.terms} />
                    </span>
                    {result.matchedText ? (
                      <span className={styles.resultMatch}>
                        <Highlighted text={result.matchedText} terms={result.terms} />
                      </span>
                    ) : null}
                  </span>
                </ResultLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});
