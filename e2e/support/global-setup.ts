import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import { TEST_PROXY_ADDRESS } from './clientAddress';
import { E2E_EMAILJS } from './emailjs';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  API_PORT,
  CONTROL_PORT,
  e2eRegistry,
  FERRETDB_PORT,
  MAIL_SMTP_PORT,
  MAIL_URL,
  REMOTE_DEV_PORTS,
  SITE_PORT,
} from './ports';

interface Stack {
  url: string;
  stop(): Promise<void>;
  stopRemote(name: string): Promise<void>;
  startRemote(name: string): Promise<void>;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
}

// The scripts shared with `npm start` (scripts/, type-checked with them), loaded at run time by
// Node as they are.
type StackModule = {
  startStack(options: Record<string, unknown>): Promise<Stack>;
};
type BuildModule = {
  ALL_WORKSPACES: string[];
  buildWorkspaces(list: string[], options: { force: boolean; ifMissing?: boolean }): void;
};

const ROOT = path.resolve(__dirname, '..', '..');

/** Builds what is missing, then starts the real site (API, FerretDB, remotes, shell). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { ALL_WORKSPACES, buildWorkspaces } = (await import(
    path.join(ROOT, 'scripts', 'build.ts')
  )) as BuildModule;
  // E2E_BUILD=mfe-news (a remote's own pipeline): rebuild only that workspace when stale; the
  // others are used as they are and built only if they never were.
  const own = process.env.E2E_BUILD?.split(',').filter(Boolean);
  if (own) {
    buildWorkspaces(own, { force: false });
    buildWorkspaces(
      ALL_WORKSPACES.filter((workspace) => !own.includes(workspace)),
      { force: false, ifMissing: true },
    );
  } else {
    buildWorkspaces(ALL_WORKSPACES, { force: false });
  }
  const { startStack } = (await import(path.join(ROOT, 'scripts', 'stack.ts'))) as StackModule;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alu-e2e-'));
  const remotesFile = path.join(dataDir, 'remotes.e2e.json');
  // Releases made by the tests (npm run release) go to a folder of this run; the remote
  // servers serve it and the tests' release commands inherit the variable.
  process.env.RELEASES_DIR = mkdtempSync(path.join(tmpdir(), 'alu-e2e-releases-'));
  writeFileSync(remotesFile, JSON.stringify(e2eRegistry(), null, 2));
  const stack = await startStack({
    sitePort: SITE_PORT,
    // Tests that need rate-limit budgets of their own come through this "proxy" (see
    // support/clientAddress.ts); the browser and attackers do not.
    siteTrustedProxies: [TEST_PROXY_ADDRESS],
    apiPort: API_PORT,
    remotesFile,
    mailSmtpPort: MAIL_SMTP_PORT,
    mailHttpPort: Number(new URL(MAIL_URL).port),
    // The e2e stack's own: the site server must not take a dev server of `npm start`'s ports.
    remoteDevPorts: Object.values(REMOTE_DEV_PORTS),
    apiEnv: {
      DATA_DIR: dataDir,
      FERRETDB_PORT: String(FERRETDB_PORT),
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      // The inquiry forms take their e-mail step; tests intercept the EmailJS API.
      EMAILJS_SERVICE_ID: E2E_EMAILJS.serviceId,
      EMAILJS_TEMPLATE_ID: E2E_EMAILJS.templateId,
      EMAILJS_PUBLIC_KEY: E2E_EMAILJS.publicKey,
      // Every test sends from the same address: the per-IP limit (tested by the API tests)
      // must not be what a later test meets.
      INQUIRY_LIMIT_PER_IP: '500',
      APPLICATION_LIMIT_PER_IP: '500',
      // Every page of every test sends its figures from the same address.
      TELEMETRY_LIMIT_PER_IP: '1000000',
      // The canary tests' visitors are browsers of this machine: one client address. The API
      // tests show that the defaults keep one client from rolling a release back.
      CANARY_MIN_CLIENTS: '1',
      CANARY_MIN_SESSIONS: '8',
      CANARY_CHECK_SECONDS: '2',
    },
  });
  const control = startControlServer(stack);
  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    removeReleases(process.env.RELEASES_DIR);
  };
}

/**
 * Test-only control channel on loopback: lets a test really stop and restart one remote's
 * server (`POST /remotes/<name>/stop|start`) or the API (`POST /api/stop|start`) while the
 * rest of the stack keeps running.
 */
function startControlServer(stack: Stack): Server {
  const server = createServer((req, res) => {
    const match = /^\/(?:remotes\/([a-z]+)|api)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const [, name, action] = match;
    const done = controlled(stack, name, action === 'stop');
    done.then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  server.listen(CONTROL_PORT, '127.0.0.1');
  return server;
}

/** Stops or starts one remote's server (named), or the API. */
function controlled(stack: Stack, remote: string | undefined, stop: boolean): Promise<void> {
  if (remote) return stop ? stack.stopRemote(remote) : stack.startRemote(remote);
  return stop ? stack.stopApi() : stack.startApi();
}

/** Releases are read-only (immutable); make them writable again to remove them. */
function removeReleases(dir: string | undefined): void {
  if (!dir) return;
  const writable = (entry: string) => {
    chmodSync(entry, 0o755);
    if (!statSync(entry).isDirectory()) return;
    for (const name of readdirSync(entry)) writable(path.join(entry, name));
  };
  writable(dir);
  rmSync(dir, { recursive: true, force: true });
}
