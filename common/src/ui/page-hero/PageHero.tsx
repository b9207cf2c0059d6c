import { useId, type ReactNode } from 'react';
import { ResponsiveImage } from '../responsive-image/ResponsiveImage';
import type { ResponsiveImageData } from '../responsive-image/responsiveImageData';
import styles from './PageHero.module.css';

export interface PageHeroProps {
  /** The page's h1. */
  readonly title: ReactNode;
  /** Short line above the title, e.g. the section name. */
  readonly eyebrow?: ReactNode;
  /** Line under the title, e.g. the date of an article. */
  readonly subtitle?: ReactNode;
  /**
   * Cover image (the page's largest picture above the fold: loaded at once and first); without
   * one the header shows the brand gradient.
   */
  readonly image?: ResponsiveImageData;
  /** What the cover shows, when it was described; decorative (`alt=""`) otherwise. */
  readonly imageAlt?: string;
  /** `cover` is the full header, `mini` the low one. */
  readonly size?: 'cover' | 'mini';
  /** id of the h1, for `aria-labelledby` of the page's article or section. */
  readonly titleId?: string;
}

/**
 * Full-width page header: a cover image (decorative, `alt=""`) or a gradient under a dark
 * overlay, with the page's h1. Its height is fixed by CSS per breakpoint, so the image
 * arriving never moves the page.
 */
export function PageHero({
  title,
  eyebrow,
  subtitle,
  image,
  imageAlt = '',
  size = 'cover',
  titleId,
}: PageHeroProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <div className={`${styles.hero} ${size === 'mini' ? styles.mini : styles.cover}`}>
      {image ? (
        <ResponsiveImage
          className={styles.image}
          image={image}
          alt={imageAlt}
          sizes="100vw"
          priority
        />
      ) : null}
      <div className={styles.overlay} aria-hidden="true" />
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </div>
  );
}
