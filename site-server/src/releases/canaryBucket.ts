// Which visitors a canary reaches. Pure and deterministic: every site server instance puts a
// visitor in the same place, on every page, for as long as the canary runs; a new canary
// version (or another remote's) draws afresh, so the same visitors are not always the first.
import { createHash } from 'node:crypto';

/** Buckets of one hundredth of a percent. */
export const BUCKETS = 10_000;

/**
 * The visitor's bucket (0..9999) for one remote's canary version: the first 4 bytes of
 * SHA-256(`id:remote:version`) as an unsigned 32-bit number, modulo 10 000.
 */
export function canaryBucket(visitorId: string, remote: string, version: string): number {
  const digest = createHash('sha256').update(`${visitorId}:${remote}:${version}`, 'utf8').digest();
  return digest.readUInt32BE(0) % BUCKETS;
}

/** Whether the visitor is among the `percent` (0..100, to a hundredth) the canary reaches. */
export function inCanary(
  visitorId: string,
  remote: string,
  canary: { readonly version: string; readonly percent: number },
): boolean {
  if (!Number.isFinite(canary.percent)) return false;
  return canaryBucket(visitorId, remote, canary.version) < Math.round(canary.percent * 100);
}
