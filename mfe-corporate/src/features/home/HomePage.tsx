import { AreaPlaceholder, RemoteSlot } from '@alu/common';
import styles from './HomePage.module.css';

/**
 * The home page. Its own blocks (hero, markets, overview) arrive with the corporate area's
 * home feature; the latest-news block is the news remote's strip, embedded through the host.
 * If the news remote or its API is down the strip renders nothing and the page stays whole.
 */
export function HomePage() {
  return (
    <>
      <AreaPlaceholder
        area="Alumis"
        heading="Home"
        description="Alumis: laminati e profili estrusi in alluminio prodotti a Shumen, Bulgaria."
      />
      <RemoteSlot
        module="news/LatestNewsStrip"
        loading={<div className={styles.stripReserve} aria-hidden="true" />}
      />
    </>
  );
}
