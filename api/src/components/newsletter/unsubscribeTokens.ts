// Signed links that let a subscriber leave the newsletter without an account: the token names
// the subscription and carries an HMAC of it, so nobody can make one for another subscriber.
// The key is derived from the API's secret under a label of its own (a token of one kind can
// never pass for the other).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { ObjectId } from 'mongodb';

const LABEL = 'alu newsletter unsubscribe v1';

export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
  }

  private signature(id: string): Buffer {
    return createHmac('sha256', this.key).update(id).digest();
  }

  /** `<subscription id>.<signature>`, safe in a URL. */
  issue(id: ObjectId): string {
    const hex = id.toHexString();
    return `${hex}.${this.signature(hex).toString('base64url')}`;
  }

  /** The subscription a genuine token names; undefined for anything else. */
  verify(token: unknown): ObjectId | undefined {
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const match = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match?.[1] || !match[2]) return undefined;
    // The text is compared, not its decoded bytes: the last of 43 characters carries two unused
    // bits, so decoding would accept four spellings of one signature.
    const given = Buffer.from(match[2]);
    const expected = Buffer.from(this.signature(match[1]).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return new ObjectId(match[1]);
  }
}

/** The site's page that asks the subscriber to confirm (a GET never unsubscribes). */
export function unsubscribeUrl(publicOrigin: string, token: string): string {
  const url = new URL('/newsletter/unsubscribe', publicOrigin);
  url.searchParams.set('token', token);
  return url.href;
}
