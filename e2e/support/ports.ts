import { readFileSync } from 'node:fs';
import path from 'node:path';
import { federatedApps } from '../../tooling/workspaces/federatedApps.ts';

/**
 * Ports of the stack the e2e run starts. `E2E_PORT_BASE` (default 4100) moves them all, so
 * two checkouts can run their e2e suites side by side: site = base, each remote base + (its
 * dev port − 3000) as its descriptor gives it, a team's dev server of it 60 above that,
 * control = base+98, API = base+99, mail = base+96/97, FerretDB = 27217 + (base − 4100).
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
if (!Number.isInteger(BASE) || BASE < 1024 || BASE > 65000) {
  throw new Error(`E2E_PORT_BASE must be a port number, got ${process.env.E2E_PORT_BASE}`);
}

export const SITE_PORT = BASE;
export const API_PORT = BASE + 99;
export const FERRETDB_PORT = 27217 + (BASE - 4100);
/** Test-only control server of the global setup (stop/start a remote's server). */
export const CONTROL_PORT = BASE + 98;
export const SITE_URL = `http://localhost:${SITE_PORT}`;
/** The local mail catcher the stack starts: its SMTP side and its page (base+97, base+96). */
export const MAIL_SMTP_PORT = BASE + 97;
export const MAIL_URL = `http://127.0.0.1:${BASE + 96}`;

const remoteApps = federatedApps(path.resolve(__dirname, '..', '..')).filter((app) => !app.isHost);

const remoteOrigin = (offset: number) => `http://localhost:${BASE + offset}`;

/** Every remote of the repository (found by its descriptor) on its own local origin. */
export const REMOTE_ORIGINS: Readonly<Record<string, string>> = Object.fromEntries(
  remoteApps.map((app) => [app.name, remoteOrigin(app.devPort - 3000)]),
);

/**
 * Where a team's dev server of each remote runs beside the e2e stack: the only ports the e2e
 * site server lets a browser choose with `/__remote-override`.
 */
export const REMOTE_DEV_PORTS: Readonly<Record<string, number>> = Object.fromEntries(
  remoteApps.map((app) => [app.name, BASE + 60 + app.devPort - 3000]),
);

/** The origin of one remote of the e2e stack. */
export function originOf(remote: string): string {
  const origin = REMOTE_ORIGINS[remote];
  if (!origin) throw new Error(`No remote "${remote}" in the repository`);
  return origin;
}

/**
 * The registry document of the e2e stack: the committed registry's remotes, in its order (the
 * first to declare a path keeps it), each on its local e2e origin.
 */
export function e2eRegistry() {
  const committed = JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', 'api', 'config', 'remotes.json'), 'utf8'),
  ) as { remotes: { name: string }[] };
  return {
    remotes: committed.remotes.map(({ name }) => ({
      name,
      entry: `${originOf(name)}/mf-manifest.json`,
    })),
  };
}

/** The administrator the e2e API creates at start-up (an empty database has none). */
export const ADMIN_USERNAME = 'e2e-admin';
export const ADMIN_PASSWORD = 'e2e-admin-password-2026';
