// The first part of the real-user measurement, run when the shell's app starts: it decides
// whether this page load is sampled, records from then on (releaseHealthQueue), and loads the
// rest (web-vitals, the labels and the sender: a chunk of their own) once the page is on
// screen, interactive and the browser idle: that request never competes with the page's own.
import { whenIdle } from '@alu/common/idle';
import {
  notedRegistry,
  recordEvent,
  startRecording,
  takeQueuedEvents,
} from '../../shared/releaseHealthQueue';

/** The share of page loads measured, written into the page by the site server. */
export const SAMPLE_RATE_META = 'telemetry-sample-rate';

/** An idle moment is awaited no longer than this. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Starts measuring this page load when it is sampled (one random draw below the page's rate;
 * an absent or unreadable rate is NaN, and no draw is below it); does nothing otherwise.
 */
export function startReleaseHealth(): void {
  const rate = document.querySelector<HTMLMetaElement>(`meta[name="${SAMPLE_RATE_META}"]`);
  if (!(Math.random() < Number(rate?.content))) return;
  startRecording((firstView) => {
    whenIdle(() => {
      import(/* webpackChunkName: "release-health" */ './sendReleaseHealth').then(
        // The recording is handed over rather than imported by the chunk: it then stays
        // inside the app's own module, at no cost of exports.
        ({ startSending }) => startSending(firstView, notedRegistry, takeQueuedEvents, recordEvent),
        // Offline or a new deployment: this page load is simply not measured.
        () => undefined,
      );
    }, IDLE_TIMEOUT_MS);
  });
}
