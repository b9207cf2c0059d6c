// Short-lived in-process cache of the public news answers (the list, the latest three, one
// article), as serialised JSON with a strong ETag, so a burst of visitors costs one database
// read per answer and a revalidation costs a hash comparison. Any news write of this process
// empties it at once; other instances see the write when their entries expire (the TTL,
// NEWS_CACHE_SECONDS, 5 s by default). A TTL of 0 turns the cache off; concurrent requests
// for one answer still share one read then (nothing is kept once it is answered).
// Bodies are kept encoded: the UTF-8 encoding of a 7 KB answer was a tenth of a cached read.
// It also remembers which answer each URL was given, so a repeated read of a URL is answered
// before the routers (see cachedNewsReads.ts).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface NewsAnswer {
  readonly status: number;
  /** The JSON body, UTF-8. */
  readonly body: Buffer;
  readonly etag: string;
}

/** Reads an answer from the database: its status and the value to send as JSON. */
export type NewsRead = () => Promise<{ status: number; value: unknown }>;

/** Enough for every article of the site and the lists; unknown slugs cannot grow it beyond. */
const MAX_ENTRIES = 1000;

/** The remembered URLs' characters at most (a few hundred long URLs, thousands of usual ones). */
const MAX_URL_CHARACTERS = 256 * 1024;
const urlSize = (_answeredBy: AnsweredBy, url: string) => Math.max(1, url.length);

/** The answer a URL was given, and the route template that chose it (for the metrics). */
interface AnsweredBy {
  readonly key: string;
  readonly route: string;
}

export class NewsAnswers {
  private readonly cache: LRUCache<string, NewsAnswer> | undefined;
  /**
   * URL → the key of the answer it was given (which URL asks for what is the router's) and the
   * route template that answered it.
   */
  private readonly keysByUrl: LRUCache<string, AnsweredBy> | undefined;
  private readonly pending = new Map<string, Promise<NewsAnswer>>();
  /** Bumped by every write: an answer read before it is not kept. */
  private generation = 0;

  constructor(ttlMs: number) {
    this.cache = ttlMs > 0 ? new LRUCache({ max: MAX_ENTRIES, ttl: ttlMs }) : undefined;
    // Bounded by the URLs' length too: any query string names an answer.
    this.keysByUrl =
      ttlMs > 0
        ? new LRUCache({ max: MAX_ENTRIES, maxSize: MAX_URL_CHARACTERS, sizeCalculation: urlSize })
        : undefined;
  }

  /**
   * The cached answer for `key`, or `read()`'s, serialised and kept. Concurrent misses of one
   * key share one read (with the cache off too). A failed read is not kept.
   */
  get(key: string, read: NewsRead): Promise<NewsAnswer> {
    const hit = this.cache?.get(key);
    if (hit) return Promise.resolve(hit);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const answer = read()
      .then(({ status, value }) => {
        const body = Buffer.from(JSON.stringify(value), 'utf8');
        const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
        const result: NewsAnswer = { status, body, etag: `"${hash}"` };
        if (generation === this.generation) this.cache?.set(key, result);
        return result;
      })
      .finally(() => {
        if (this.pending.get(key) === answer) this.pending.delete(key);
      });
    this.pending.set(key, answer);
    return answer;
  }

  /**
   * `url` was answered with the answer of `key` by the route `route` (told by the router that
   * chose the key).
   */
  answered(url: string, key: string, route: string): void {
    this.keysByUrl?.set(url, { key, route });
  }

  /**
   * The answer `url` was given and its route, while the answer is cached; nothing otherwise
   * (no read is started). Which key a URL names never changes, so this answers exactly as the
   * router would.
   */
  cachedFor(url: string): { answer: NewsAnswer; route: string } | undefined {
    const answeredBy = this.keysByUrl?.get(url);
    const answer = answeredBy && this.cache?.get(answeredBy.key);
    return answer ? { answer, route: answeredBy.route } : undefined;
  }

  /** After a write: nothing read before it is served again. */
  invalidate(): void {
    this.generation += 1;
    this.pending.clear();
    this.cache?.clear();
  }
}
