import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@alu/common';
import { marketHref, marketTeasers, type MarketTeaser } from './markets.data';
import styles from './MarketsBlock.module.css';
import { useLocalizedContent, useTexts } from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

/** Phones: a third of the row; tablets: two cards a row; wide: at most half the 1140 px page. */
const CARD_IMAGE_SIZES = '(max-width: 599px) 34vw, (max-width: 999px) 50vw, 550px';

export interface MarketsBlockProps {
  readonly markets?: readonly MarketTeaser[];
}

/** The five markets as picture cards, each a link to its market page. */
export function MarketsBlock({ markets: italian = marketTeasers }: MarketsBlockProps) {
  const tx = useTexts(corporateTexts);
  const markets = useLocalizedContent(italian, corporateTexts);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{tx('Mercati')}</p>
        <h2 id={headingId} className={styles.heading}>
          {tx('I settori che serviamo')}
        </h2>
        <p className={styles.intro}>
          {tx(
            'Laminati ed estrusi Alumis lavorano ogni giorno in cantieri, veicoli, imballaggi e magazzini di tutta Europa e degli Stati Uniti.',
          )}
        </p>
        <ul className={styles.grid}>
          {markets.map((market) => (
            <li key={market.page} className={styles.item}>
              <Link className={styles.card} to={marketHref(market.page)}>
                <span className={styles.media}>
                  <ResponsiveImage
                    className={styles.image}
                    image={market.image}
                    alt=""
                    sizes={CARD_IMAGE_SIZES}
                  />
                </span>
                <span className={styles.body}>
                  <span className={styles.name}>
                    {market.name}
                    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </span>
                  <span className={styles.summary}>{market.summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
