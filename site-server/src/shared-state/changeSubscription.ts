// Follows the feed of content changes every API instance publishes in the shared Redis, so
// that this server drops the pages and registry an administrator's write made old, whichever
// instance took the write. While the feed is down this server relies on its short freshness
// (pages with API data 10 s, the registry 2 s: the stated fallback), and drops everything
// once when the feed comes back, as changes may have been missed meanwhile.
import type { Logger } from 'pino';
import { createClient } from 'redis';
import { parseChanges, type ContentChange } from '../api-proxy/contentChanges.ts';

/** The channel the API publishes on (api/src/platform/shared-state/changeFeed.ts). */
export const CHANGES_CHANNEL = 'alu:site-changed';

const EVERY_CHANGE: readonly ContentChange[] = [
  'news',
  'careers',
  'documents',
  'investor-events',
  'remotes',
];

/**
 * A change reaches every subscriber at about the same time, this server and the API instance
 * it will read from alike; a page rendered in that instant could still be made from the API's
 * old answer, so the change is applied once more a moment later.
 */
const SECOND_DROP_MS = 500;

export interface ChangeSubscription {
  /** Resolves when Redis answers (the readiness probe's check). */
  ping(): Promise<unknown>;
  close(): Promise<void>;
}

export function subscribeToChanges(
  redisUrl: string,
  onChange: (changes: readonly ContentChange[]) => void,
  logger: Logger,
): ChangeSubscription {
  const apply = (changes: readonly ContentChange[]) => {
    if (changes.length === 0) return;
    onChange(changes);
    setTimeout(() => onChange(changes), SECOND_DROP_MS).unref();
  };
  const subscriber = createClient({
    url: redisUrl,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 1000),
    },
  });
  let subscribed = false;
  let lost = false;
  subscriber.on('error', (error: unknown) => {
    if (!lost && subscribed) {
      logger.warn({ err: error }, 'Redis unreachable: pages and registry on their short freshness');
    }
    lost = subscribed;
  });
  subscriber.on('ready', () => {
    if (!subscribed) {
      subscribed = true;
      subscriber
        .subscribe(CHANGES_CHANNEL, (message: string) => apply(parseChanges(message)))
        .catch((err: unknown) => logger.error({ err }, 'subscribing to the change feed failed'));
    }
    if (lost) {
      logger.warn('Redis reachable again: dropping what may have changed meanwhile');
      apply(EVERY_CHANGE);
    }
    lost = false;
  });
  subscriber.connect().catch(() => undefined);
  // A subscribed connection may only ping among commands; that is all the probe needs.
  return {
    ping: () => subscriber.ping(),
    close: () => subscriber.close().catch(() => undefined),
  };
}
