/** Ports of the stack the e2e run starts (see fixtures/remotes.e2e.json). */
export const SITE_PORT = 4100;
export const API_PORT = 4199;
export const FERRETDB_PORT = 27217;
/** Test-only control server of the global setup (stop/start a remote's server). */
export const CONTROL_PORT = 4198;
export const SITE_URL = `http://localhost:${SITE_PORT}`;

export const REMOTE_ORIGINS = {
  corporate: 'http://localhost:4101',
  products: 'http://localhost:4102',
  contacts: 'http://localhost:4103',
  investors: 'http://localhost:4104',
  news: 'http://localhost:4105',
  admin: 'http://localhost:4106',
} as const;

/** The administrator the e2e API creates at start-up (an empty database has none). */
export const ADMIN_USERNAME = 'e2e-admin';
export const ADMIN_PASSWORD = 'e2e-admin-password-2026';
