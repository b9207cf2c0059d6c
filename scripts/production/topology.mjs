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
import { FRONTEND_APPS, ROOT, SERVER_ENV, SERVER_NODE_FLAGS, distDir } from '../apps.mjs';
import { startMailCatcher } from '../mailCatcher.mjs';
import { routesPin, serverBundlePin } from '../buildPins.mjs';
import { seedSampleContent, startApiProcess, startSharedDatabase } from '../cluster.mjs';
import { imageLauncher } from './imageProcesses.mjs';
import { publishBuild, releasesRoot } from '../releases.mjs';
import {
  processHandle,
  selfSignedCertificate,
  startNginx,
  startPrometheus,
  startRedis,
  waitForPort,
} from './engines.mjs';

export const DEFAULT_PORTS = Object.freeze({
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
const isLoopback = (host) =>
  LOOPBACK_NAMES.has(host) || (isIP(host) === 4 && host.startsWith('127.'));

/**
 * On one machine only the edge faces the network: the metrics listeners and the mail
 * catcher's page (every mail to staff, with the senders' names and messages) stay on loopback.
 * A setting that would put them on another address is refused before anything starts.
 */
export function refusePublicOperations(env) {
  const problems = [];
  for (const [name, what] of [
    ['METRICS_HOST', 'the services’ metrics'],
    ['MAIL_CATCHER_HOST', 'the mail catcher (every mail to staff)'],
  ]) {
    const host = env[name]?.trim();
    if (host && !isLoopback(host)) {
      problems.push(`${name}=${host} would expose ${what} beyond this machine: use 127.0.0.1`);
    }
  }
  if (problems.length > 0) throw new Error(`Refused:\n  - ${problems.join('\n  - ')}`);
}

/** A service's output, appended to `file` (what a process manager's journal would keep). */
function logTo(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  return openSync(file, 'a');
}

/** `ports` with TOPOLOGY_PORT_OFFSET added to each: a second topology on the same machine. */
export function offsetPorts(ports, offset = Number(process.env.TOPOLOGY_PORT_OFFSET ?? 0)) {
  const shift = (value) =>
    typeof value === 'number'
      ? value + offset
      : Array.isArray(value)
        ? value.map(shift)
        : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shift(item)]));
  return shift(ports);
}

/** A secret kept in the state folder (mode 0600), made on the first start. */
function keptSecret(file, make) {
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
function productionRegistry({ publicOrigin, releasesDir, file }) {
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
async function startSiteProcess({ port, env, logFile }) {
  const output = logTo(logFile);
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(ROOT, 'site-server', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: { ...SERVER_ENV, ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', output, 'inherit'],
    },
  );
  closeSync(output);
  const handle = processHandle(child);
  await Promise.race([
    waitForPort(port, '127.0.0.1', 30_000),
    handle.ended.then(() => Promise.reject(new Error(`site server :${port} exited at start`))),
  ]);
  return handle;
}

/**
 * How the Node services start: from the working tree, or (TOPOLOGY_FROM_IMAGES=1) each from
 * its image's file system, so the topology tests also prove what the images hold.
 */
const launcher =
  process.env.TOPOLOGY_FROM_IMAGES === '1'
    ? imageLauncher
    : { api: startApiProcess, site: startSiteProcess };

/** A process that can be stopped or killed, then started again as it was (fault tests). */
function restartable(startProcess, fields = {}) {
  let current;
  const self = {
    ...fields,
    async start() {
      current = await startProcess();
      return self;
    },
    stop: () => current?.stop(),
    kill: () => current?.kill(),
  };
  return self;
}

/** One instance of a Node service on `port`, its metrics on `metricsPort`, its log in `logFile`. */
const instance = (port, metricsPort, logFile, startProcess) =>
  restartable(() => startProcess(port, metricsPort), {
    port,
    origin: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    logFile,
  });

/**
 * @param {object} [options]
 * @param {string} [options.stateDir] certificates, secrets, database, engines' files
 * @param {string} [options.releasesDir] the remotes' release folders (default: `npm run
 *   release`'s, so a version released there can be activated on this topology)
 * @param {typeof DEFAULT_PORTS} [options.ports]
 * @param {number} [options.siteInstances] @param {number} [options.apiInstances]
 * @param {Record<string, string>} [options.apiEnv] more environment for the APIs (test limits)
 * @param {string} [options.scrapeInterval] Prometheus's (default 15 s; tests ask for 1 s)
 * @param {boolean} [options.seedContent] the sample news, written into a database that has no
 *   news before the APIs start, by the API's development command: a production API writes
 *   none itself (default: SEED_CONTENT=true in this process's environment)
 */
export async function startTopology({
  stateDir = path.resolve(ROOT, process.env.PRODUCTION_DIR ?? '.production'),
  ports = DEFAULT_PORTS,
  siteInstances = 2,
  apiInstances = 2,
  apiEnv = {},
  releasesDir = releasesRoot(),
  scrapeInterval = '15s',
  seedContent = process.env.SEED_CONTENT === 'true',
} = {}) {
  refusePublicOperations(process.env);
  const missing = Object.keys(DEFAULT_PORTS).filter((key) => ports[key] === undefined);
  if (missing.length > 0) throw new Error(`startTopology: no port for ${missing.join(', ')}`);
  for (const workspace of ['shell', 'api']) {
    if (
      !existsSync(path.join(distDir(workspace), workspace === 'api' ? 'server.js' : 'index.html'))
    ) {
      throw new Error(`${workspace} is not built: run npm run build first`);
    }
  }
  mkdirSync(stateDir, { recursive: true });
  const publicOrigin = `https://localhost:${ports.edge}`;
  const tls = selfSignedCertificate(path.join(stateDir, 'tls'));
  const registryFile = path.join(stateDir, 'remotes.json');
  productionRegistry({ publicOrigin, releasesDir, file: registryFile });
  const adminPassword =
    process.env.ADMIN_PASSWORD ??
    keptSecret(path.join(stateDir, 'admin-password'), () => randomBytes(18).toString('base64url'));

  const started = [];
  const stop = async () => {
    // In the reverse order of their start; the instances of one service together (each takes
    // its shutdown delay to go).
    for (const part of started.reverse()) {
      await (Array.isArray(part) ? Promise.all(part.map((each) => each.stop())) : part.stop());
    }
    started.length = 0;
  };
  try {
    const redis = await restartable(
      () => startRedis({ port: ports.redis, dir: path.join(stateDir, 'redis') }),
      { url: `redis://127.0.0.1:${ports.redis}` },
    ).start();
    started.push(redis);
    let mongodbUri = process.env.MONGODB_URI;
    let database;
    if (!mongodbUri) {
      database = await startSharedDatabase({
        dataDir: path.join(stateDir, 'data'),
        port: ports.database,
      });
      started.push(database);
      mongodbUri = database.uri;
    }
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
    const common = {
      NODE_ENV: 'production',
      REDIS_URL: redis.url,
      PUBLIC_ORIGIN: publicOrigin,
      REMOTE_ORIGINS: publicOrigin,
      // The edge in front, on this machine: its X-Forwarded-For is the only one believed.
      TRUSTED_PROXIES: 'loopback',
      // The servers fetch manifests and server bundles from the edge: they trust its certificate.
      NODE_EXTRA_CA_CERTS: tls.certificate,
      // Read by Prometheus on this machine only (see refusePublicOperations).
      METRICS_HOST: process.env.METRICS_HOST ?? '127.0.0.1',
    };
    const apiProcessEnv = {
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
      // Written above when asked for: a production API refuses to write it.
      SEED_CONTENT: 'false',
      ...(mail && { SMTP_URL: mail.smtpUrl }),
      ...apiEnv,
    };
    const apis = ports.apis.slice(0, apiInstances).map((port, i) => {
      const logFile = path.join(logs, `api-${port}.log`);
      return instance(port, ports.apiMetrics[i], logFile, (p, metricsPort) =>
        launcher.api({
          port: p,
          env: { ...apiProcessEnv, METRICS_PORT: String(metricsPort) },
          logFile,
        }),
      );
    });
    // One after the other: the first creates the indexes and the administrator.
    const startedApis = [];
    started.push(startedApis);
    for (const api of apis) {
      await api.start();
      startedApis.push(api);
    }
    const siteEnv = {
      ...common,
      SITE_HOST: '127.0.0.1',
      // The APIs through their balancer, as a site server in a cluster reads them through a
      // Service: an API instance that stops or restarts is skipped there.
      API_ORIGINS: `http://127.0.0.1:${ports.apiService}`,
      SHELL_DIR: distDir('shell'),
      // Ends with this launcher, even one killed outright.
      STOP_WITH_PARENT: String(process.pid),
    };
    const sites = ports.sites.slice(0, siteInstances).map((port, i) => {
      const logFile = path.join(logs, `site-${port}.log`);
      return instance(port, ports.siteMetrics[i], logFile, (p, metricsPort) =>
        launcher.site({ port: p, env: { ...siteEnv, METRICS_PORT: String(metricsPort) }, logFile }),
      );
    });
    await Promise.all(sites.map((site) => site.start()));
    started.push(sites);
    const target = (url) => new URL(url).host;
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
      admin: { username: apiProcessEnv.ADMIN_USERNAME, password: adminPassword },
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
