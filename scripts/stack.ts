// Starts the whole site: API (with its database), every remote on its own origin as named
// by the registry document, and the site server (server rendering, the shell's files, /api
// behind it) as its own process. Used by `npm start`, the e2e tests and the benchmarks.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveRemote } from '../site-server/src/static/remoteServer.ts';
import type { RemoteServerOptions } from '../site-server/src/static/remoteServer.ts';
import {
  FRONTEND_APPS,
  REMOTE_DEV_PORTS,
  ROOT,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
  distDir,
  readJson,
} from './apps.ts';
import { serverBundlePin, routesPin } from './buildPins.ts';
import { startApiCluster } from './cluster.ts';
import { releasesRoot } from './releases.ts';
import { startMailCatcher } from './mailCatcher.ts';

const DEFAULT_REGISTRY = path.join(ROOT, 'api', 'config', 'remotes.json');

/** A registry document (api/config/remotes.json): each remote's name and manifest URL. */
interface RegistryDocument {
  remotes: { name: string; entry: string }[];
}

async function waitForApi(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
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

function startApi({
  apiPort,
  remotesFile,
  env,
}: {
  apiPort: number;
  remotesFile: string;
  env: Record<string, string>;
}): ChildProcess {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(ROOT, 'api', 'dist', 'server.js')],
    {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...SERVER_ENV,
        ...process.env,
        API_PORT: String(apiPort),
        REMOTES_FILE: remotesFile,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return child;
}

function stopChild(child: ChildProcess, timeoutMs = 10000): Promise<void> {
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

/**
 * The registry document with what each local remote's build gives the site pinned (its server
 * bundle's SHA-256, its pages), as an operator pins what the site server may run. Written to a
 * folder of its own; the API reads that copy.
 */
function pinnedRegistry(remotesFile: string): string {
  const document = readJson<RegistryDocument>(remotesFile);
  const remotes = document.remotes.map((remote) => {
    const workspace = FRONTEND_APPS[remote.name];
    const local = localRemotePorts(remotesFile).some(({ name }) => name === remote.name);
    if (!local || !workspace) return remote;
    return { ...remote, ...serverBundlePin(distDir(workspace)), ...routesPin(distDir(workspace)) };
  });
  const pinned = path.join(mkdtempSync(path.join(tmpdir(), 'alu-registry-')), 'remotes.json');
  writeFileSync(pinned, `${JSON.stringify({ ...document, remotes }, null, 2)}\n`);
  return pinned;
}

/** The origins of the registry's remotes: the only ones allowed to serve remote code. */
function registryOrigins(remotesFile: string): string[] {
  const { remotes } = readJson<RegistryDocument>(remotesFile);
  return [...new Set(remotes.map(({ entry }) => new URL(entry).origin))];
}

/**
 * The site server (`node site-server/src/main.ts`). It faces the visitors itself: it trusts
 * no forwarding header (unless from `trustedProxies`) and sets the client's address for the
 * API from the socket.
 */
async function startSiteServer({
  sitePort,
  apiOrigins,
  remoteOrigins,
  remoteDevPorts,
  trustedProxies,
  logLevel,
  timeoutMs = 60_000,
}: {
  sitePort: number;
  apiOrigins: string[];
  remoteOrigins: string[];
  remoteDevPorts: readonly number[];
  trustedProxies: string[];
  logLevel: string | undefined;
  timeoutMs?: number;
}): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(ROOT, 'site-server', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: {
        ...SERVER_ENV,
        ...process.env,
        PORT: String(sitePort),
        API_ORIGINS: apiOrigins.join(','),
        PUBLIC_ORIGIN: `http://localhost:${sitePort}`,
        TRUSTED_PROXIES: trustedProxies.join(','),
        REMOTE_ORIGINS: remoteOrigins.join(','),
        REMOTE_DEV_ORIGINS: remoteDevPorts.map((port) => `http://localhost:${port}`).join(','),
        SHELL_DIR: distDir('shell'),
        STOP_WITH_PARENT: String(process.pid),
        ...(logLevel && { LOG_LEVEL: logLevel }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stdout = child.stdout;
  if (!stdout) throw new Error('the site server has no standard output');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the site server did not start')), timeoutMs);
    let output = '';
    stdout.setEncoding('utf8');
    stdout.on('data', (chunk: string) => {
      if (output.includes('site server on')) return process.stdout.write(chunk);
      output += chunk;
      if (output.includes('site server on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the site server exited during start-up (${code ?? signal})\n${output}`));
    });
  });
  return child;
}

/** Ports of remotes registered on this machine, read from the registry document. */
function localRemotePorts(remotesFile: string): { name: string; port: number }[] {
  const { remotes } = readJson<RegistryDocument>(remotesFile);
  return remotes.flatMap(({ name, entry }) => {
    const url = new URL(entry);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return local && FRONTEND_APPS[name] ? [{ name, port: Number(url.port || 80) }] : [];
  });
}

export interface StackOptions {
  sitePort?: number;
  apiPort?: number;
  /** Registry document (name → manifest URL). */
  remotesFile?: string;
  /** Extra environment of the API process. */
  apiEnv?: Record<string, string>;
  /** Remotes not to serve (fault tests). */
  skipRemotes?: string[];
  /**
   * Addresses the site server takes for proxies in front of it (the e2e tests' stand-in for a
   * load balancer).
   */
  siteTrustedProxies?: string[];
  /**
   * API processes; more than one share one database (scripts/cluster.ts) and the shell's
   * proxy takes them in turn.
   */
  apiInstances?: number;
  mailSmtpPort?: number;
  mailHttpPort?: number;
  /**
   * Ports of the remotes' dev servers a browser may choose with `/__remote-override`
   * (default: each remote's dev port and that port + 100, where it runs beside `npm start`).
   */
  remoteDevPorts?: readonly number[];
}

/** The site started by startStack. */
export interface Stack {
  url: string;
  /** The API's origin, or its instances' with more than one. */
  apiOrigin: string | string[];
  /** The local mail catcher's page (undefined when a real mail server is configured). */
  mailUrl: string | undefined;
  /** Process ids of the site server and the API (one instance), for their memory. */
  pids: { site: number | undefined; api: number | undefined };
  stop(): Promise<void>;
  /** Stops one remote's server (fault tests); `startRemote` brings it back. */
  stopRemote(name: string): Promise<void>;
  startRemote(name: string): Promise<void>;
  /**
   * Stops the API (fault tests: the site without it); `startApi` starts it again on the same
   * data. One instance only.
   */
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
}

export async function startStack({
  sitePort = Number(process.env.PORT ?? 8080),
  apiPort = Number(process.env.API_PORT ?? 3000),
  remotesFile = process.env.REMOTES_FILE ?? DEFAULT_REGISTRY,
  apiEnv = {},
  skipRemotes = [],
  siteTrustedProxies = [],
  apiInstances = 1,
  mailSmtpPort = Number(process.env.MAIL_SMTP_PORT ?? 2525),
  mailHttpPort = Number(process.env.MAIL_HTTP_PORT ?? 8025),
  remoteDevPorts = REMOTE_DEV_PORTS,
}: StackOptions = {}): Promise<Stack> {
  const remoteOrigins = registryOrigins(remotesFile);
  // Staff's mails go to the local catcher unless a mail server is named.
  const mail =
    apiEnv.SMTP_URL || process.env.SMTP_URL
      ? undefined
      : await startMailCatcher({ smtpPort: mailSmtpPort, httpPort: mailHttpPort });
  const env = {
    // Activating a remote's release checks it against the shell's shared dependencies.
    HOST_MANIFEST_URL: `http://127.0.0.1:${sitePort}/mf-manifest.json`,
    // The site server on this machine is the API's only client: its X-Forwarded-For counts.
    TRUSTED_PROXIES: 'loopback',
    REMOTE_ORIGINS: remoteOrigins.join(','),
    PUBLIC_ORIGIN: `http://localhost:${sitePort}`,
    ...(mail && { SMTP_URL: mail.smtpUrl }),
    ...apiEnv,
  };
  const registryFile = pinnedRegistry(remotesFile);
  let apiOrigin: string | string[] = `http://127.0.0.1:${apiPort}`;
  let stopApi: () => Promise<void>;
  let api: ChildProcess | undefined;
  if (apiInstances > 1) {
    const cluster = await startApiCluster({
      dataDir: apiEnv.DATA_DIR ?? path.join(ROOT, '.data'),
      instances: apiInstances,
      ferretdbPort: Number(apiEnv.FERRETDB_PORT ?? process.env.FERRETDB_PORT ?? 27117),
      apiPorts: Array.from({ length: apiInstances }, (_, i) => apiPort + i),
      env: { REMOTES_FILE: registryFile, ...env },
    });
    apiOrigin = cluster.origins;
    stopApi = cluster.stop;
  } else {
    api = startApi({ apiPort, remotesFile: registryFile, env });
    stopApi = () => (api ? stopChild(api) : Promise.resolve());
  }
  const servers = new Map<string, Server>();
  let site: ChildProcess | undefined;
  const stop = async () => {
    if (site) await stopChild(site);
    await Promise.all([...servers.values()].map((server) => closeServer(server)));
    servers.clear();
    await stopApi();
    await mail?.stop();
  };
  try {
    // The first start may build FerretDB, which takes minutes.
    if (api) await waitForApi(`http://127.0.0.1:${apiPort}`, api, 15 * 60 * 1000);
    for (const { name, port } of localRemotePorts(remotesFile)) {
      if (skipRemotes.includes(name)) continue;
      servers.set(name, await serveRemote(remoteServerOptions(name, port, sitePort)));
    }
    site = await startSiteServer({
      sitePort,
      apiOrigins: [apiOrigin].flat(),
      remoteOrigins,
      remoteDevPorts,
      trustedProxies: siteTrustedProxies,
      // The same level as the API's: a quiet API beside a site server logging every request
      // would only bury what matters.
      logLevel: apiEnv.LOG_LEVEL ?? process.env.LOG_LEVEL,
    });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://localhost:${sitePort}`,
    apiOrigin,
    mailUrl: mail?.url,
    pids: { site: site.pid, api: api?.pid },
    stop,
    async stopRemote(name) {
      const server = servers.get(name);
      if (server) await closeServer(server);
      servers.delete(name);
    },
    async startRemote(name) {
      const entry = localRemotePorts(remotesFile).find((remote) => remote.name === name);
      if (!entry) throw new Error(`${name} is not a local remote`);
      servers.set(name, await serveRemote(remoteServerOptions(name, entry.port, sitePort)));
    },
    async stopApi() {
      if (!api) throw new Error('only a single API process can be stopped and started');
      await stopChild(api);
    },
    async startApi() {
      if (!api) throw new Error('only a single API process can be stopped and started');
      if (api.exitCode === null && api.signalCode === null) return;
      api = startApi({ apiPort, remotesFile: registryFile, env });
      await waitForApi(`http://127.0.0.1:${apiPort}`, api, 60 * 1000);
    },
  };
}

/** The remotes whose PDFs became the API's documents: their old addresses redirect there. */
const DOCUMENTS_MOVED = new Set(['investors', 'corporate']);

function remoteServerOptions(name: string, port: number, sitePort: number): RemoteServerOptions {
  const workspace = FRONTEND_APPS[name];
  if (!workspace) throw new Error(`${name} is not a front-end app of this repository`);
  return {
    distDir: distDir(workspace),
    releasesDir: path.join(releasesRoot(), name),
    port,
    ...(DOCUMENTS_MOVED.has(name) && { documentsMovedTo: `http://localhost:${sitePort}` }),
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
