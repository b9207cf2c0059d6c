// The MongoDB connection handed to the app factory (dependency injection: no module-level client).
import { performance } from 'node:perf_hooks';
import { MongoClient, type Db } from 'mongodb';

export type DatabaseBackend = 'ferretdb-embedded' | 'mongodb';

export interface Database {
  readonly client: MongoClient;
  readonly db: Db;
  readonly backend: DatabaseBackend;
  /** Runs a `ping` command; resolves with the round trip in ms, rejects when unreachable. */
  ping(timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  uri: string;
  dbName: string;
  backend: DatabaseBackend;
  /** How long an operation waits for a reachable server; short so a dead DB answers quickly. */
  serverSelectionTimeoutMS?: number;
}

/** A stopped database answers 503 in about a second (the driver's default is 30 s). */
export const DEFAULT_SERVER_SELECTION_TIMEOUT_MS = 1000;
/** A database that stops answering on an open connection (hung, not stopped). */
const SOCKET_TIMEOUT_MS = 10_000;
const DEFAULT_PING_TIMEOUT_MS = 2500;

/**
 * Creates the client without connecting: the driver connects on the first operation, so a
 * database that is down at start-up shows up as an unhealthy /api/health, not a crash.
 */
export function createDatabase(options: DatabaseOptions): Database {
  const client = new MongoClient(options.uri, {
    serverSelectionTimeoutMS:
      options.serverSelectionTimeoutMS ?? DEFAULT_SERVER_SELECTION_TIMEOUT_MS,
    connectTimeoutMS: 2000,
    socketTimeoutMS: SOCKET_TIMEOUT_MS,
    appName: 'alu-api',
  });
  const db = client.db(options.dbName);
  let closed: Promise<void> | undefined;

  return {
    client,
    db,
    backend: options.backend,
    async ping(timeoutMs = DEFAULT_PING_TIMEOUT_MS) {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`ping timed out after ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([db.command({ ping: 1 }), timeout]);
      } finally {
        clearTimeout(timer);
      }
      return Math.round((performance.now() - started) * 10) / 10;
    },
    close() {
      closed ??= client.close();
      return closed;
    },
  };
}
