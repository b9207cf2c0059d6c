// Entry point: `node dist/server.js`. Also exports startApi() for tests and Node scripts. It
// starts what the composition root (app/) makes, in order, and stops it in the reverse order.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  metricsPort,
  serviceLifecycle,
  startMetricsServer,
  stopMetricsServer,
} from '@alu/server-kit';
import { composeApi, type ApiSettings, type ComposedApi } from './app/composeApi';
import { createApp } from './app/createApp';
import { bootstrapAdmin } from './components/admin/adminAccounts';
import { resolveJwtSecret } from './components/admin/jwtSecret';
import { apiReadiness } from './components/health/readiness';
import { RemotesRegistry } from './components/remotes/registry';
import { loadConfig, ConfigError, type Config, type ConfigOverrides } from './config';
import { createDatabase, type Database } from './platform/database/database';
import {
  developmentTools,
  DevelopmentToolsMissing,
  type EmbeddedDatabase,
} from './platform/development/developmentTools';
import type { RateLimitStoreFactory } from './platform/http/rateLimit';
import { createLogger, type Logger } from './platform/logging/logger';
import { apiMetrics } from './platform/metrics/apiMetrics';
import {
  localChangeFeed,
  redisChangeFeed,
  type ChangeFeed,
} from './platform/shared-state/changeFeed';
import { redisClient, type RedisClient } from './platform/shared-state/redisClient';
import { sharedRateLimitStores } from './platform/shared-state/sharedRateLimitStore';

/** Longer than the idle timeout of the proxies in front of the API (see below). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface StartApiOptions extends ConfigOverrides {
  /** Environment to read the configuration from (default: process.env). */
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
  /**
   * Stores of the rate limits (default: in memory, per process). Several instances behind a
   * load balancer pass a shared one here (see platform/http/rateLimit.ts).
   */
  rateLimitStore?: RateLimitStoreFactory;
}

export interface RunningApi {
  /** e.g. http://127.0.0.1:3000 */
  readonly url: string;
  readonly config: Config;
  readonly database: Database;
  /** The embedded FerretDB, when no MONGODB_URI is used. */
  readonly ferretdb: EmbeddedDatabase | undefined;
  /** Where Prometheus reads the metrics (`http://host:port/metrics`), when they are served. */
  readonly metricsUrl: string | undefined;
  /**
   * Answers not-ready, keeps serving for the shutdown delay, stops accepting, finishes what it
   * has (cut after the shutdown timeout), then stops the background work and closes the
   * client and FerretDB. Idempotent.
   */
  stop(): Promise<void>;
}

function formatUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function listen(server: http.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo); // a TCP listener always has an AddressInfo
    });
  });
}

/**
 * A production API writes no sample content: it would land in the site's real database. The
 * development command does it, into a database that has no news, on purpose.
 */
function refuseSampleContent(config: Config): void {
  if (config.nodeEnv === 'production' && config.seedContent) {
    throw new ConfigError([
      'SEED_CONTENT=true: a production API writes no sample content; give its database the ' +
        'sample news with the development command `npm run seed -w api` (MONGODB_URI, DB_NAME)',
    ]);
  }
}

/**
 * Indexes, the first administrator (ADMIN_USERNAME) when there is none, then the sample
 * content when enabled. Failures are logged, not fatal: the API still serves (and reports the
 * database in /api/health).
 */
async function prepareDatabase(
  api: ComposedApi,
  database: Database,
  config: Config,
  logger: Logger,
): Promise<void> {
  try {
    await api.ensureIndexes();
  } catch (err) {
    logger.error({ err }, 'preparing the database failed');
    return;
  }
  try {
    await bootstrapAdmin(
      database.db,
      { username: config.adminUsername, password: config.adminPassword },
      logger,
      { allowDevelopmentDefault: config.nodeEnv !== 'production' },
    );
  } catch (err) {
    logger.error({ err }, 'creating the first administrator failed');
  }
  try {
    if (config.seedContent) {
      const tools = developmentTools('The sample content (SEED_CONTENT)');
      await tools.seedSampleContent(database.db, logger);
    }
  } catch (err) {
    logger.error({ err }, 'seeding the sample content failed');
  }
}

/** The embedded FerretDB on DATA_DIR, a development tool, when no MONGODB_URI is given. */
function startEmbeddedDatabase(config: Config, logger: Logger): Promise<EmbeddedDatabase> {
  return developmentTools('The embedded FerretDB (no MONGODB_URI)').startEmbeddedDatabase({
    binary: config.ferretdbBin,
    dataDir: config.dataDir,
    port: config.ferretdbPort,
    apiDir: config.apiDir,
    logger,
  });
}

/** Whether the database answers; an external one may come back later (/api/health tells). */
async function answers(database: Database, logger: Logger): Promise<boolean> {
  try {
    await database.ping();
    return true;
  } catch (err) {
    // Indexes are then created on the first write; seeding waits for the next start.
    logger.warn({ err }, 'database not reachable at start-up');
    return false;
  }
}

/** The composition root's settings, from the configuration and what startApi made. */
function apiSettings(
  config: Config,
  made: Pick<
    ApiSettings,
    'database' | 'remotes' | 'logger' | 'changes' | 'lifecycle' | 'metrics'
  > & {
    jwtSecret: string;
    stores: RateLimitStoreFactory | undefined;
  },
): ApiSettings {
  const { jwtSecret, stores, ...given } = made;
  return {
    ...given,
    hostManifestUrl: config.hostManifestUrl,
    admin: { jwtSecret, loginRateLimit: config.loginRateLimit },
    inquiryRateLimit: config.inquiryRateLimit,
    applications: config.applications,
    inquiryRetention: config.inquiryRetention,
    telemetry: config.telemetry,
    canary: config.canary,
    emailjs: config.emailjs,
    corsOrigins: config.corsOrigins,
    trustedProxies: config.trustedProxies,
    remoteOrigins: config.remoteOrigins,
    publicOrigin: config.publicOrigin,
    production: config.nodeEnv === 'production',
    timeouts: { requestMs: config.requestTimeoutMs, uploadMs: config.uploadTimeoutMs },
    newsCacheMs: config.newsCacheMs,
    documentMaxBytes: config.documentMaxBytes,
    staffMail: config.staffMail,
    orphanImages: config.orphanImages,
    ...(stores ? { rateLimitStore: stores } : {}),
  };
}

/**
 * The HTTP server. Reverse proxies (the site server, nginx, load balancers) keep idle
 * connections to the API open and reuse them. If the API closed an idle connection first, a
 * request sent on it at that moment would fail with a 502, so the API keeps them longer than
 * any proxy's idle timeout (Node's agents: 5 s; nginx and cloud load balancers: 60 s).
 */
function apiServer(config: Config): http.Server {
  const server = http.createServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  // A body still arriving after the longest request timeout is cut (slow-body clients).
  server.requestTimeout = config.uploadTimeoutMs + 5000;
  return server;
}

/** What a start made so far: stop() ends whatever of it exists. */
interface Started {
  server: http.Server;
  changes: ChangeFeed;
  embedded?: EmbeddedDatabase;
  database?: Database;
  api?: ComposedApi;
  metricsServer?: http.Server;
}

function stopper(started: Started, config: Config, logger: Logger): () => Promise<void> {
  let stopped: Promise<void> | undefined;
  return () => {
    stopped ??= (async () => {
      const { server, api } = started;
      if (api && server.listening) {
        logger.info(config.shutdown, 'stopping: not ready, serving out the delay, then closing');
        await api.lifecycle.drain(server, config.shutdown);
      } else if (server.listening) {
        await new Promise((resolve) => server.close(resolve));
      }
      await api?.background.stop();
      if (started.metricsServer) await stopMetricsServer(started.metricsServer);
      await started.changes.close();
      await started.database
        ?.close()
        .catch((err: unknown) => logger.warn({ err }, 'closing client'));
      await started.embedded?.stop();
      logger.info('API stopped');
    })();
    return stopped;
  };
}

/** Serves the metrics on their own port when configured; their address. */
async function serveMetrics(
  started: Started,
  api: ComposedApi,
  config: Config,
): Promise<string | undefined> {
  if (!config.metrics) return undefined;
  started.metricsServer = await startMetricsServer(
    api.metrics.registry,
    config.metrics.port,
    config.metrics.host,
  );
  return `${formatUrl(config.metrics.host, metricsPort(started.metricsServer))}/metrics`;
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const { env = process.env, logger: givenLogger, rateLimitStore, ...overrides } = options;
  const config = loadConfig(env, overrides);
  refuseSampleContent(config);
  const logger = givenLogger ?? createLogger(config.logLevel);
  // Shared by every instance when REDIS_URL is set: rate-limit counts and the change feed.
  const redis: RedisClient | undefined = config.redisUrl
    ? redisClient(config.redisUrl, logger, 'api')
    : undefined;
  const started: Started = {
    server: apiServer(config),
    changes: redis ? redisChangeFeed(redis, logger) : localChangeFeed(),
  };
  const stop = stopper(started, config, logger);
  try {
    // Before the database: a missing or unreadable key must stop the start, not the first sign-in.
    const jwtSecret = resolveJwtSecret(config, logger);
    let uri = config.mongodbUri;
    if (uri === undefined) {
      started.embedded = await startEmbeddedDatabase(config, logger);
      uri = started.embedded.uri;
    }
    const database = createDatabase({
      uri,
      dbName: config.dbName,
      backend: started.embedded ? 'ferretdb-embedded' : 'mongodb',
    });
    started.database = database;
    const remotes = new RemotesRegistry(config.remotesFile, logger);
    const api = composeApi(
      apiSettings(config, {
        database,
        remotes,
        logger,
        jwtSecret,
        changes: started.changes,
        stores: rateLimitStore ?? (redis ? sharedRateLimitStores(redis) : undefined),
        lifecycle: serviceLifecycle(apiReadiness(database, remotes, redis)),
        metrics: apiMetrics(),
      }),
    );
    if (await answers(database, logger)) await prepareDatabase(api, database, config, logger);
    started.server.on('request', createApp(api));
    started.api = api;
    api.background.start();
    const address = await listen(started.server, config.port, config.host);
    const url = formatUrl(config.host, address.port);
    const metricsUrl = await serveMetrics(started, api, config);
    logger.info(
      { url, metricsUrl, backend: database.backend, dbName: config.dbName },
      'API listening',
    );
    return { url, config, database, ferretdb: started.embedded, metricsUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(): Promise<void> {
  let api: RunningApi;
  try {
    api = await startApi();
  } catch (error) {
    // What the operator must change is said in the message; a stack would only hide it.
    const told = error instanceof ConfigError || error instanceof DevelopmentToolsMissing;
    console.error(told ? error.message : error);
    process.exit(1);
  }
  console.log(`API listening on ${api.url}`);
  if (api.metricsUrl) console.log(`API metrics on ${api.metricsUrl}`);

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      console.error(`${signal} again: exiting immediately`);
      process.exit(1);
    }
    shuttingDown = true;
    console.log(`${signal} received: shutting down`);
    // Whatever is still open then, the process ends within its shutdown timeout.
    setTimeout(() => process.exit(0), api.config.shutdown.timeoutMs + 1000).unref();
    api.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (require.main === module) {
  void main();
}
