import { DocumentIcon } from '@alu/common';
import { forwardRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Highlighted } from './Highlighted';
import type { ResultGroup } from './searchResults';
import styles from './SearchOverlay.module.css';

interface SearchResultsProps {
  readonly groups: readonly ResultGroup[];
  readonly query: string;
  /** Arrow keys on a result: the panel moves the focus. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The results, grouped by area (Prodotti, Contatti, …); every result is a link. */
export const SearchResults = forwardRef<HTMLDivElement, SearchResultsProps>(function SearchResults(
  { groups, query, onKeyDown },
  ref,
) {
  return (
    <div ref={ref} className={styles.results}>
      {groups.map(({ group, results }) => (
        <section key={group} className={styles.group} aria-label={group}>
          <h2 className={styles.groupTitle}>{group}</h2>
          <ul className={styles.list}>
            {results.map((result) => (
              <li key={result.id}>
                <Link
                  to={result.href}
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
                  ) : (
                    <span className={styles.thumbnail} aria-hidden="true">
                      <DocumentIcon />
                    </span>
                  )}
                  <span className={styles.resultText}>
                    <span className={styles.resultTitle}>
                      <Highlighted text={result.title} query={query} />
                    </span>
                    <span className={styles.resultDetail}>
                      <Highlighted text={result.shortDetail} query={query} />
                    </span>
                    {result.matchedText ? (
                      <span className={styles.resultMatch}>
                        <Highlighted text={result.matchedText} query={query} />
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});
