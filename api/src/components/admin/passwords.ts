// Password hashing: argon2id with OWASP's minimum parameters (Password Storage Cheat Sheet:
// 19 MiB of memory, 2 iterations, 1 lane). The hash string carries its parameters, so they can
// be raised later: a stored hash with weaker ones is replaced at the next successful sign-in.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456, // KiB
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/** Hashes the dummy password ahead of time, so the first unknown username is not slower. */
export function primeDummyHash(): Promise<string> {
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(32).toString('hex'));
    dummyHash.catch(() => undefined); // reported to whoever awaits it
  }
  return dummyHash;
}

/**
 * Spends the same time as checking a real password, for a username that does not exist, so
 * the answer's timing does not tell which usernames exist. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await primeDummyHash(), password);
  return false;
}
