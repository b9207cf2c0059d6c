import { useId } from 'react';
import { Link } from 'react-router-dom';
import { marketList, marketPath, type MarketKey } from './markets.data';
import styles from './MarketsPage.module.css';
import { useTexts } from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

/** Links to the other four markets at the end of a market page. */
export function OtherMarkets({ current }: { readonly current: MarketKey }) {
  const headingId = useId();
  const tx = useTexts(corporateTexts);
  return (
    <nav className={styles.others} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.othersTitle}>
        {tx('Altri mercati')}
      </h2>
      <ul className={styles.othersList}>
        {marketList
          .filter((market) => market.key !== current)
          .map((market) => (
            <li key={market.key}>
              <Link to={marketPath(market.key)} className={styles.otherLink}>
                {tx(market.title)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
