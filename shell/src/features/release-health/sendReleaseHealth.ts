// The second part of the real-user measurement, loaded once a sampled page is idle: the page
// load's web vitals, and the beacons that carry what the page recorded when it is hidden.
import type { RemoteRegistryEntry } from '@alu/common';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  TELEMETRY_MAX_EVENTS,
  type TelemetryBeacon,
  type TelemetryMeasure,
} from '@alu/common/contracts/schemas';
import type { PageView, QueuedEvent } from '../../shared/releaseHealthQueue';
import { labelEvent } from './eventLabels';

/** The API's ingest, on the site's own origin (the site server forwards `/api`). */
export const TELEMETRY_URL = '/api/telemetry';

/**
 * Measures the page load (its first view's) and sends what was recorded each time the page is
 * hidden (tab switched, page left or closed), in beacons of TELEMETRY_MAX_EVENTS events at
 * most: never before, so sending costs the visitor nothing while the page is in use.
 */
export function startSending(
  firstView: PageView,
  registry: () => readonly RemoteRegistryEntry[],
  takeQueuedEvents: () => QueuedEvent[],
  recordEvent: (event: QueuedEvent) => void,
): void {
  // A random id of this page load (128 bits), never stored: it only tells the API's counts
  // which views went together.
  const session = crypto.getRandomValues(new Uint32Array(4)).join('-');
  const reported = new Set<string>();
  const measure = ({ name, value }: Metric) => {
    // Once per page load: CLS and INP grow while the page lives, and a page restored from
    // the back-forward cache measures again; both are reported again.
    if (reported.has(name)) return;
    reported.add(name);
    recordEvent({
      ...firstView,
      // Only the four subscribed to below report (never FCP).
      kind: name.toLowerCase() as TelemetryMeasure,
      value: Math.min(value, 600_000),
    });
  };
  onLCP(measure);
  onCLS(measure);
  onINP(measure);
  onTTFB(measure);

  const send = () => {
    const events = takeQueuedEvents().flatMap(
      (event) => labelEvent(event, firstView, registry()) ?? [],
    );
    for (let start = 0; start < events.length; start += TELEMETRY_MAX_EVENTS) {
      const beacon: TelemetryBeacon = {
        v: 1,
        session,
        events: events.slice(start, start + TELEMETRY_MAX_EVENTS),
      };
      // As text/plain, which the API reads as JSON too: no Blob needed.
      navigator.sendBeacon(TELEMETRY_URL, JSON.stringify(beacon));
    }
  };
  // On the window, after web-vitals' own listeners: the measures it reports when the page
  // is hidden are in this beacon.
  addEventListener('visibilitychange', () => {
    if (document.hidden) send();
  });
  addEventListener('pagehide', send);
}
