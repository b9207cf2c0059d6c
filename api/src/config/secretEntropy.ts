// How much a secret could be guessed: a rough, conservative estimate in bits. A secret made by
// `openssl rand -hex 32` or `-base64 32` has 256; a repeated character or pattern has little.
import { deflateRawSync } from 'node:zlib';

/** The smallest usual alphabet holding every character of the secret, and its size. */
function alphabetSize(secret: string): number {
  if (/^[0-9a-f]+$/.test(secret) || /^[0-9A-F]+$/.test(secret)) return 16;
  if (/^[A-Za-z0-9+/_-]+=*$/.test(secret)) return 64;
  if (/^[\x20-\x7e]+$/.test(secret)) return 95;
  return 256;
}

/** Bits per character of the characters the secret really uses (Shannon). */
function shannonBitsPerChar(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / secret.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * The least of three estimates: the length times the bits of its alphabet; the same with the
 * characters' real spread when that is well below the alphabet's (few distinct characters);
 * and the size of the secret compressed (a repeated pattern compresses to almost nothing).
 */
export function estimatedEntropyBits(secret: string): number {
  if (secret.length === 0) return 0;
  const alphabetBits = Math.log2(alphabetSize(secret));
  const spread = shannonBitsPerChar(secret);
  const perChar = spread < 0.7 * alphabetBits ? spread : alphabetBits;
  // deflate adds a few bytes of its own even to random text: those are taken off.
  const compressedBits = Math.max(0, deflateRawSync(Buffer.from(secret)).length - 4) * 8;
  return Math.floor(Math.min(secret.length * perChar, compressedBits));
}
