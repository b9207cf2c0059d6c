// The remote registry (`GET /api/remotes`), read from the API and kept for a moment.
import type { Logger } from 'pino';
import type { RegistryDocument } from './registryDocument.ts';

export interface RegistryReader {
  /** The last registry read (undefined before the first answer). Never waits on a failing API. */
  current(): Promise<RegistryDocument | undefined>;
  /** The next read waits for a fresh copy (an administrator activated or rolled back). */
  invalidate(): void;
}

export interface RegistryReaderOptions {
  readonly apiOrigin: () => string | undefined;
  readonly ttlMs?: number;
  readonly timeoutMs?: number;
  /** After a failed read, the next one waits this long, doubling up to `maxBackoffMs`. */
  readonly backoffMs?: number;
  readonly maxBackoffMs?: number;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
}

/**
 * Kept `ttlMs`; an older copy is answered while a newer one is fetched in the background.
 * When the API cannot answer, the last copy stays, and reads are retried with a growing pause:
 * a dead API never makes every request wait for its time limit.
 */
export function registryReader({
  apiOrigin,
  ttlMs = 2_000,
  timeoutMs = 2_000,
  backoffMs = 1_000,
  maxBackoffMs = 30_000,
  now = Date.now,
  fetch: fetchImpl = fetch,
  logger,
}: RegistryReaderOptions): RegistryReader {
  let registry: RegistryDocument | undefined;
  let fetchedAt = 0;
  let stale = true;
  let refreshing: Promise<void> | undefined;
  let failures = 0;
  let retryAt = 0;

  const read = async () => {
    const origin = apiOrigin();
    if (!origin) throw new Error('no API instance is up');
    const response = await fetchImpl(new URL('/api/remotes', origin), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the registry answered ${response.status}`);
    return (await response.json()) as RegistryDocument;
  };
  const refresh = () => {
    refreshing ??= read()
      .then((document) => {
        registry = document;
        fetchedAt = now();
        stale = false;
        failures = 0;
      })
      .catch((error: unknown) => {
        failures += 1;
        retryAt = now() + Math.min(maxBackoffMs, backoffMs * 2 ** (failures - 1));
        logger?.error(
          { err: error, retryInMs: retryAt - now() },
          'the registry could not be read from the API',
        );
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };
  return {
    async current() {
      const due = stale || now() - fetchedAt > ttlMs;
      if (!due) return registry;
      if (failures > 0 && now() < retryAt) return registry;
      // Waiting makes sense only when there is nothing, or an administrator just changed it.
      if (registry === undefined || stale) await refresh();
      else void refresh();
      return registry;
    },
    invalidate() {
      stale = true;
      failures = 0;
    },
  };
}
