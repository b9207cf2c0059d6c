// Helpers for tests that run against the FerretDB started by the global setup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  type Database,
  type DatabaseBackend,
} from '#api/platform/database/database';
import { findFreePort } from '#api/platform/database/ports';
import { createLogger } from '#api/platform/logging/logger';

export const silentLogger = createLogger('silent');

export function testMongoUri(): string {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri)
    throw new Error('TEST_MONGODB_URI is not set: run the tests through jest (global setup)');
  return uri;
}

/** A client on the shared test FerretDB, in a database of its own. */
export function testDatabase(backend: DatabaseBackend = 'ferretdb-embedded'): Database {
  const dbName = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  return createDatabase({ uri: testMongoUri(), dbName, backend });
}

export function tempDir(prefix = 'alu-api-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Command lines of live processes that mention `needle` (Linux /proc; [] elsewhere). */
export function processesMentioning(needle: string): string[] {
  if (!fs.existsSync('/proc')) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // exited meanwhile
    }
    if (cmdline.includes(needle)) found.push(`${entry}: ${cmdline}`);
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A client pointed at a port where nothing listens: every operation fails fast. */
export async function unreachableDatabase(serverSelectionTimeoutMS?: number): Promise<Database> {
  const closedPort = await findFreePort();
  return createDatabase({
    uri: `mongodb://127.0.0.1:${closedPort}/?directConnection=true`,
    dbName: 'alu',
    backend: 'mongodb',
    ...(serverSelectionTimeoutMS === undefined ? {} : { serverSelectionTimeoutMS }),
  });
}

/** Asks `read` again every `intervalMs` until `accept` takes its answer; the last answer. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 5000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
