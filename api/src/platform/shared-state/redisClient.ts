// The API's connection to the Redis its instances share. Commands fail at once while Redis is
// unreachable (no offline queue: a request must not wait for it), and the client reconnects
// on its own; each outage is logged once, with its end.
import { createClient } from 'redis';
import type { Logger } from '../logging/logger';

/** Longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 1000;

/** Made by `redisClient` below (no modules, scripts or functions of its own). */
function createRedisClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
}

export type RedisClient = ReturnType<typeof createRedisClient>;

export function redisClient(url: string, logger: Logger, role: string): RedisClient {
  const client = createRedisClient(url);
  let down = false;
  client.on('error', (err: unknown) => {
    if (down) return;
    down = true;
    logger.warn({ err, role }, 'Redis unreachable: falling back to this instance alone');
  });
  client.on('ready', () => {
    if (down) logger.info({ role }, 'Redis reachable again');
    down = false;
  });
  // The first connection may fail too: the 'error' event reports it and the client retries.
  client.connect().catch(() => undefined);
  return client;
}
