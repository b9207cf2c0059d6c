// The key that signs administrator tokens: JWT_SECRET when set (required in production);
// otherwise a random 256-bit key generated once and kept in the data folder, readable by its
// owner only, so restarts keep administrators signed in.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIN_JWT_SECRET_BYTES, type Config } from '../../config';
import type { Logger } from '../../platform/logging/logger';

export const JWT_SECRET_FILE = 'jwt-secret';

export class JwtSecretError extends Error {
  override name = 'JwtSecretError';
}

function readSecretFile(file: string): string {
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new JwtSecretError(
      `${file} holds no usable key (under ${MIN_JWT_SECRET_BYTES} bytes): delete it to ` +
        'generate a new one (administrators then sign in again), or set JWT_SECRET',
    );
  }
  // Keep it private even if it was copied in with looser permissions.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return secret;
}

/**
 * Reads `<dataDir>/jwt-secret`, creating it (mode 0600) when missing. The key is written to a
 * temporary file and hard-linked into place, so a reader never sees half a key and two
 * processes starting together end up with the same one.
 */
export function loadOrCreateSecretFile(dataDir: string, logger?: Logger): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (fs.existsSync(file)) return readSecretFile(file);

  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${randomBytes(MIN_JWT_SECRET_BYTES).toString('hex')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    fs.linkSync(temp, file);
    logger?.info({ file }, 'generated a key for administrator tokens');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process created it first: use theirs.
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return readSecretFile(file);
}

/** JWT_SECRET, or the key in the data folder (config validation already required JWT_SECRET in production). */
export function resolveJwtSecret(config: Config, logger?: Logger): string {
  return config.jwtSecret ?? loadOrCreateSecretFile(config.dataDir, logger);
}
