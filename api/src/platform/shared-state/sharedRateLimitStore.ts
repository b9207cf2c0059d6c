// Rate-limit counts shared by every API instance through Redis (rate-limit-redis), so a
// client spreading its requests over the instances meets the limit at the configured count.
// While Redis cannot be reached each instance counts what it sees in its own memory (the
// stated policy: limits hold per instance during an outage, a request never fails for it).
import {
  MemoryStore,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { RateLimitStoreFactory } from '../http/rateLimit';
import type { RedisClient } from './redisClient';

export class SharedOrLocalStore implements Store {
  private readonly local = new MemoryStore();
  private readonly shared: RedisStore;
  private options: Options | undefined;
  /** Whether the shared store's scripts are loaded; undefined: not tried since Redis came. */
  private sharedReady: Promise<boolean> | undefined;

  constructor(
    private readonly client: RedisClient,
    prefix: string,
  ) {
    this.shared = new RedisStore({
      sendCommand: (...args: string[]) => client.sendCommand(args),
      prefix,
    });
  }

  init(options: Options): void {
    this.options = options;
    this.local.init(options);
  }

  private async sharedStore(): Promise<RedisStore | undefined> {
    if (!this.client.isReady || this.options === undefined) {
      this.sharedReady = undefined;
      return undefined;
    }
    const options = this.options;
    this.sharedReady ??= (async () => {
      try {
        await this.shared.init(options);
        return true;
      } catch {
        // Both script loads are awaited by init; a later attempt loads them again.
        this.shared.incrementScriptSha.catch(() => undefined);
        this.shared.getScriptSha.catch(() => undefined);
        this.sharedReady = undefined;
        return false;
      }
    })();
    return (await this.sharedReady) ? this.shared : undefined;
  }

  private async either<T>(
    onShared: (store: RedisStore) => Promise<T>,
    onLocal: () => T | Promise<T>,
  ): Promise<T> {
    const shared = await this.sharedStore();
    if (shared) {
      try {
        return await onShared(shared);
      } catch {
        // Redis went away during the command: this request is counted here instead.
      }
    }
    return onLocal();
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either(
      (store) => store.increment(key),
      () => this.local.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.either(
      (store) => store.decrement(key),
      () => this.local.decrement(key),
    );
  }

  resetKey(key: string): Promise<void> {
    return this.either(
      (store) => store.resetKey(key),
      () => this.local.resetKey(key),
    );
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      (store) => store.get(key),
      () => this.local.get(key),
    );
  }

  shutdown(): void {
    this.local.shutdown();
  }
}

/** One store per limiter, its keys under `rl:<limiter>:` in the shared Redis. */
export function sharedRateLimitStores(client: RedisClient): RateLimitStoreFactory {
  return (name) => new SharedOrLocalStore(client, `rl:${name}:`);
}
