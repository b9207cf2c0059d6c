/**
 * Ports of the stack the e2e run starts. `E2E_PORT_BASE` (default 4100) moves them all, so
 * two checkouts can run their e2e suites side by side: site = base, remotes base+1…base+6,
 * control = base+98, API = base+99, FerretDB = 27217 + (base − 4100).
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

const remoteOrigin = (offset: number) => `http://localhost:${BASE + offset}`;

export const REMOTE_ORIGINS = {
  corporate: remoteOrigin(1),
  products: remoteOrigin(2),
  contacts: remoteOrigin(3),
  investors: remoteOrigin(4),
  news: remoteOrigin(5),
  admin: remoteOrigin(6),
} as const;

/** The registry document of the e2e stack: every remote on its own local origin. */
export function e2eRegistry() {
  return {
    remotes: Object.entries(REMOTE_ORIGINS).map(([name, origin]) => ({
      name,
      entry: `${origin}/mf-manifest.json`,
    })),
  };
}

/** The administrator the e2e API creates at start-up (an empty database has none). */
export const ADMIN_USERNAME = 'e2e-admin';
export const ADMIN_PASSWORD = 'e2e-admin-password-2026';
