// Embedded FerretDB (SQLite backend) run as a child process of the API, of a command or of a
// launcher script (scripts/cluster.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import { FERRETDB_VERSION } from '#api/config/config';
import type { Logger } from '#api/platform/logging/logger';
import { findFreePort, isPortFree } from '#api/platform/database/ports';
import type {
  EmbeddedDatabase,
  EmbeddedDatabaseOptions,
} from '#api/platform/development/developmentTools';

const LISTEN_HOST = '127.0.0.1';

export interface FerretDbOptions extends EmbeddedDatabaseOptions {
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
}

export type FerretDbProcess = EmbeddedDatabase;

export function ferretDbArgs(dataDir: string, port: number): string[] {
  const sqliteDir = path.join(dataDir, 'ferretdb');
  return [
    '--handler=sqlite',
    // file: URL of the directory (percent-encoded, so unusual characters in paths are safe);
    // FerretDB requires the trailing slash.
    `--sqlite-url=${pathToFileURL(sqliteDir + path.sep).href}`,
    `--listen-addr=${LISTEN_HOST}:${port}`,
    '--telemetry=disable',
    `--state-dir=${path.join(dataDir, 'ferretdb-state')}`,
    // '-' disables the debug HTTP listener (default 127.0.0.1:8088, clashes between instances).
    '--debug-addr=-',
    '--log-format=json',
  ];
}

export function ferretDbUri(port: number): string {
  return `mongodb://${LISTEN_HOST}:${port}/?directConnection=true`;
}

/** Forwards a child's output to the logger line by line and keeps the last lines for errors. */
function captureOutput(
  child: ChildProcess,
  logger: Logger,
  tail: string[],
  level: 'debug' | 'info' = 'debug',
): void {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() === '') continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        logger[level]({ line }, 'ferretdb output');
      }
    });
  }
}

/** The script that builds the binary, beside this file's source (not compiled). */
export const buildScript = (apiDir: string) =>
  path.join(apiDir, 'dev', 'ferretdb', 'buildFerretDb.mjs');

/**
 * Makes sure the FerretDB binary exists and starts by running buildFerretDb.mjs (the single
 * implementation, also run by `npm run ferretdb:build -w api`): it returns at once when a
 * working binary is there and builds one (minutes) when it is not.
 */
export async function ensureFerretDbBinary(
  binary: string,
  apiDir: string,
  logger: Logger,
): Promise<void> {
  const child = spawn(process.execPath, [buildScript(apiDir)], {
    env: { ...process.env, FERRETDB_BIN: binary },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  captureOutput(child, logger, tail, 'info');
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    throw new Error(
      `Building FerretDB failed (exit code ${code}); run \`npm run ferretdb:build -w api\` ` +
        `to see why, or set MONGODB_URI.\n${tail.slice(-15).join('\n')}`,
    );
  }
  logger.debug({ binary }, `FerretDB ${FERRETDB_VERSION} ready`);
}

async function pingOnce(uri: string): Promise<boolean> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 500, connectTimeoutMS: 500 });
  try {
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Which process runs the data folder's FerretDB, and for which API process. */
interface Owner {
  ferretdb: number;
  api: number;
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'ferretdb-state', 'owner.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(dataDir: string): Owner | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8'));
    const { ferretdb, api } = (parsed ?? {}) as Partial<Owner>;
    return Number.isInteger(ferretdb) && Number.isInteger(api)
      ? { ferretdb: ferretdb as number, api: api as number }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a FerretDB serving `dataDir` (Linux /proc; false elsewhere). */
function servesDataDir(pid: number, dataDir: string): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.includes(ferretDbArgs(dataDir, 0)[1] ?? '');
  } catch {
    return false;
  }
}

/**
 * An API process that was killed (SIGKILL, a crash of the machine's OOM killer) cannot stop
 * its FerretDB, which then keeps the port and the data folder. At the next start, a FerretDB
 * of this data folder whose API process is gone is stopped first, so the API restarts on its
 * own data. A FerretDB whose API still runs is left alone (the start then fails as before).
 */
async function stopOrphanedFerretDb(dataDir: string, logger: Logger): Promise<void> {
  const owner = readOwner(dataDir);
  if (!owner || isAlive(owner.api) || !isAlive(owner.ferretdb)) return;
  if (!servesDataDir(owner.ferretdb, dataDir)) return;
  logger.warn(
    { pid: owner.ferretdb, deadApi: owner.api },
    'stopping the FerretDB left running by an API process that was killed',
  );
  process.kill(owner.ferretdb, 'SIGTERM');
  for (let waited = 0; isAlive(owner.ferretdb); waited += 100) {
    if (waited === 5000) process.kill(owner.ferretdb, 'SIGKILL');
    await delay(100);
  }
}

/** The port to listen on: `port`, or a free one for 0; refused when something listens there. */
async function listenPort(port: number): Promise<number> {
  const chosen = port === 0 ? await findFreePort(LISTEN_HOST) : port;
  // Checked up front: pinging whatever else listens there could hang or hit the wrong server.
  if (!(await isPortFree(chosen, LISTEN_HOST))) {
    throw new Error(
      `FerretDB cannot listen on ${LISTEN_HOST}:${chosen}: the port is in use ` +
        '(another API or FerretDB running?). Set FERRETDB_PORT to a free port.',
    );
  }
  return chosen;
}

/** A spawned FerretDB watched: its handle, and how its start can end. */
interface Supervised {
  handle: FerretDbProcess;
  /** Resolves when the process has exited (or could not be spawned). */
  exit: Promise<void>;
  /** Resolves with the error when the process could not be spawned. */
  spawnError: Promise<Error>;
  /** An exit from now on is expected (no error logged). */
  expectExit(): void;
}

function supervise(
  child: ChildProcess,
  {
    uri,
    port,
    logger,
    stopTimeoutMs,
    tail,
  }: {
    uri: string;
    port: number;
    logger: Logger;
    stopTimeoutMs: number;
    tail: string[];
  },
): Supervised {
  let exited = false;
  let stopping = false;
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const exit = new Promise<void>((resolve) => {
    const finish = () => {
      exited = true;
      process.removeListener('exit', killOnExit);
      resolve();
    };
    child.once('exit', (code, signal) => {
      if (stopping) {
        // Stopped by us.
      } else if (code === 0) {
        // A clean shutdown it was asked for elsewhere: Ctrl-C in a terminal signals the whole
        // process group, FerretDB included, while its owner is stopping too.
        logger.info('FerretDB stopped');
      } else {
        logger.error({ code, signal, output: tail.slice(-10) }, 'FerretDB exited unexpectedly');
      }
      finish();
    });
    // A process that could not be spawned (e.g. ENOENT) never emits 'exit'.
    void spawnError.then(() => {
      if (child.pid === undefined) finish();
    });
  });
  // Last resort when the owning process exits without stopping FerretDB (e.g. an uncaught error).
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const handle: FerretDbProcess = {
    uri,
    port,
    pid: child.pid ?? -1,
    get running() {
      return !exited;
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        if (exited) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => {
          logger.warn({ pid: child.pid }, 'FerretDB did not stop in time; sending SIGKILL');
          child.kill('SIGKILL');
        }, stopTimeoutMs);
        await exit;
        clearTimeout(timer);
        logger.info('embedded FerretDB stopped');
      })();
      return stopped;
    },
  };
  return { handle, exit, spawnError, expectExit: () => (stopping = true) };
}

/** Pings until FerretDB answers; stops it and throws when it exits, cannot run or stays mute. */
async function waitUntilReady(
  child: ChildProcess,
  { handle, exit, spawnError, expectExit }: Supervised,
  {
    binary,
    dataDir,
    startTimeoutMs,
    tail,
  }: {
    binary: string;
    dataDir: string;
    startTimeoutMs: number;
    tail: string[];
  },
): Promise<void> {
  let spawnFailure: Error | undefined;
  void spawnError.then((error) => (spawnFailure = error));
  const failure = (reason: string): Error =>
    new Error(`FerretDB ${reason}\n${tail.slice(-15).join('\n')}`.trim());

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const outcome = await Promise.race([
      pingOnce(handle.uri).then((ok) => (ok ? 'ready' : 'retry')),
      exit.then(() => 'exited' as const),
      spawnError.then(() => 'exited' as const),
    ]);
    if (outcome === 'ready') return;
    if (spawnFailure) {
      await handle.stop();
      throw failure(`could not be started (${binary}): ${spawnFailure.message}`);
    }
    if (outcome === 'exited') {
      expectExit();
      throw failure(
        `exited during start-up (exit code ${child.exitCode ?? child.signalCode}): ` +
          `is port ${handle.port} in use, or ${dataDir} used by another instance?`,
      );
    }
    if (Date.now() > deadline) {
      await handle.stop();
      throw failure(`did not answer a ping within ${startTimeoutMs} ms`);
    }
    await delay(100);
  }
}

/** Starts FerretDB and resolves once it answers a MongoDB `ping`. */
export async function startFerretDb(options: FerretDbOptions): Promise<FerretDbProcess> {
  const { binary, dataDir, logger } = options;
  const startTimeoutMs = options.startTimeoutMs ?? 30000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5000;
  fs.mkdirSync(path.join(dataDir, 'ferretdb-state'), { recursive: true });
  await stopOrphanedFerretDb(dataDir, logger);
  const port = await listenPort(options.port);
  fs.mkdirSync(path.join(dataDir, 'ferretdb'), { recursive: true });

  const args = ferretDbArgs(dataDir, port);
  logger.info({ binary, args }, 'starting embedded FerretDB');
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) {
    const owner: Owner = { ferretdb: child.pid, api: process.pid };
    fs.writeFileSync(ownerFile(dataDir), JSON.stringify(owner));
  }
  const tail: string[] = [];
  captureOutput(child, logger, tail);
  const supervised = supervise(child, {
    uri: ferretDbUri(port),
    port,
    logger,
    stopTimeoutMs,
    tail,
  });
  await waitUntilReady(child, supervised, { binary, dataDir, startTimeoutMs, tail });
  logger.info({ uri: supervised.handle.uri, pid: child.pid }, 'embedded FerretDB ready');
  return supervised.handle;
}

/** Builds the binary when it is missing, then starts FerretDB (see both). */
export async function startEmbeddedFerretDb(
  options: EmbeddedDatabaseOptions,
): Promise<FerretDbProcess> {
  await ensureFerretDbBinary(options.binary, options.apiDir, options.logger);
  return startFerretDb(options);
}
