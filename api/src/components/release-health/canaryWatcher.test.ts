import type { AuditPage } from '@alu/common/contracts';
import type { ReleaseStatus } from '@alu/common/contracts/schemas';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { testDatabase } from '../../../dev/test-support/helpers';
import {
  beacon,
  failure,
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
import { AUDIT_COLLECTION } from '../audit/auditRepository';
import {
  TELEMETRY_HOURS_COLLECTION,
  TELEMETRY_MINUTES_COLLECTION,
  TelemetryRepository,
} from '../telemetry/telemetryRepository';

const MINUTE = 60_000;
/** Before the real clock: the registry records an abort at the real time, after the canary. */
const NOW = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - MINUTE);
const ROUTE = '/products/:slug';

describe('the automatic rollback of a canary', () => {
  let database: Database;
  let registryFile: string;
  const clock = testClock(NOW);
  let site: TelemetrySite;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  /** Page loads of a products version, from `clients` addresses in turn, `errors` of them failing. */
  const pageLoads = async (
    version: string,
    { count, clients, errors }: { count: number; clients: number; errors: number },
  ) => {
    for (let index = 0; index < count; index += 1) {
      const events = [
        view('products', version, ROUTE),
        ...(index < errors ? [failure('products', version, ROUTE, 'load')] : []),
      ];
      await sendBeacon(site.app, beacon(events), `198.51.100.${(index % clients) + 1}`).expect(204);
    }
  };

  const canaryOfProducts = async () => {
    const response = await request(site.app).get('/api/remotes').expect(200);
    const remotes = response.body.remotes as { name: string; canary?: { version: string } }[];
    return remotes.find((entry) => entry.name === 'products')?.canary;
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
      at: new Date(NOW.getTime() - 24 * 60 * MINUTE),
      routes: PRODUCTS_ROUTES,
    });
    site = telemetrySite(database, registryFile, { now: clock.now });
    token = await signIn(site.app);
  });
  afterEach(async () => {
    await site.api.releases.flushTelemetry();
    await Promise.all(
      [
        TELEMETRY_MINUTES_COLLECTION,
        TELEMETRY_HOURS_COLLECTION,
        ACTIVATIONS_COLLECTION,
        AUDIT_COLLECTION,
      ].map((name) => database.db.collection(name).deleteMany({})),
    );
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  const startCanary = (minutesAgo: number) =>
    recordRelease(database, {
      remote: 'products',
      version: '2.1.0',
      action: 'canary',
      percent: 20,
      at: new Date(NOW.getTime() - minutesAgo * MINUTE),
      routes: PRODUCTS_ROUTES,
    });

  it('aborts a canary whose visitors meet more errors, with enough page loads and clients', async () => {
    await startCanary(8);
    clock.set(new Date(NOW.getTime() - 5 * MINUTE));
    await pageLoads('2.0.0', { count: 40, clients: 10, errors: 1 });
    clock.set(NOW);
    await pageLoads('2.1.0', { count: 35, clients: 8, errors: 10 });
    expect(await canaryOfProducts()).toMatchObject({ version: '2.1.0' });

    const [verdict] = await site.api.releases.checkCanaries();
    expect(verdict).toMatchObject({
      remote: 'products',
      decision: 'abort',
      aborted: true,
      canary: { version: '2.1.0', views: 35, sessions: 35, clients: 8, errors: 10 },
      stable: { version: '2.0.0', views: 40, errors: 1 },
    });

    // Every visitor is back on the stable version, and the site servers are told.
    expect(await canaryOfProducts()).toBeUndefined();
    expect(site.notices).toContainEqual(['remotes']);
    const body = (await request(site.app).get('/api/releases/status').set(auth()).expect(200))
      .body as ReleaseStatus;
    const products = body.remotes.find((entry) => entry.name === 'products');
    expect(products?.canary).toBeNull();
    expect(products?.stable).toEqual({ version: '2.0.0', percent: 100 });
    expect(products?.history[0]).toMatchObject({
      action: 'abort',
      version: '2.1.0',
      by: 'automatic-rollback',
      // The same figures as data, for a reader in another language (the admin's tab).
      evidence: {
        canary: { errors: 10, views: 35, sessions: 35, clients: 8 },
        stable: { version: '2.0.0', errors: 1, views: 40 },
      },
    });
    expect(products?.history[0]?.evidence?.canary.errorRate).toBeCloseTo(10 / 35);
    const reason = products?.history[0]?.reason ?? '';
    expect(reason).toContain('28.6%');
    expect(reason).toContain('2.5%');
    expect(reason).toContain('35 views');
    expect(reason).toContain('8 clients');
    const audit = (
      await request(site.app).get('/api/audit?action=release.auto_abort').set(auth()).expect(200)
    ).body as AuditPage;
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: 'release.auto_abort',
        actor: 'automatic-rollback',
        target: 'products',
        detail: `2.1.0: ${reason}`,
      }),
    ]);

    // Nothing more to do.
    expect(await site.api.releases.checkCanaries()).toEqual([]);
  });

  it("does not abort on one client's flood under the default settings", async () => {
    await startCanary(12);
    // Ten minutes of error beacons, each a new page load, from one address, and as many from
    // addresses of one IPv6 /56 network.
    for (let minute = 9; minute >= 0; minute -= 1) {
      clock.set(new Date(NOW.getTime() - minute * MINUTE));
      for (let index = 0; index < 12; index += 1) {
        const events = Array.from({ length: 20 }, () =>
          failure('products', '2.1.0', ROUTE, 'load'),
        );
        await sendBeacon(
          site.app,
          beacon([view('products', '2.1.0', ROUTE), ...events]),
          '203.0.113.66',
        ).expect(204);
        await sendBeacon(site.app, beacon(events), `2001:db8:7:9${minute}::${index}`).expect(204);
      }
    }

    await pageLoads('2.0.0', { count: 40, clients: 10, errors: 0 });

    const [verdict] = await site.api.releases.checkCanaries();
    expect(verdict).toMatchObject({ decision: 'too_few', aborted: false });
    expect(verdict?.canary.sessions).toBeGreaterThanOrEqual(30);
    expect(verdict?.canary.clients).toBe(2);
    expect(await canaryOfProducts()).toMatchObject({ version: '2.1.0' });
  });

  it('does not abort a healthy canary', async () => {
    await startCanary(8);
    await pageLoads('2.0.0', { count: 50, clients: 10, errors: 1 });
    await pageLoads('2.1.0', { count: 40, clients: 10, errors: 2 });

    const [verdict] = await site.api.releases.checkCanaries();
    expect(verdict).toMatchObject({ decision: 'keep', aborted: false });
    expect(verdict?.canary.errorRate).toBeCloseTo(0.05);
    expect(await canaryOfProducts()).toMatchObject({ version: '2.1.0' });
  });

  it('judges a canary on what its visitors met since it started, not before', async () => {
    // The same version was tried and aborted a few minutes ago, with many errors.
    await startCanary(9);
    clock.set(new Date(NOW.getTime() - 8 * MINUTE));
    await pageLoads('2.1.0', { count: 40, clients: 10, errors: 30 });
    await recordRelease(database, {
      remote: 'products',
      version: '2.1.0',
      action: 'abort',
      at: new Date(NOW.getTime() - 7.5 * MINUTE),
      routes: PRODUCTS_ROUTES,
    });
    await startCanary(6.5);
    // As another instance's change would be announced.
    site.api.changes.publish('remotes');
    clock.set(NOW);
    await pageLoads('2.0.0', { count: 40, clients: 10, errors: 1 });
    await pageLoads('2.1.0', { count: 40, clients: 10, errors: 1 });

    const [verdict] = await site.api.releases.checkCanaries();
    expect(verdict).toMatchObject({ decision: 'keep', canary: { views: 40, errors: 1 } });
  });
});
