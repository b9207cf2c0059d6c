import { lazy, Suspense } from 'react';
import { Bone, ClientOnly } from '@alu/common';
import type { EuropeMapProps } from './EuropeMapView';
import styles from './EuropeMap.module.css';

// The map's shapes and the projection code are their own chunk, fetched with the first map.
const EuropeMapView = lazy(() =>
  import('./EuropeMapView').then((module) => ({ default: module.EuropeMapView })),
);

/** The Europe map, loaded on first use; a placeholder of the same shape holds its place. */
export function EuropeMap(props: EuropeMapProps) {
  const view = props.view ?? 'europe';
  const placeholder = (
    <Bone
      className={`${styles.placeholder} ${view === 'europe' ? styles.europe : styles.bulgaria}`}
    />
  );
  // Drawn in the browser only: the server's HTML holds the placeholder of the same shape.
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <EuropeMapView {...props} />
      </Suspense>
    </ClientOnly>
  );
}

export type { EuropeMapProps, EuropeMapMarker } from './EuropeMapView';
