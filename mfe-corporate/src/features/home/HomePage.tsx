import { RemoteSlot, useDocumentMeta } from '@alu/common';
import { HeroSlideshow } from './HeroSlideshow';
import { MarketsBlock } from './MarketsBlock';
import { OverviewBlock } from './OverviewBlock';
import styles from './HomePage.module.css';

/**
 * The home page: hero slideshow, markets, the company in brief and, at the end, the news
 * remote's latest-news strip embedded through the host, below the fold: its remote is fetched
 * when the visitor scrolls near it. If the news remote or its API is down the strip renders
 * nothing and the page stays whole.
 */
export function HomePage() {
  useDocumentMeta({
    title: 'Laminati e profili estrusi in alluminio',
    description:
      'Alumis produce a Shumen, in Bulgaria, fogli, nastri, lamiere e profili estrusi in alluminio per edilizia, automotive, trasporti e imballaggio: 100 000 t l’anno, 95 % di export.',
  });
  return (
    <>
      <HeroSlideshow />
      <MarketsBlock />
      <OverviewBlock />
      <RemoteSlot
        module="news/LatestNewsStrip"
        hydrate="visible"
        loading={<div className={styles.stripReserve} aria-hidden="true" />}
      />
    </>
  );
}
