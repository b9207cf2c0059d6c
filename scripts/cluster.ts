// Several API processes on one shared database, as in production behind a load balancer
// (there: a MongoDB replica set; here: one embedded FerretDB, which has no replica sets). The
// API keeps no state of its own: tokens are signed with one shared JWT_SECRET, images are in
// GridFS, so any instance answers any request. Used by `npm run start:cluster`, the e2e
// scale-out and crash tests.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, SERVER_ENV, SERVER_NODE_FLAGS } from './apps.ts';

const require = createRequire(import.meta.url);
const API_DIST = path.join(ROOT, 'api', 'dist');
const SEED_COMMAND = path.join(ROOT, 'api', 'dev', 'dist', 'seed', 'seedCli.js');
const DOCUMENTS_SEED_COMMAND = path.join(ROOT, 'api', 'dev', 'dist', 'seed', 'documentsCli.js');
const INVESTOR_EVENTS_SEED_COMMAND = path.join(
  ROOT,
  'api',
  'dev',
  'dist',
  'seed',
  'investorEventsCli.js',
);

/** The embedded FerretDB, as the API's development tools start it. */
export interface SharedDatabase {
  readonly uri: string;
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * What this launcher uses of the API's build (CommonJS, loaded at run time: the build may not
 * exist yet when the scripts are type-checked).
 */
interface ApiModules {
  development: {
    developmentTools(purpose: string): {
      startEmbeddedDatabase(options: {
        binary: string;
        dataDir: string;
        port: number;
        apiDir: string;
        logger: unknown;
      }): Promise<SharedDatabase>;
    };
  };
  config: {
    loadConfig(
      env: NodeJS.ProcessEnv,
      overrides: { dataDir: string; ferretdbPort: number },
    ): { ferretdbBin: string; apiDir: string };
  };
  logger: { createLogger(level: string): unknown };
}

/**
 * The API's own modules (its build): the development tools' embedded FerretDB, reached as the
 * API reaches it, so the database starts exactly as it would.
 */
function apiModules(): ApiModules {
  return {
    development: require(path.join(API_DIST, 'platform', 'development', 'developmentTools.js')),
    config: require(path.join(API_DIST, 'config', 'config.js')),
    logger: require(path.join(API_DIST, 'platform', 'logging', 'logger.js')),
  } as ApiModules;
}

/** Starts the embedded FerretDB on `dataDir` (0: a free port), building it first if missing. */
export async function startSharedDatabase({
  dataDir,
  port = 0,
  logLevel = 'warn',
}: {
  dataDir: string;
  port?: number;
  logLevel?: string;
}): Promise<SharedDatabase> {
  const { development, config, logger } = apiModules();
  const settings = config.loadConfig(process.env, { dataDir, ferretdbPort: port });
  const tools = development.developmentTools('The shared embedded FerretDB');
  return tools.startEmbeddedDatabase({
    binary: settings.ferretdbBin,
    dataDir,
    port,
    apiDir: settings.apiDir,
    logger: logger.createLogger(logLevel),
  });
}

/**
 * Writes the sample news into the database at `uri` when it has none, with the API's
 * development command (`npm run seed -w api`): a production API never writes them. And the
 * site's documents whose address is still free (`npm run documents:seed -w api`), and the
 * investors' calendar events not seeded yet (`npm run investor-events:seed -w api`).
 */
export function seedSampleContent({
  uri,
  env = {},
}: {
  uri: string;
  env?: Record<string, string>;
}): void {
  const result = spawnSync(process.execPath, [SEED_COMMAND], {
    env: { ...process.env, ...env, MONGODB_URI: uri, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`seeding the sample news failed (${SEED_COMMAND})`);
  const documents = spawnSync(process.execPath, [DOCUMENTS_SEED_COMMAND], {
    env: { ...process.env, ...env, MONGODB_URI: uri, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (documents.status !== 0) {
    throw new Error(`seeding the documents failed (${DOCUMENTS_SEED_COMMAND})`);
  }
  const events = spawnSync(process.execPath, [INVESTOR_EVENTS_SEED_COMMAND], {
    env: { ...process.env, ...env, MONGODB_URI: uri, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (events.status !== 0) {
    throw new Error(`seeding the investor events failed (${INVESTOR_EVENTS_SEED_COMMAND})`);
  }
}

/**
 * One API process (`api/dist/server.js`). Resolves once it answers /api/health with its
 * origin; `port` 0 picks a free port (read from the API's "listening" line). With `logFile`,
 * its output (one JSON line per request at level info) is appended to that file, as a process
 * manager would keep it, instead of passing through this process: a caller measuring the API
 * on this machine then does not spend its own CPU reading the API's logs.
 */
/** One API process started by startApiProcess. */
export interface ApiProcess {
  origin: string;
  pid: number | undefined;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, as in a crash. */
  kill(): Promise<void>;
}

export async function startApiProcess({
  port = 0,
  env = {},
  timeoutMs = 60_000,
  logFile,
}: {
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  logFile?: string;
}): Promise<ApiProcess> {
  const output = logFile ? openSync(logFile, 'a') : 'pipe';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(API_DIST, 'server.js')], {
    cwd: path.join(ROOT, 'api'),
    env: { ...SERVER_ENV, ...process.env, LOG_LEVEL: 'warn', ...env, API_PORT: String(port) },
    stdio: ['ignore', output, 'inherit'],
  });
  if (typeof output === 'number') closeSync(output);
  let poll: NodeJS.Timeout | undefined;
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start in time')), timeoutMs);
    let text = '';
    const found = (more: string) => {
      text += more;
      const match = /API listening on (http:\/\/\S+)/.exec(text);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1]);
    };
    if (logFile) {
      poll = setInterval(() => {
        text = '';
        found(readFileSync(logFile, 'utf8'));
      }, 100);
    } else {
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', found);
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the API exited during start-up (${code ?? signal})\n${text}`));
    });
  }).finally(() => clearInterval(poll));
  if (!logFile) {
    // From here on the output is only drained (under load, searching it would cost the caller).
    child.stdout?.removeAllListeners('data');
    child.stdout?.resume();
  }
  await waitHealthy(origin, timeoutMs);
  return {
    origin,
    pid: child.pid,
    /** SIGTERM: the graceful shutdown. */
    stop: () => stopProcess(child, 'SIGTERM'),
    /** SIGKILL: the process dies at once, as in a crash. */
    kill: () => stopProcess(child, 'SIGKILL'),
  };
}

async function waitHealthy(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} did not become healthy`);
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** API processes on one database, started by startApiCluster. */
export interface ApiCluster {
  database: SharedDatabase;
  apis: ApiProcess[];
  origins: string[];
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** `instances` API processes on one embedded FerretDB in `dataDir`, sharing one JWT secret. */
export async function startApiCluster({
  dataDir,
  instances = 2,
  apiPorts = [],
  ferretdbPort = 0,
  env = {},
}: {
  dataDir: string;
  instances?: number;
  apiPorts?: number[];
  ferretdbPort?: number;
  env?: Record<string, string>;
}): Promise<ApiCluster> {
  mkdirSync(dataDir, { recursive: true });
  const database = await startSharedDatabase({ dataDir, port: ferretdbPort });
  const shared: Record<string, string> = {
    MONGODB_URI: database.uri,
    DATA_DIR: dataDir,
    // Generated per cluster here; in production, the same secret in every instance's env.
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    ...env,
  };
  const apis: ApiProcess[] = [];
  const stop = async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await database.stop();
  };
  try {
    // One after the other: the first creates the indexes, the administrator and the sample
    // content; the others find them (both would also be safe, through unique indexes).
    for (let i = 0; i < instances; i += 1) {
      apis.push(await startApiProcess({ port: apiPorts[i] ?? 0, env: shared }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { database, apis, origins: apis.map((api) => api.origin), env: shared, stop };
}
