// Starts the whole site: API (with its database), every remote on its own origin as named
// by the registry document, and the shell with /api behind it. Used by `npm start`, the
// e2e tests and the benchmarks.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serveRemote, serveShell } from '@alu/tooling/static-server';
import { FRONTEND_APPS, ROOT, distDir, readJson } from './apps.mjs';
import { startApiCluster } from './cluster.mjs';
import { releasesRoot } from './releases.mjs';

const DEFAULT_REGISTRY = path.join(ROOT, 'api', 'config', 'remotes.json');

async function waitForApi(origin, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API did not become healthy within ${timeoutMs / 1000} s`);
}

function startApi({ apiPort, remotesFile, env }) {
  const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, API_PORT: String(apiPort), REMOTES_FILE: remotesFile, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

function stopChild(child, timeoutMs = 10000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Ports of remotes registered on this machine, read from the registry document. */
function localRemotePorts(remotesFile) {
  const { remotes } = readJson(remotesFile);
  return remotes.flatMap(({ name, entry }) => {
    const url = new URL(entry);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return local && FRONTEND_APPS[name] ? [{ name, port: Number(url.port || 80) }] : [];
  });
}

/**
 * @param {object} [options]
 * @param {number} [options.sitePort]
 * @param {number} [options.apiPort]
 * @param {string} [options.remotesFile] registry document (name → manifest URL)
 * @param {Record<string, string>} [options.apiEnv] extra environment of the API process
 * @param {string[]} [options.skipRemotes] remotes not to serve (fault tests)
 * @param {number} [options.apiInstances] API processes; more than one share one database
 *   (scripts/cluster.mjs) and the shell's proxy takes them in turn
 */
export async function startStack({
  sitePort = Number(process.env.PORT ?? 8080),
  apiPort = Number(process.env.API_PORT ?? 3000),
  remotesFile = process.env.REMOTES_FILE ?? DEFAULT_REGISTRY,
  apiEnv = {},
  skipRemotes = [],
  apiInstances = 1,
} = {}) {
  // Activating a remote's release checks it against the shell's shared dependencies.
  const env = { HOST_MANIFEST_URL: `http://127.0.0.1:${sitePort}/mf-manifest.json`, ...apiEnv };
  let apiOrigin = `http://127.0.0.1:${apiPort}`;
  let stopApi;
  let api;
  if (apiInstances > 1) {
    const cluster = await startApiCluster({
      dataDir: apiEnv.DATA_DIR ?? path.join(ROOT, '.data'),
      instances: apiInstances,
      ferretdbPort: Number(apiEnv.FERRETDB_PORT ?? process.env.FERRETDB_PORT ?? 27117),
      apiPorts: Array.from({ length: apiInstances }, (_, i) => apiPort + i),
      env: { REMOTES_FILE: remotesFile, ...env },
    });
    apiOrigin = cluster.origins;
    stopApi = cluster.stop;
  } else {
    api = startApi({ apiPort, remotesFile, env });
    stopApi = () => stopChild(api);
  }
  const servers = new Map();
  const stop = async () => {
    await Promise.all([...servers.values()].map((server) => closeServer(server)));
    servers.clear();
    await stopApi();
  };
  try {
    // The first start may build FerretDB, which takes minutes.
    if (api) await waitForApi(apiOrigin, api, 15 * 60 * 1000);
    for (const { name, port } of localRemotePorts(remotesFile)) {
      if (skipRemotes.includes(name)) continue;
      servers.set(name, await serveRemote(remoteServerOptions(name, port)));
    }
    servers.set(
      'shell',
      await serveShell({ distDir: distDir('shell'), port: sitePort, apiOrigin }),
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://localhost:${sitePort}`,
    apiOrigin,
    stop,
    /** Stops one remote's server (fault tests); `startRemote` brings it back. */
    async stopRemote(name) {
      const server = servers.get(name);
      if (server) await closeServer(server);
      servers.delete(name);
    },
    async startRemote(name) {
      const entry = localRemotePorts(remotesFile).find((remote) => remote.name === name);
      if (!entry) throw new Error(`${name} is not a local remote`);
      servers.set(name, await serveRemote(remoteServerOptions(name, entry.port)));
    },
  };
}

function remoteServerOptions(name, port) {
  return {
    distDir: distDir(FRONTEND_APPS[name]),
    releasesDir: path.join(releasesRoot(), name),
    port,
  };
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
