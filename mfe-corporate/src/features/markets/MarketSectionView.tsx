import { CONTENT_COLUMN_SIZES, Prose, ResponsiveImage } from '@alu/common';
import { Link } from 'react-router-dom';
import type { MarketSection } from './markets.data';
import styles from './MarketsPage.module.css';

export interface MarketSectionViewProps {
  readonly section: MarketSection;
  readonly headingId: string;
  /** Registers the heading as the section's scroll and focus target. */
  readonly headingRef: (element: HTMLElement | null) => void;
}

/** One section of a market page: heading, text, an optional picture and related pages. */
export function MarketSectionView({ section, headingId, headingRef }: MarketSectionViewProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Prose>
        {/* tabIndex -1: the side menu moves the focus here, the Tab order stays as it is. */}
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {section.title}
        </h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.image ? (
          <figure>
            <ResponsiveImage
              image={section.image.picture}
              alt={section.image.alt}
              sizes={CONTENT_COLUMN_SIZES}
            />
          </figure>
        ) : null}
      </Prose>
      {section.links?.length ? (
        <ul className={styles.links}>
          {section.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                {link.label}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
