// Embedded FerretDB (SQLite backend) run as a child process of the API.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import { FERRETDB_VERSION } from '../config';
import type { Logger } from '../logging/logger';
import { findFreePort, isPortFree } from './ports';

const LISTEN_HOST = '127.0.0.1';

export interface FerretDbOptions {
  binary: string;
  /** FerretDB keeps its SQLite files in <dataDir>/ferretdb and its state in <dataDir>/ferretdb-state. */
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  /** The api/ folder, where scripts/build-ferretdb.mjs lives. */
  apiDir: string;
  logger: Logger;
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
}

export interface FerretDbProcess {
  readonly uri: string;
  readonly port: number;
  readonly pid: number;
  /** False once the process has exited (for whatever reason). */
  readonly running: boolean;
  /** SIGTERM, then SIGKILL after the stop timeout; resolves once the process has exited. */
  stop(): Promise<void>;
}

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

/**
 * Makes sure the FerretDB binary exists and starts by running scripts/build-ferretdb.mjs (the
 * single implementation, also run by `npm run ferretdb:build -w api`): it returns at once when
 * a working binary is there and builds one (minutes) when it is not.
 */
export async function ensureFerretDbBinary(
  binary: string,
  apiDir: string,
  logger: Logger,
): Promise<void> {
  const script = path.join(apiDir, 'scripts', 'build-ferretdb.mjs');
  const child = spawn(process.execPath, [script], {
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

/** Starts FerretDB and resolves once it answers a MongoDB `ping`. */
export async function startFerretDb(options: FerretDbOptions): Promise<FerretDbProcess> {
  const { binary, dataDir, logger } = options;
  const startTimeoutMs = options.startTimeoutMs ?? 30000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5000;
  fs.mkdirSync(path.join(dataDir, 'ferretdb-state'), { recursive: true });
  await stopOrphanedFerretDb(dataDir, logger);
  const port = options.port === 0 ? await findFreePort(LISTEN_HOST) : options.port;
  const uri = ferretDbUri(port);
  // Checked up front: pinging whatever else listens there could hang or hit the wrong server.
  if (!(await isPortFree(port, LISTEN_HOST))) {
    throw new Error(
      `FerretDB cannot listen on ${LISTEN_HOST}:${port}: the port is in use ` +
        '(another API or FerretDB running?). Set FERRETDB_PORT to a free port.',
    );
  }

  fs.mkdirSync(path.join(dataDir, 'ferretdb'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'ferretdb-state'), { recursive: true });

  const args = ferretDbArgs(dataDir, port);
  logger.info({ binary, args }, 'starting embedded FerretDB');
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) {
    const owner: Owner = { ferretdb: child.pid, api: process.pid };
    fs.writeFileSync(ownerFile(dataDir), JSON.stringify(owner));
  }
  const tail: string[] = [];
  captureOutput(child, logger, tail);

  let exited = false;
  let stopping = false;
  let spawnFailure: Error | undefined;
  const spawnError = new Promise<Error>((resolve) =>
    child.once('error', (error) => {
      spawnFailure = error;
      resolve(error);
    }),
  );
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
  // Last resort when the API process exits without stopping FerretDB (e.g. an uncaught error).
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

  const failure = (reason: string): Error =>
    new Error(`FerretDB ${reason}\n${tail.slice(-15).join('\n')}`.trim());

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const outcome = await Promise.race([
      pingOnce(uri).then((ok) => (ok ? 'ready' : 'retry')),
      exit.then(() => 'exited' as const),
      spawnError.then(() => 'exited' as const),
    ]);
    if (outcome === 'ready') break;
    if (spawnFailure) {
      await handle.stop();
      throw failure(`could not be started (${binary}): ${spawnFailure.message}`);
    }
    if (outcome === 'exited') {
      stopping = true;
      throw failure(
        `exited during start-up (exit code ${child.exitCode ?? child.signalCode}): ` +
          `is port ${port} in use, or ${dataDir} used by another instance?`,
      );
    }
    if (Date.now() > deadline) {
      await handle.stop();
      throw failure(`did not answer a ping within ${startTimeoutMs} ms`);
    }
    await delay(100);
  }
  logger.info({ uri, pid: child.pid }, 'embedded FerretDB ready');
  return handle;
}
