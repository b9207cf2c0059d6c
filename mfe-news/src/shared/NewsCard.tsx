import { Link } from 'react-router-dom';
import { Bone, ResponsiveImage, useLocale, useTexts, type NewsItem } from '@alu/common';
import { formatDate } from '@alu/common/locale-format';
import { CARD_BOX, newsImage } from './newsImage';
import { newsTexts } from './newsTexts';
import { articlePath, publicContent } from './publicNews';
import styles from './NewsCard.module.css';

/** One card a row on phones, two below 1000 px, three in the 1140 px page. */
const CARD_IMAGE_SIZES =
  '(max-width: 599px) calc(100vw - 48px), (max-width: 999px) calc(50vw - 36px), 348px';

export interface NewsCardProps {
  readonly item: NewsItem;
  /** Text preview under the title (the list shows one, the strip does not). */
  readonly preview?: string;
  /** The page's main picture: loaded at once, first (see ResponsiveImage). */
  readonly priority?: boolean;
}

/**
 * A news item as a card leading to its article: cover, date, title in the page's language (or
 * the Italian one, labelled) and an optional preview. The link is the title, so its name is
 * its visible text; its hit area covers the whole card (NewsCard.module.css).
 */
export function NewsCard({ item, preview, priority = false }: NewsCardProps) {
  const locale = useLocale();
  const tx = useTexts(newsTexts);
  const { title, language } = publicContent(item, locale);
  const date = formatDate(item.date, locale);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {item.cover ? (
          <ResponsiveImage
            className={styles.image}
            image={newsImage(item.cover, CARD_BOX)}
            // The title next to it says what the cover shows; reading it twice helps nobody.
            alt=""
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {date ? (
          <time className={styles.date} dateTime={item.date}>
            {date}
          </time>
        ) : null}
        <h3 className={styles.title} lang={language === locale ? undefined : language}>
          <Link to={articlePath(item)} className={styles.link}>
            {title}
          </Link>
        </h3>
        {language === locale ? null : (
          <p className={styles.language}>
            <abbr title={tx('Disponibile solo in italiano')}>IT</abbr>
          </p>
        )}
        {preview ? <p className={styles.preview}>{preview}</p> : null}
      </div>
    </article>
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
