// The release-health tests' site: a registry of two remotes whose pages are pinned (nothing is
// fetched), an API composed on a clock the test moves, beacons as browsers send them, and
// canaries recorded as the registry records them.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRouteManifest } from '@alu/common/contracts';
import type { TelemetryBeacon, TelemetryEvent } from '@alu/common/contracts/schemas';
import request from 'supertest';
import { composeApi, type ApiSettings, type ComposedApi } from '#api/app/composeApi';
import { createApp } from '#api/app/createApp';
import { ActivationsRepository } from '#api/components/remotes/activationsRepository';
import { RemotesRegistry } from '#api/components/remotes/registry';
import type { Database } from '#api/platform/database/database';
import { localChangeFeed, type ChangeNotice } from '#api/platform/shared-state/changeFeed';
import { TEST_JWT_SECRET } from './adminHelpers';
import { silentLogger, tempDir } from './helpers';
import { NEWS_ROUTES } from './remoteReleases';

/** Never fetched: every entry's pages are pinned. */
const ORIGIN = 'http://127.0.0.1:4620';

export const PRODUCTS_ROUTES: RemoteRouteManifest = {
  routes: [
    { path: '/products', name: 'Products', page: 'list' },
    { path: '/products/:slug', name: 'Product', page: 'product' },
  ],
};

/** A registry file of two remotes, `news` and `products` (each version `registry-file`). */
export function writeRegistry(): string {
  const file = path.join(tempDir('alu-telemetry-'), 'remotes.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      remotes: [
        { name: 'news', entry: `${ORIGIN}/news/mf-manifest.json`, routes: NEWS_ROUTES },
        {
          name: 'products',
          entry: `${ORIGIN}/products/mf-manifest.json`,
          routes: PRODUCTS_ROUTES,
        },
      ],
    }),
  );
  return file;
}

/** A clock the test sets and moves. */
export function testClock(start: Date) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (date: Date) => {
      at = date.getTime();
    },
    advance: (ms: number) => {
      at += ms;
    },
  };
}

export interface TelemetrySite {
  readonly api: ComposedApi;
  readonly app: ReturnType<typeof createApp>;
  /** Every change the API announced. */
  readonly notices: ChangeNotice[];
}

export function telemetrySite(
  database: Database,
  registryFile: string,
  settings: Partial<ApiSettings> = {},
): TelemetrySite {
  const changes = localChangeFeed();
  const notices: ChangeNotice[] = [];
  changes.subscribe((notice) => notices.push(notice));
  const api = composeApi({
    database,
    remotes: new RemotesRegistry(registryFile, silentLogger),
    logger: silentLogger,
    admin: { jwtSecret: TEST_JWT_SECRET },
    changes,
    // High, so that only the rate-limit test meets it.
    telemetry: { rateLimit: { windowMs: 60_000, maxPerIp: 100_000 } },
    ...settings,
  });
  return { api, app: createApp(api), notices };
}

let sessions = 0;
/** A new page load's id. */
export const newSession = () => `session-${process.pid}-${(sessions += 1)}`;

export const view = (remote: string, version: string, route: string): TelemetryEvent => ({
  remote,
  version,
  route,
  kind: 'view',
});

export const measure = (
  remote: string,
  version: string,
  route: string,
  kind: 'lcp' | 'inp' | 'cls' | 'ttfb',
  value: number,
): TelemetryEvent => ({ remote, version, route, kind, value });

export const failure = (
  remote: string,
  version: string,
  route: string,
  error: 'load' | 'render' | 'stalled' | 'uncaught',
): TelemetryEvent => ({ remote, version, route, kind: 'error', error });

export function beacon(events: TelemetryEvent[], session = newSession()): TelemetryBeacon {
  return { v: 1, session, events };
}

/** Sends a beacon as a browser behind the site server at `client` would. */
export function sendBeacon(
  app: TelemetrySite['app'],
  body: unknown,
  client = '198.51.100.1',
): request.Test {
  return request(app)
    .post('/api/telemetry')
    .set('X-Forwarded-For', client)
    .send(body as object);
}

/** Records a change of a remote as the registry does (an activation, a canary started or ended). */
export async function recordRelease(
  database: Database,
  change: {
    remote: string;
    version: string;
    action: 'activate' | 'canary' | 'abort';
    at: Date;
    routes: RemoteRouteManifest;
    percent?: number;
  },
): Promise<void> {
  const { remote, version, action, at, routes, percent } = change;
  await new ActivationsRepository(database.db).insert({
    remote,
    version,
    entry: `${ORIGIN}/${remote}/${version}/mf-manifest.json`,
    action,
    ...(percent === undefined ? {} : { percent }),
    activatedAt: at,
    activatedBy: 'amministratore',
    routes,
  });
}
