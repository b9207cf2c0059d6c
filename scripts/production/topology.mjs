// The production topology on one machine, from a production build: nginx (TLS edge, static
// origin for the shell's and remotes' files, two upstreams), Redis (shared state), the
// database (embedded FerretDB, or MONGODB_URI), two API and two site-server processes, each
// started with `node …` and configured by its environment exactly as on separate machines.
// Used by `npm run start:production`, the topology tests and the topology benchmark.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_APPS, ROOT, SERVER_ENV, SERVER_NODE_FLAGS, distDir } from '../apps.mjs';
import { routesPin, serverBundlePin } from '../buildPins.mjs';
import { startApiProcess, startSharedDatabase } from '../cluster.mjs';
import { publishBuild, releasesRoot } from '../releases.mjs';
import {
  processHandle,
  selfSignedCertificate,
  startNginx,
  startRedis,
  waitForPort,
} from './engines.mjs';

export const DEFAULT_PORTS = Object.freeze({
  edge: 8443,
  sites: [8101, 8102],
  apis: [3101, 3102],
  redis: 6390,
  database: 27218,
});

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
async function startSiteProcess({ port, env }) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(ROOT, 'site-server', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: { ...SERVER_ENV, ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const handle = processHandle(child);
  await Promise.race([
    waitForPort(port, '127.0.0.1', 30_000),
    handle.ended.then(() => Promise.reject(new Error(`site server :${port} exited at start`))),
  ]);
  return handle;
}

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

/** One instance of a Node service on `port`. */
const instance = (port, startProcess) =>
  restartable(() => startProcess(port), { port, origin: `http://127.0.0.1:${port}` });

/**
 * @param {object} [options]
 * @param {string} [options.stateDir] certificates, secrets, database, engines' files
 * @param {string} [options.releasesDir] the remotes' release folders (default: `npm run
 *   release`'s, so a version released there can be activated on this topology)
 * @param {typeof DEFAULT_PORTS} [options.ports]
 * @param {number} [options.siteInstances] @param {number} [options.apiInstances]
 * @param {Record<string, string>} [options.apiEnv] more environment for the APIs (test limits)
 */
export async function startTopology({
  stateDir = path.resolve(ROOT, process.env.PRODUCTION_DIR ?? '.production'),
  ports = DEFAULT_PORTS,
  siteInstances = 2,
  apiInstances = 2,
  apiEnv = {},
  releasesDir = releasesRoot(),
} = {}) {
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
    for (const part of started.reverse()) await part.stop();
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
    // First of the Node services' neighbours: they read manifests and bundles through it.
    const nginx = await startNginx({
      runDir: path.join(stateDir, 'nginx'),
      host: '127.0.0.1',
      port: ports.edge,
      tls,
      sitePorts: ports.sites.slice(0, siteInstances),
      apiPorts: ports.apis.slice(0, apiInstances),
      releasesDir,
      shellDir: distDir('shell'),
    });
    started.push(nginx);
    const common = {
      NODE_ENV: 'production',
      REDIS_URL: redis.url,
      PUBLIC_ORIGIN: publicOrigin,
      REMOTE_ORIGINS: publicOrigin,
      // The edge in front, on this machine: its X-Forwarded-For is the only one believed.
      TRUSTED_PROXIES: 'loopback',
      // The servers fetch manifests and server bundles from the edge: they trust its certificate.
      NODE_EXTRA_CA_CERTS: tls.certificate,
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
      ...apiEnv,
    };
    const apis = ports.apis
      .slice(0, apiInstances)
      .map((port) => instance(port, (p) => startApiProcess({ port: p, env: apiProcessEnv })));
    // One after the other: the first creates the indexes and the administrator.
    for (const api of apis) {
      await api.start();
      started.push(api);
    }
    const siteEnv = {
      ...common,
      SITE_HOST: '127.0.0.1',
      API_ORIGINS: apis.map((api) => api.origin).join(','),
      SHELL_DIR: distDir('shell'),
      // Ends with this launcher, even one killed outright.
      STOP_WITH_PARENT: String(process.pid),
    };
    const sites = ports.sites
      .slice(0, siteInstances)
      .map((port) => instance(port, (p) => startSiteProcess({ port: p, env: siteEnv })));
    await Promise.all(sites.map((site) => site.start()));
    started.push(...sites);
    return {
      url: publicOrigin,
      certificate: tls.certificate,
      admin: { username: apiProcessEnv.ADMIN_USERNAME, password: adminPassword },
      redis,
      database,
      apis,
      sites,
      nginx,
      releasesDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
