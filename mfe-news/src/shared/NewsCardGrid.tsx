import type { NewsItem } from '@alu/common';
import { NewsCard, NewsCardSkeleton } from './NewsCard';
import styles from './NewsCardGrid.module.css';

/** The cards of a news list (3 columns, 2 below 1000 px, 1 on phones). */
export function NewsCardGrid({
  items,
  previews,
  firstIsMain = false,
}: {
  readonly items: readonly NewsItem[];
  /** Preview text per item id; cards without one show no preview. */
  readonly previews?: ReadonlyMap<string, string>;
  /**
   * The grid opens the page: its first cover is the page's largest picture on a phone,
   * preloaded and fetched first.
   */
  readonly firstIsMain?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item._id} className={styles.cell}>
          <NewsCard
            item={item}
            preview={previews?.get(item._id)}
            priority={firstIsMain && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** The same grid while the news load: `count` card-shaped placeholders. */
export function NewsCardGridSkeleton({
  count,
  withPreview = false,
}: {
  readonly count: number;
  readonly withPreview?: boolean;
}) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.cell}>
          <NewsCardSkeleton withPreview={withPreview} />
        </div>
      ))}
    </div>
  );
}
