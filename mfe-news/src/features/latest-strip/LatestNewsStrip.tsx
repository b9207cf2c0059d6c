import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LATEST_NEWS_COUNT } from '@alu/common';
import { useLatestNews } from '../../shared/newsApi';
import { NewsCardGrid, NewsCardGridSkeleton } from '../../shared/NewsCardGrid';
import styles from './LatestNewsStrip.module.css';
import { useTexts } from '@alu/common';
import { newsTexts } from '../../shared/newsTexts';

/**
 * The latest-news block: the newest company news as cards, with a link to all news. Used by
 * the news page and, as the federated module `news/LatestNewsStrip`, by the home page. While
 * loading it reserves its space; if the news cannot be loaded (or there are none) it renders
 * nothing, so the page around it stays whole.
 */
export function LatestNewsStrip({
  opensPage = false,
}: {
  /**
   * The strip is the first thing under the page's heading (the news page): its first cover
   * is the page's largest picture on a phone, preloaded and fetched first. On the home page
   * it is far down, and every cover waits until it comes near the view.
   */
  readonly opensPage?: boolean;
}) {
  const tx = useTexts(newsTexts);
  const latest = useLatestNews();
  const headingId = useId();
  if (latest.status === 'error' || latest.status === 'not-found') return null;
  if (latest.status === 'ready' && latest.data.length === 0) return null;

  return (
    <section
      className={styles.strip}
      aria-labelledby={headingId}
      aria-busy={latest.status === 'loading'}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.heading}>
            {tx('Ultime notizie')}
          </h2>
          <Link to="/news" className={styles.all}>
            {tx('Tutte le notizie')}
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </Link>
        </div>
        {latest.status === 'ready' ? (
          <NewsCardGrid items={latest.data} firstIsMain={opensPage} />
        ) : (
          <NewsCardGridSkeleton count={LATEST_NEWS_COUNT} />
        )}
      </div>
    </section>
  );
}
