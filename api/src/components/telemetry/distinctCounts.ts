// Which page loads and which clients a version has already counted in the current minute,
// kept in this process's memory only: each id and address is hashed with a salt made at start
// (never stored, never the same in two processes), the whole is dropped when the minute turns,
// and it holds at most `limit` entries (past it, nothing more is counted as new that minute:
// the figures then read low, never high).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** Stored per minute and instance: enough for any threshold on distinct clients. */
export const CLIENT_TAGS_PER_MINUTE = 64;

/**
 * What is counted of a client: an IPv4 address, or the /56 network of an IPv6 one (what a
 * subscriber is commonly given, and what the rate limits count as one address).
 */
export function clientKeyOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = Math.max(8 - headGroups.length - tailGroups.length, 0);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map(
    (group) => parseInt(group, 16) || 0,
  );
  const [a = 0, b = 0, c = 0, d = 0] = groups;
  return `${[a, b, c, d & 0xff00].map((group) => group.toString(16)).join(':')}::/56`;
}

export type Seen = 'new' | 'known' | 'full';

export class MinuteFirstSeen {
  private readonly salt = randomBytes(16);
  private minute = Number.NaN;
  private readonly seen = new Set<string>();
  /** New clients per version this minute: the first CLIENT_TAGS_PER_MINUTE are tagged. */
  private readonly clientsPerKey = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Whether `value` (a page load's id, a client) is new for `key` (a version) this minute. */
  note(minute: number, key: string, kind: 'session' | 'client', value: string): Seen {
    // A beacon of the minute before, finishing late: what that minute saw is gone.
    if (minute < this.minute) return 'known';
    if (minute !== this.minute) {
      this.minute = minute;
      this.seen.clear();
      this.clientsPerKey.clear();
    }
    const hashed = createHash('sha256')
      .update(this.salt)
      .update(`${kind}\u0000${key}\u0000${value}`)
      .digest('base64url')
      .slice(0, 22);
    if (this.seen.has(hashed)) return 'known';
    if (this.seen.size >= this.limit) return 'full';
    this.seen.add(hashed);
    return 'new';
  }

  /** Counts a new client of `key`; whether it is among the first ones, which are tagged. */
  tagsLeft(key: string): boolean {
    const count = (this.clientsPerKey.get(key) ?? 0) + 1;
    this.clientsPerKey.set(key, count);
    return count <= CLIENT_TAGS_PER_MINUTE;
  }
}

/**
 * A client's tag: 16 bits of a keyed hash of its address. The key is the same in every
 * instance (derived from the token secret they share), so one client is one tag wherever its
 * beacons land; 16 bits name tens of thousands of addresses each, so a tag identifies nobody.
 */
export function clientTagger(sharedSecret: string): (clientKey: string) => string {
  const key = createHmac('sha256', sharedSecret).update('telemetry client tags').digest();
  return (clientKey) => createHmac('sha256', key).update(clientKey).digest('hex').slice(0, 4);
}
