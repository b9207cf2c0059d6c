// The production topology on one machine, from a production build: nginx (TLS edge, static
// origin for the shell's and remotes' files, two upstreams, and the APIs' balancer for the site
// servers on loopback), Redis (shared state), the database (embedded FerretDB, or
// MONGODB_URI), two API and two site-server processes, each started with `node …` and
// configured by its environment exactly as on separate machines, Prometheus scraping them, and
// the local mail catcher for the staff's mails (unless SMTP_URL names a server). Every
// service's log is a file of the state folder, as a process manager would keep it.
// Used by `npm run start:production`, the topology tests and the topology benchmark.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import { isIP } from 'node:net';
import path from 'node:path';
import { FRONTEND_APPS, ROOT, SERVER_ENV, SERVER_NODE_FLAGS, distDir } from '../apps.ts';
import { startMailCatcher } from '../mailCatcher.ts';
import type { MailCatcher } from '../mailCatcher.ts';
import { routesPin, serverBundlePin } from '../buildPins.ts';
import { seedSampleContent, startApiProcess, startSharedDatabase } from '../cluster.ts';
import type { SharedDatabase } from '../cluster.ts';
import { imageLauncher } from './imageProcesses.ts';
import type { ServiceStart } from './imageProcesses.ts';
import { publishBuild, releasesRoot } from '../releases.ts';
import {
  processHandle,
  selfSignedCertificate,
  startNginx,
  startPrometheus,
  startRedis,
  waitForPort,
} from './engines.ts';
import type { ProcessHandle } from './engines.ts';

/** The ports of a topology: one of each, or one per instance of a service. */
export interface TopologyPorts {
  edge: number;
  sites: number[];
  apis: number[];
  redis: number;
  database: number;
  /** The APIs' balancer the site servers read from (loopback only). */
  apiService: number;
  siteMetrics: number[];
  apiMetrics: number[];
  prometheus: number;
  mailSmtp: number;
  mailHttp: number;
}

export const DEFAULT_PORTS: Readonly<TopologyPorts> = Object.freeze({
  edge: 8443,
  sites: [8101, 8102],
  apis: [3101, 3102],
  redis: 6390,
  database: 27218,
  /** The APIs' balancer the site servers read from (loopback only). */
  apiService: 3100,
  siteMetrics: [9511, 9512],
  apiMetrics: [9501, 9502],
  prometheus: 9090,
  mailSmtp: 2526,
  mailHttp: 8026,
});

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);
const isLoopback = (host: string) =>
  LOOPBACK_NAMES.has(host) || (isIP(host) === 4 && host.startsWith('127.'));

/**
 * On one machine only the edge faces the network: the metrics listeners and the mail
 * catcher's page (every mail to staff, with the senders' names and messages) stay on loopback.
 * A setting that would put them on another address is refused before anything starts.
 */
export function refusePublicOperations(env: NodeJS.ProcessEnv): void {
  const problems: string[] = [];
  for (const [name, what] of [
    ['METRICS_HOST', 'the services’ metrics'],
    ['MAIL_CATCHER_HOST', 'the mail catcher (every mail to staff)'],
  ] as const) {
    const host = env[name]?.trim();
    if (host && !isLoopback(host)) {
      problems.push(`${name}=${host} would expose ${what} beyond this machine: use 127.0.0.1`);
    }
  }
  if (problems.length > 0) throw new Error(`Refused:\n  - ${problems.join('\n  - ')}`);
}

/** A service's output, appended to `file` (what a process manager's journal would keep). */
function logTo(file: string): number {
  mkdirSync(path.dirname(file), { recursive: true });
  return openSync(file, 'a');
}

/** `ports` with TOPOLOGY_PORT_OFFSET added to each: a second topology on the same machine. */
export function offsetPorts(
  ports: TopologyPorts,
  offset = Number(process.env.TOPOLOGY_PORT_OFFSET ?? 0),
): TopologyPorts {
  const shift = (value: number | number[]) =>
    typeof value === 'number' ? value + offset : value.map((port) => port + offset);
  return Object.fromEntries(
    Object.entries(ports).map(([key, item]) => [key, shift(item)]),
  ) as unknown as TopologyPorts;
}

/** A secret kept in the state folder (mode 0600), made on the first start. */
function keptSecret(file: string, make: () => string): string {
  if (!existsSync(file)) {
    writeFileSync(file, make(), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The registry document of the production start: each remote's working build published as
 * an immutable release folder, served by the edge at /remotes/<remote>/releases/<version>/,
 * with its server bundle and pages pinned.
 */
function productionRegistry({
  publicOrigin,
  releasesDir,
  file,
}: {
  publicOrigin: string;
  releasesDir: string;
  file: string;
}) {
  const remotes = Object.entries(FRONTEND_APPS)
    .filter(([name]) => name !== 'shell')
    .map(([name, workspace]) => {
      const version = publishBuild(name, workspace, releasesDir);
      const folder = path.join(releasesDir, name, version);
      return {
        name,
        entry: `${publicOrigin}/remotes/${name}/releases/${version}/mf-manifest.json`,
        ...serverBundlePin(folder),
        ...routesPin(folder),
      };
    });
  writeFileSync(file, `${JSON.stringify({ remotes }, null, 2)}\n`);
  return remotes;
}

/** A site server: `node site-server/src/main.ts`, resolved once it listens. */
async function startSiteProcess({ port, env, logFile }: ServiceStart): Promise<ProcessHandle> {
  const output = logFile ? logTo(logFile) : 'ignore';
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(ROOT, 'site-server', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: { ...SERVER_ENV, ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', output, 'inherit'],
    },
  );
  if (typeof output === 'number') closeSync(output);
  const handle = processHandle(child);
  await Promise.race([
    waitForPort(port, '127.0.0.1', 30_000),
    handle.ended.then(() => Promise.reject(new Error(`site server :${port} exited at start`))),
  ]);
  return handle;
}

/** A part of the topology that stops. */
interface Stops {
  stop(): Promise<unknown>;
}

/** A running process of the topology: it can be stopped or killed. */
interface Stoppable extends Stops {
  kill(): Promise<unknown>;
}

/**
 * How the Node services start: from the working tree, or (TOPOLOGY_FROM_IMAGES=1) each from
 * its image's file system, so the topology tests also prove what the images hold.
 */
const launcher: {
  api: (start: ServiceStart) => Promise<Stoppable>;
  site: (start: ServiceStart) => Promise<Stoppable>;
} =
  process.env.TOPOLOGY_FROM_IMAGES === '1'
    ? imageLauncher
    : { api: startApiProcess, site: startSiteProcess };

/** A process that can be stopped or killed, then started again as it was (fault tests). */
export type Restartable<Fields> = Fields & {
  start(): Promise<Restartable<Fields>>;
  stop(): Promise<unknown>;
  kill(): Promise<unknown>;
};

/** A process that can be stopped or killed, then started again as it was (fault tests). */
function restartable<Fields extends object>(
  startProcess: () => Promise<Stoppable>,
  fields: Fields,
): Restartable<Fields> {
  let current: Stoppable | undefined;
  const self: Restartable<Fields> = {
    ...fields,
    async start() {
      current = await startProcess();
      return self;
    },
    stop: async () => current?.stop(),
    kill: async () => current?.kill(),
  };
  return self;
}

/** An instance of a Node service of the topology. */
export type ServiceInstance = Restartable<{
  port: number;
  origin: string;
  metricsUrl: string;
  logFile: string;
}>;

/** One instance of a Node service on `port`, its metrics on `metricsPort`, its log in `logFile`. */
const instance = (
  port: number,
  metricsPort: number,
  logFile: string,
  startProcess: (port: number, metricsPort: number) => Promise<Stoppable>,
): ServiceInstance =>
  restartable(() => startProcess(port, metricsPort), {
    port,
    origin: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    logFile,
  });

export interface TopologyOptions {
  /** Certificates, secrets, database, engines' files. */
  stateDir?: string;
  /**
   * The remotes' release folders (default: `npm run release`'s, so a version released there
   * can be activated on this topology).
   */
  releasesDir?: string;
  ports?: TopologyPorts;
  siteInstances?: number;
  apiInstances?: number;
  /** More environment for the APIs (test limits). */
  apiEnv?: Record<string, string>;
  /** Prometheus's (default 15 s; tests ask for 1 s). */
  scrapeInterval?: string;
  /**
   * The sample news, written into a database that has no news before the APIs start, by the
   * API's development command: a production API writes none itself (default:
   * SEED_CONTENT=true in this process's environment).
   */
  seedContent?: boolean;
}

/** The topology started by startTopology. */
export interface Topology {
  url: string;
  certificate: string;
  admin: { username: string; password: string };
  redis: Restartable<{ url: string }>;
  database: SharedDatabase | undefined;
  apis: ServiceInstance[];
  sites: ServiceInstance[];
  nginx: ProcessHandle;
  prometheus: ProcessHandle & { url: string };
  mail: MailCatcher | undefined;
  /** The edge's JSON access log. */
  accessLog: string;
  releasesDir: string;
  stop(): Promise<void>;
}

/** A start the topology cannot make: a port left out, or the shell or the API not built. */
function refuseIncompleteStart(ports: TopologyPorts): void {
  const missing = (Object.keys(DEFAULT_PORTS) as (keyof TopologyPorts)[]).filter(
    (key) => ports[key] === undefined,
  );
  if (missing.length > 0) throw new Error(`startTopology: no port for ${missing.join(', ')}`);
  for (const workspace of ['shell', 'api']) {
    if (
      !existsSync(path.join(distDir(workspace), workspace === 'api' ? 'server.js' : 'index.html'))
    ) {
      throw new Error(`${workspace} is not built: run npm run build first`);
    }
  }
}

interface EnvironmentInputs {
  publicOrigin: string;
  redisUrl: string;
  certificate: string;
  mongodbUri: string;
  stateDir: string;
  registryFile: string;
  adminPassword: string;
  apiServicePort: number;
  smtpUrl: string | undefined;
  apiEnv: Record<string, string>;
}

/** The environment of every API instance and of every site server. */
function serviceEnvironments({
  publicOrigin,
  redisUrl,
  certificate,
  mongodbUri,
  stateDir,
  registryFile,
  adminPassword,
  apiServicePort,
  smtpUrl,
  apiEnv,
}: EnvironmentInputs): { apiProcessEnv: Record<string, string>; siteEnv: Record<string, string> } {
  const common = {
    NODE_ENV: 'production',
    REDIS_URL: redisUrl,
    PUBLIC_ORIGIN: publicOrigin,
    REMOTE_ORIGINS: publicOrigin,
    // The edge in front, on this machine: its X-Forwarded-For is the only one believed.
    TRUSTED_PROXIES: 'loopback',
    // The servers fetch manifests and server bundles from the edge: they trust its certificate.
    NODE_EXTRA_CA_CERTS: certificate,
    // Read by Prometheus on this machine only (see refusePublicOperations).
    METRICS_HOST: process.env.METRICS_HOST ?? '127.0.0.1',
  };
  const apiProcessEnv: Record<string, string> = {
    ...common,
    MONGODB_URI: mongodbUri,
    DATA_DIR: path.join(stateDir, 'data'),
    JWT_SECRET: keptSecret(path.join(stateDir, 'jwt-secret'), () =>
      randomBytes(32).toString('hex'),
    ),
    REMOTES_FILE: registryFile,
    HOST_MANIFEST_URL: `${publicOrigin}/mf-manifest.json`,
    ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? 'admin',
    ADMIN_PASSWORD: adminPassword,
    API_HOST: '127.0.0.1',
    // The topology writes the sample content itself when asked for: a production API refuses to.
    SEED_CONTENT: 'false',
    ...(smtpUrl && { SMTP_URL: smtpUrl }),
    ...apiEnv,
  };
  const siteEnv = {
    ...common,
    SITE_HOST: '127.0.0.1',
    // The APIs through their balancer, as a site server in a cluster reads them through a
    // Service: an API instance that stops or restarts is skipped there.
    API_ORIGINS: `http://127.0.0.1:${apiServicePort}`,
    SHELL_DIR: distDir('shell'),
    // Ends with this launcher, even one killed outright.
    STOP_WITH_PARENT: String(process.pid),
  };
  return { apiProcessEnv, siteEnv };
}

/** Redis, and the embedded database unless MONGODB_URI names one; each added to `started`. */
async function startStorage({
  ports,
  stateDir,
  started,
}: {
  ports: TopologyPorts;
  stateDir: string;
  started: (Stops | Stops[])[];
}): Promise<{
  redis: Restartable<{ url: string }>;
  database: SharedDatabase | undefined;
  mongodbUri: string;
}> {
  const redis: Restartable<{ url: string }> = await restartable(
    () => startRedis({ port: ports.redis, dir: path.join(stateDir, 'redis') }),
    { url: `redis://127.0.0.1:${ports.redis}` },
  ).start();
  started.push(redis);
  const external = process.env.MONGODB_URI;
  if (external) return { redis, database: undefined, mongodbUri: external };
  const database = await startSharedDatabase({
    dataDir: path.join(stateDir, 'data'),
    port: ports.database,
  });
  started.push(database);
  return { redis, database, mongodbUri: database.uri };
}

/** The instances of one service, each on its port and metrics port, logging to its own file. */
function serviceInstances(
  service: 'api' | 'site',
  count: number,
  { ports, logs, env }: { ports: TopologyPorts; logs: string; env: Record<string, string> },
): ServiceInstance[] {
  const servicePorts = service === 'api' ? ports.apis : ports.sites;
  const metricsPorts = service === 'api' ? ports.apiMetrics : ports.siteMetrics;
  return servicePorts.slice(0, count).map((port, i) => {
    const logFile = path.join(logs, `${service}-${port}.log`);
    return instance(port, metricsPorts[i]!, logFile, (p, metricsPort) =>
      launcher[service]({ port: p, env: { ...env, METRICS_PORT: String(metricsPort) }, logFile }),
    );
  });
}

export async function startTopology({
  stateDir = path.resolve(ROOT, process.env.PRODUCTION_DIR ?? '.production'),
  ports = DEFAULT_PORTS,
  siteInstances = 2,
  apiInstances = 2,
  apiEnv = {},
  releasesDir = releasesRoot(),
  scrapeInterval = '15s',
  seedContent = process.env.SEED_CONTENT === 'true',
}: TopologyOptions = {}): Promise<Topology> {
  refusePublicOperations(process.env);
  refuseIncompleteStart(ports);
  mkdirSync(stateDir, { recursive: true });
  const publicOrigin = `https://localhost:${ports.edge}`;
  const tls = selfSignedCertificate(path.join(stateDir, 'tls'));
  const registryFile = path.join(stateDir, 'remotes.json');
  productionRegistry({ publicOrigin, releasesDir, file: registryFile });
  const adminPassword =
    process.env.ADMIN_PASSWORD ??
    keptSecret(path.join(stateDir, 'admin-password'), () => randomBytes(18).toString('base64url'));

  const started: (Stops | Stops[])[] = [];
  const stop = async () => {
    // In the reverse order of their start; the instances of one service together (each takes
    // its shutdown delay to go).
    for (const part of started.reverse()) {
      await (Array.isArray(part) ? Promise.all(part.map((each) => each.stop())) : part.stop());
    }
    started.length = 0;
  };
  try {
    const { redis, database, mongodbUri } = await startStorage({ ports, stateDir, started });
    if (seedContent) {
      seedSampleContent({
        uri: mongodbUri,
        env: apiEnv.DB_NAME ? { DB_NAME: apiEnv.DB_NAME } : {},
      });
    }
    // First of the Node services' neighbours: they read manifests and bundles through it.
    const nginx = await startNginx({
      runDir: path.join(stateDir, 'nginx'),
      host: '127.0.0.1',
      port: ports.edge,
      tls,
      sitePorts: ports.sites.slice(0, siteInstances),
      apiPorts: ports.apis.slice(0, apiInstances),
      apiServicePort: ports.apiService,
      releasesDir,
      shellDir: distDir('shell'),
    });
    started.push(nginx);
    const logs = path.join(stateDir, 'logs');
    mkdirSync(logs, { recursive: true });
    // The staff's mails go to the local catcher unless a real mail server is named.
    const mail = process.env.SMTP_URL
      ? undefined
      : await startMailCatcher({
          smtpPort: ports.mailSmtp,
          httpPort: ports.mailHttp,
          host: process.env.MAIL_CATCHER_HOST ?? '127.0.0.1',
        });
    if (mail) started.push(mail);
    const { apiProcessEnv, siteEnv } = serviceEnvironments({
      publicOrigin,
      redisUrl: redis.url,
      certificate: tls.certificate,
      mongodbUri,
      stateDir,
      registryFile,
      adminPassword,
      apiServicePort: ports.apiService,
      smtpUrl: mail?.smtpUrl,
      apiEnv,
    });
    const apis = serviceInstances('api', apiInstances, { ports, logs, env: apiProcessEnv });
    // One after the other: the first creates the indexes and the administrator.
    const startedApis: ServiceInstance[] = [];
    started.push(startedApis);
    for (const api of apis) {
      await api.start();
      startedApis.push(api);
    }
    const sites = serviceInstances('site', siteInstances, { ports, logs, env: siteEnv });
    await Promise.all(sites.map((site) => site.start()));
    started.push(sites);
    const target = (url: string) => new URL(url).host;
    const prometheus = await startPrometheus({
      port: ports.prometheus,
      dir: path.join(stateDir, 'prometheus'),
      apiTargets: apis.map((api) => target(api.metricsUrl)),
      siteTargets: sites.map((site) => target(site.metricsUrl)),
      scrapeInterval,
    });
    started.push(prometheus);
    return {
      url: publicOrigin,
      certificate: tls.certificate,
      admin: { username: apiProcessEnv.ADMIN_USERNAME!, password: adminPassword },
      redis,
      database,
      apis,
      sites,
      nginx,
      prometheus,
      mail,
      /** The edge's JSON access log. */
      accessLog: path.join(stateDir, 'nginx', 'access.log'),
      releasesDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
