// What administrators' writes changed (news, vacancies, the registry), told to every instance
// of the API and of the site server so that none keeps answering from a cache made before.
// With Redis: published on one channel every instance subscribes to. Without it (one
// instance, or while Redis is unreachable), only the writing process hears of it; the others
// catch up when their short caches expire (the stated fallback: 5 s for the API's answers).
import type { Logger } from '../logging/logger';
import type { ContentChange } from '../http/contentChanges';
import type { RedisClient } from './redisClient';

/** The channel; the site server subscribes to the same name (site-server/src/shared-state). */
export const CHANGES_CHANNEL = 'alu:site-changed';

/** `all`: changes may have been missed (the subscription was down); drop every cache. */
export type ChangeNotice = readonly ContentChange[] | 'all';

export interface ChangeFeed {
  publish(change: ContentChange): void;
  subscribe(listener: (notice: ChangeNotice) => void): void;
  close(): Promise<void>;
}

/** One process alone: the writer's own listeners hear the change. */
export function localChangeFeed(): ChangeFeed {
  const listeners: ((notice: ChangeNotice) => void)[] = [];
  return {
    publish: (change) => listeners.forEach((listener) => listener([change])),
    subscribe: (listener) => void listeners.push(listener),
    close: () => Promise.resolve(),
  };
}

const KNOWN: ReadonlySet<string> = new Set<ContentChange>([
  'news',
  'careers',
  'remotes',
  'documents',
  'investor-events',
]);

export function parseNotice(message: string): ContentChange[] {
  return message
    .split(',')
    .map((item) => item.trim())
    .filter((item): item is ContentChange => KNOWN.has(item));
}

export function redisChangeFeed(client: RedisClient, logger: Logger): ChangeFeed {
  const local = localChangeFeed();
  const listeners: ((notice: ChangeNotice) => void)[] = [];
  const notify = (notice: ChangeNotice) => listeners.forEach((listener) => listener(notice));
  const subscriber = client.duplicate();
  let subscribed = false;
  let lostSubscription = false;
  subscriber.on('error', () => {
    lostSubscription = subscribed;
  });
  subscriber.on('ready', () => {
    // The client subscribes again by itself after a reconnection; the first time is ours.
    if (!subscribed) {
      subscribed = true;
      subscriber
        .subscribe(CHANGES_CHANNEL, (message: string) => notify(parseNotice(message)))
        .catch((err: unknown) => logger.warn({ err }, 'subscribing to the changes failed'));
    }
    // Back after an outage: whatever was published meanwhile was missed.
    if (lostSubscription) notify('all');
    lostSubscription = false;
  });
  subscriber.connect().catch(() => undefined);
  return {
    publish(change) {
      // The writer drops its own caches at once, whatever Redis does.
      local.publish(change);
      client.publish(CHANGES_CHANNEL, change).catch((err: unknown) => {
        logger.warn({ err, change }, 'change not broadcast (Redis unreachable)');
      });
    },
    subscribe(listener) {
      local.subscribe(listener);
      listeners.push(listener);
    },
    async close() {
      await Promise.allSettled([subscriber.close(), client.close()]);
    },
  };
}
