// Entry point: `node dist/server.js`. Also exports startApi() for tests and Node scripts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootstrapAdmin } from './admin/adminAccounts';
import { AdminRepository } from './admin/adminRepository';
import { resolveJwtSecret } from './admin/jwtSecret';
import { CareersRepository } from './careers/careersRepository';
import { loadConfig, ConfigError, type Config, type ConfigOverrides } from './config';
import { createDatabase, type Database } from './db/database';
import { embeddedDatabase } from './db/embeddedDatabase';
import type { FerretDbProcess } from './db/ferretdb';
import { applicationDesk, createApp } from './app/createApp';
import { startApplicationSweeper, type ApplicationSweeper } from './applications/applicationDesk';
import { ApplicationsRepository } from './applications/applicationsRepository';
import { AuditRepository } from './audit/auditRepository';
import { InquiriesRepository } from './inquiries/inquiriesRepository';
import { createLogger, type Logger } from './logging/logger';
import { NewsRepository } from './news/newsRepository';
import { startPublicationClock } from './app/publicationSchedules';
import { startInquiryNotices, type InquiryNotices } from './app/inquiryNotices';
import type { PublicationClock } from './publication/publicationClock';
import { startOrphanSweeper, type OrphanSweeper } from './news/orphanImages';
import type { RateLimitStoreFactory } from './http/rateLimit';
import { localChangeFeed, redisChangeFeed, type ChangeFeed } from './shared-state/changeFeed';
import { redisClient } from './shared-state/redisClient';
import { sharedRateLimitStores } from './shared-state/sharedRateLimitStore';
import { RemotesRegistry } from './remotes/registry';
import { seedNews } from './seed/seedNews';
import { apiReadiness } from './health/readiness';
import { apiMetrics } from './metrics/apiMetrics';
import {
  metricsPort,
  serviceLifecycle,
  startMetricsServer,
  stopMetricsServer,
  type ServiceLifecycle,
} from '@alu/server-kit';
import { FileStorage } from './uploads/fileStorage';

/** Longer than the idle timeout of the proxies in front of the API (see below). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface StartApiOptions extends ConfigOverrides {
  /** Environment to read the configuration from (default: process.env). */
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
  /**
   * Stores of the rate limits (default: in memory, per process). Several instances behind a
   * load balancer pass a shared one here (see http/rateLimit.ts).
   */
  rateLimitStore?: RateLimitStoreFactory;
}

export interface RunningApi {
  /** e.g. http://127.0.0.1:3000 */
  readonly url: string;
  readonly config: Config;
  readonly database: Database;
  /** The embedded FerretDB, when no MONGODB_URI is used. */
  readonly ferretdb: FerretDbProcess | undefined;
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
 * Indexes, the first administrator (ADMIN_USERNAME) when there is none, then the sample
 * content when enabled. Failures are logged, not fatal: the API still serves (and reports the
 * database in /api/health).
 */
async function prepareDatabase(database: Database, config: Config, logger: Logger): Promise<void> {
  try {
    await Promise.all([
      new NewsRepository(database.db).ensureIndexes(),
      new FileStorage(database.db).ensureIndexes(),
      new AdminRepository(database.db).ensureIndexes(),
      new CareersRepository(database.db).ensureIndexes(),
      new InquiriesRepository(database.db).ensureIndexes(),
      new ApplicationsRepository(database.db).ensureIndexes(),
      new AuditRepository(database.db).ensureIndexes(),
    ]);
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
    if (config.seedContent) await seedNews(database.db, logger);
  } catch (err) {
    logger.error({ err }, 'seeding the sample news failed');
  }
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const { env = process.env, logger: givenLogger, rateLimitStore, ...overrides } = options;
  const config = loadConfig(env, overrides);
  const logger = givenLogger ?? createLogger(config.logLevel);

  let ferretdb: FerretDbProcess | undefined;
  let database: Database | undefined;
  const server = http.createServer();
  // Reverse proxies (the site server, nginx, load balancers) keep idle connections to the
  // API open and reuse them. If the API closed an idle connection first, a request sent on it
  // at that moment would fail with a 502, so the API keeps them longer than any proxy's idle
  // timeout (Node's agents: 5 s; nginx and cloud load balancers: 60 s).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  // A body still arriving after the longest request timeout is cut (slow-body clients).
  server.requestTimeout = config.uploadTimeoutMs + 5000;

  let sweeper: OrphanSweeper | undefined;
  let applicationSweeper: ApplicationSweeper | undefined;
  let publicationClock: PublicationClock | undefined;
  let inquiryNotices: InquiryNotices | undefined;
  let stopped: Promise<void> | undefined;
  // Shared by every instance when REDIS_URL is set: rate-limit counts and the change feed.
  const redis = config.redisUrl ? redisClient(config.redisUrl, logger, 'api') : undefined;
  const changes: ChangeFeed = redis ? redisChangeFeed(redis, logger) : localChangeFeed();
  const stores = rateLimitStore ?? (redis ? sharedRateLimitStores(redis) : undefined);
  const metrics = apiMetrics();
  let metricsServer: http.Server | undefined;
  let lifecycle: ServiceLifecycle | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      if (lifecycle && server.listening) {
        logger.info(config.shutdown, 'stopping: not ready, serving out the delay, then closing');
        await lifecycle.drain(server, config.shutdown);
      } else if (server.listening) {
        await new Promise((resolve) => server.close(resolve));
      }
      sweeper?.stop();
      applicationSweeper?.stop();
      publicationClock?.stop();
      await inquiryNotices?.stop();
      if (metricsServer) await stopMetricsServer(metricsServer);
      await changes.close();
      await database?.close().catch((err: unknown) => logger.warn({ err }, 'closing client'));
      await ferretdb?.stop();
      logger.info('API stopped');
    })();
    return stopped;
  };

  try {
    // Before the database: a missing or unreadable key must stop the start, not the first sign-in.
    const jwtSecret = resolveJwtSecret(config, logger);
    let uri: string;
    if (config.mongodbUri !== undefined) {
      uri = config.mongodbUri;
    } else {
      const { ensureFerretDbBinary, startFerretDb } = embeddedDatabase();
      await ensureFerretDbBinary(config.ferretdbBin, config.apiDir, logger);
      ferretdb = await startFerretDb({
        binary: config.ferretdbBin,
        dataDir: config.dataDir,
        port: config.ferretdbPort,
        apiDir: config.apiDir,
        logger,
      });
      uri = ferretdb.uri;
    }
    database = createDatabase({
      uri,
      dbName: config.dbName,
      backend: ferretdb ? 'ferretdb-embedded' : 'mongodb',
    });
    let reachable = false;
    try {
      await database.ping();
      reachable = true;
    } catch (err) {
      // An external database may come back later; /api/health reports it meanwhile.
      // Indexes are then created on the first write; seeding waits for the next start.
      logger.warn({ err }, 'database not reachable at start-up');
    }
    if (reachable) await prepareDatabase(database, config, logger);

    const remotes = new RemotesRegistry(config.remotesFile, logger);
    lifecycle = serviceLifecycle(apiReadiness(database, remotes, redis));
    const inquiries = new InquiriesRepository(database.db);
    metrics.watchOutbox(() => inquiries.mailBacklog(), logger);
    // Each new inquiry is mailed to staff, from the inquiries' own outbox.
    inquiryNotices = config.staffMail
      ? startInquiryNotices(database.db, config.staffMail, config.publicOrigin, logger)
      : undefined;
    const app = createApp({
      database,
      remotes,
      hostManifestUrl: config.hostManifestUrl,
      logger,
      admin: { jwtSecret, loginRateLimit: config.loginRateLimit },
      inquiryRateLimit: config.inquiryRateLimit,
      applications: config.applications,
      emailjs: config.emailjs,
      corsOrigins: config.corsOrigins,
      trustedProxies: config.trustedProxies,
      remoteOrigins: config.remoteOrigins,
      publicOrigin: config.publicOrigin,
      production: config.nodeEnv === 'production',
      timeouts: { requestMs: config.requestTimeoutMs, uploadMs: config.uploadTimeoutMs },
      newsCacheMs: config.newsCacheMs,
      changes,
      inquiryNotices,
      lifecycle,
      metrics,
      ...(stores ? { rateLimitStore: stores } : {}),
    });
    // Files a write that failed half-way (database or process gone) left behind; also swept
    // when the database was down at start-up, from its return on.
    sweeper = startOrphanSweeper(
      new NewsRepository(database.db),
      new FileStorage(database.db),
      config.orphanImages,
      logger,
    );
    // Scheduled news and vacancies appear at their moment.
    publicationClock = startPublicationClock(database.db, changes, logger);
    // Applications past their retention, and CVs a failed write left behind.
    applicationSweeper = startApplicationSweeper(
      applicationDesk(database, new CareersRepository(database.db), logger),
      {
        retentionDays: config.applications.retentionDays,
        graceMs: config.orphanImages.graceMs,
        intervalMs: config.applications.sweepIntervalMs,
      },
      logger,
    );
    server.on('request', app);
    const address = await listen(server, config.port, config.host);
    const url = formatUrl(config.host, address.port);
    let metricsUrl: string | undefined;
    if (config.metrics) {
      metricsServer = await startMetricsServer(
        metrics.registry,
        config.metrics.port,
        config.metrics.host,
      );
      metricsUrl = `${formatUrl(config.metrics.host, metricsPort(metricsServer))}/metrics`;
    }
    logger.info(
      { url, metricsUrl, backend: database.backend, dbName: config.dbName },
      'API listening',
    );
    return { url, config, database, ferretdb, metricsUrl, stop };
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
    console.error(error instanceof ConfigError ? error.message : error);
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
