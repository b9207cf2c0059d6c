import type { ReleaseStatus, RemoteReleaseStatus } from '@alu/common/contracts/schemas';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { createTestAdmin, handMadeToken, signIn } from '../../../dev/test-support/adminHelpers';
import { testDatabase } from '../../../dev/test-support/helpers';
import { NEWS_ROUTES } from '../../../dev/test-support/remoteReleases';
import {
  beacon,
  failure,
  measure,
  PRODUCTS_ROUTES,
  recordRelease,
  sendBeacon,
  telemetrySite,
  testClock,
  view,
  writeRegistry,
  type TelemetrySite,
} from '../../../dev/test-support/telemetry';
import { ACTIVATIONS_COLLECTION } from '../remotes/activationsRepository';
import {
  TELEMETRY_HOURS_COLLECTION,
  TELEMETRY_MINUTES_COLLECTION,
  TelemetryRepository,
} from '../telemetry/telemetryRepository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - 2 * MINUTE);
const ROUTE = '/products/:slug';

describe('GET /api/releases/status', () => {
  let database: Database;
  let registryFile: string;
  const clock = testClock(NOW);
  let site: TelemetrySite;
  let token: string;

  const status = async () => {
    const response = await request(site.app)
      .get('/api/releases/status')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.body as ReleaseStatus;
  };
  const remote = (body: ReleaseStatus, name: string) =>
    body.remotes.find((entry) => entry.name === name) as RemoteReleaseStatus;

  /** Page loads of products `version`, each from its own client, with `events` each. */
  const pageLoads = async (
    count: number,
    events: (index: number) => Parameters<typeof beacon>[0],
  ) => {
    for (let index = 0; index < count; index += 1) {
      await sendBeacon(site.app, beacon(events(index)), `198.51.100.${index + 1}`).expect(204);
    }
  };

  beforeAll(async () => {
    database = testDatabase();
    registryFile = writeRegistry();
    await new TelemetryRepository(database.db).ensureIndexes();
    await createTestAdmin(database.db);
  });
  beforeEach(async () => {
    clock.set(NOW);
    await recordRelease(database, {
      remote: 'products',
      version: '2.0.0',
      action: 'activate',
      at: new Date(NOW.getTime() - 30 * HOUR),
      routes: PRODUCTS_ROUTES,
    });
    await recordRelease(database, {
      remote: 'products',
      version: '2.1.0',
      action: 'canary',
      percent: 30,
      at: new Date(NOW.getTime() - 10 * MINUTE),
      routes: PRODUCTS_ROUTES,
    });
    site = telemetrySite(database, registryFile, { now: clock.now });
    token = await signIn(site.app);
  });
  afterEach(async () => {
    await site.api.releases.flushTelemetry();
    await Promise.all(
      [TELEMETRY_MINUTES_COLLECTION, TELEMETRY_HOURS_COLLECTION, ACTIVATIONS_COLLECTION].map(
        (name) => database.db.collection(name).deleteMany({}),
      ),
    );
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  it('is for administrators only', async () => {
    const refused = await request(site.app).get('/api/releases/status').expect(401);
    expect(refused.body.error.code).toBe('unauthorized');
    await request(site.app)
      .get('/api/releases/status')
      .set('Authorization', `Bearer ${handMadeToken({ secret: 'wrong'.padEnd(40, 'x') })}`)
      .expect(401);
  });

  it("answers each remote's stable version, canary and share, and its history newest first", async () => {
    const body = await status();
    expect(body.generatedAt).toBe(NOW.toISOString());
    expect(body.remotes.map((entry) => entry.name)).toEqual(['news', 'products']);
    expect(remote(body, 'news')).toEqual({
      name: 'news',
      stable: { version: 'registry-file', percent: 100 },
      canary: null,
      figures: { hour: [], day: [] },
      history: [],
    });
    const products = remote(body, 'products');
    expect(products.stable).toEqual({ version: '2.0.0', percent: 70 });
    expect(products.canary).toEqual({
      version: '2.1.0',
      percent: 30,
      startedAt: new Date(NOW.getTime() - 10 * MINUTE).toISOString(),
    });
    expect(products.history).toEqual([
      {
        action: 'canary',
        version: '2.1.0',
        at: new Date(NOW.getTime() - 10 * MINUTE).toISOString(),
        by: 'amministratore',
        percent: 30,
      },
      {
        action: 'activate',
        version: '2.0.0',
        at: new Date(NOW.getTime() - 30 * HOUR).toISOString(),
        by: 'amministratore',
      },
    ]);
  });

  it('keeps the history to its 20 newest changes', async () => {
    for (let index = 0; index < 22; index += 1) {
      await recordRelease(database, {
        remote: 'news',
        version: `1.0.${index}`,
        action: 'activate',
        at: new Date(NOW.getTime() - (30 - index) * MINUTE),
        routes: NEWS_ROUTES,
      });
    }
    const { history } = remote(await status(), 'news');
    expect(history).toHaveLength(20);
    expect(history[0]?.version).toBe('1.0.21');
    expect(history[19]?.version).toBe('1.0.2');
  });

  it("gives each version's views, page loads, errors, failed loads and 75th percentiles", async () => {
    // The stable: 8 page loads, LCP spread over 8 buckets, one failed load and one render error.
    const lcp = [100, 200, 300, 400, 1000, 1200, 2400, 5000];
    await pageLoads(8, (index) => [
      view('products', '2.0.0', ROUTE),
      measure('products', '2.0.0', ROUTE, 'lcp', lcp[index] ?? 0),
      measure('products', '2.0.0', ROUTE, 'inp', 80),
      measure('products', '2.0.0', ROUTE, 'ttfb', 700),
      ...(index === 0 ? [failure('products', '2.0.0', ROUTE, 'load')] : []),
      ...(index === 1 ? [failure('products', '2.0.0', '/products', 'render')] : []),
    ]);
    // The canary: 4 page loads, CLS in 4 buckets, one uncaught error, no TTFB measured.
    const cls = [0.01, 0.05, 0.2, 0.3];
    await pageLoads(4, (index) => [
      view('products', '2.1.0', ROUTE),
      measure('products', '2.1.0', ROUTE, 'cls', cls[index] ?? 0),
      ...(index === 3 ? [failure('products', '2.1.0', ROUTE, 'uncaught')] : []),
    ]);

    const { figures } = remote(await status(), 'products');
    const stable = {
      version: '2.0.0',
      views: 8,
      sessions: 8,
      errors: 2,
      errorRate: 0.25,
      failedLoads: 1,
      // The 6th of 8 values (1200) lies in the bucket up to 1300 ms.
      lcpP75: 1300,
      inpP75: 100,
      clsP75: null,
      ttfbP75: 800,
    };
    const canary = {
      version: '2.1.0',
      views: 4,
      sessions: 4,
      errors: 1,
      errorRate: 0.25,
      failedLoads: 0,
      lcpP75: null,
      inpP75: null,
      // The 3rd of 4 values (0.2) lies in the bucket up to 0.25.
      clsP75: 0.25,
      ttfbP75: null,
    };
    expect(figures.hour).toEqual([stable, canary]);
    expect(figures.day).toEqual([stable, canary]);
  });

  it('sums the last hour from the minutes, and the last day with the folded hours', async () => {
    const at = (ago: number) => clock.set(new Date(NOW.getTime() - ago));
    const views = (count: number) =>
      pageLoads(count, () => [view('products', '2.0.0', '/products')]);
    at(30 * HOUR);
    await views(7); // older than a day
    at(5 * HOUR);
    await views(3); // folded into its hour
    at(90 * MINUTE);
    await views(2); // a minute of the day, not of the hour
    at(10 * MINUTE);
    await views(1);
    clock.set(NOW);
    await site.api.releases.flushTelemetry();
    expect(await site.api.releases.foldTelemetry()).toMatchObject({ minutes: 2 });

    const { figures } = remote(await status(), 'products');
    expect(figures.hour).toEqual([expect.objectContaining({ version: '2.0.0', views: 1 })]);
    expect(figures.day).toEqual([expect.objectContaining({ version: '2.0.0', views: 6 })]);
  });
});
