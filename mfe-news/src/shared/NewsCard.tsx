import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Bone, formatDisplayDate, newsImageUrl, type NewsItem } from '@alu/common';
import { articlePath, publicContent } from './publicNews';
import styles from './NewsCard.module.css';

export interface NewsCardProps {
  readonly item: NewsItem;
  /** Text preview under the title (the list shows one, the strip does not). */
  readonly preview?: string;
}

/**
 * A news item as a card linking to its article: cover, date, Italian title and an optional
 * preview. The link is named by the title alone.
 */
export function NewsCard({ item, preview }: NewsCardProps) {
  const titleId = useId();
  const { title } = publicContent(item);
  const date = formatDisplayDate(item.date);
  return (
    <Link to={articlePath(item)} className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {item.cover ? (
          <img
            className={styles.image}
            src={newsImageUrl(item.cover)}
            alt={title}
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {date ? (
          <time className={styles.date} dateTime={item.date}>
            {date}
          </time>
        ) : null}
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        {preview ? <p className={styles.preview}>{preview}</p> : null}
      </div>
    </Link>
  );
}

/** Placeholder of a card while the news load: same box, no content (hidden from readers). */
export function NewsCardSkeleton({ withPreview = false }: { readonly withPreview?: boolean }) {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <Bone className={styles.media} />
      <div className={styles.body}>
        <Bone className={`${styles.bone} ${styles.boneDate}`} />
        <Bone className={styles.bone} />
        <Bone className={`${styles.bone} ${styles.boneShort}`} />
        {withPreview ? (
          <>
            <Bone className={`${styles.bone} ${styles.boneText}`} />
            <Bone className={`${styles.bone} ${styles.boneText}`} />
          </>
        ) : null}
      </div>
    </div>
  );
}
