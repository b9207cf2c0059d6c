import { metricSample } from '@alu/server-kit';
import type { Collection } from 'mongodb';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { testDatabase } from '../../../dev/test-support/helpers';
import { NEWS_ROUTES } from '../../../dev/test-support/remoteReleases';
import {
  beacon,
  failure,
  measure,
  newSession,
  recordRelease,
  sendBeacon,
  telemetrySite,
  testClock,
  view,
  writeRegistry,
  type TelemetrySite,
} from '../../../dev/test-support/telemetry';
import { ACTIVATIONS_COLLECTION } from '../remotes/activationsRepository';
import type { HourAggregate, MinuteAggregate } from './aggregates';
import { SHELL_VERSIONS_PER_HOUR } from './liveVersions';
import {
  TELEMETRY_HOURS_COLLECTION,
  TELEMETRY_MINUTES_COLLECTION,
  TelemetryRepository,
} from './telemetryRepository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The top of an hour: the minutes of the tests fall in one hour. */
const START = new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * DAY + 5 * MINUTE);

describe('POST /api/telemetry', () => {
  let database: Database;
  let registryFile: string;
  let minutes: Collection<MinuteAggregate>;
  let hours: Collection<HourAggregate>;
  const clock = testClock(START);
  let site: TelemetrySite;

  const stored = async () => {
    await site.api.releases.flushTelemetry();
    return minutes.find({}, { projection: { _id: 0 } }).toArray();
  };

  beforeAll(async () => {
    database = testDatabase();
    registryFile = writeRegistry();
    minutes = database.db.collection(TELEMETRY_MINUTES_COLLECTION);
    hours = database.db.collection(TELEMETRY_HOURS_COLLECTION);
    await new TelemetryRepository(database.db).ensureIndexes();
  });
  beforeEach(() => {
    clock.set(START);
    site = telemetrySite(database, registryFile, { now: clock.now });
  });
  afterEach(async () => {
    await site.api.releases.flushTelemetry();
    await Promise.all([
      minutes.deleteMany({}),
      hours.deleteMany({}),
      database.db.collection(ACTIVATIONS_COLLECTION).deleteMany({}),
    ]);
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  it('counts page views, page loads, clients, errors by kind and measures by bucket', async () => {
    const route = '/news/:url';
    const one = newSession();
    await sendBeacon(
      site.app,
      beacon(
        [
          view('news', 'registry-file', route),
          measure('news', 'registry-file', route, 'lcp', 2400),
          measure('news', 'registry-file', route, 'cls', 0.08),
          failure('news', 'registry-file', route, 'render'),
        ],
        one,
      ),
      '198.51.100.1',
    ).expect(204);
    // The same page load again (a second beacon), and another from another address.
    await sendBeacon(
      site.app,
      beacon([failure('news', 'registry-file', route, 'render')], one),
      '198.51.100.1',
    ).expect(204);
    await sendBeacon(
      site.app,
      beacon([
        view('news', 'registry-file', route),
        failure('news', 'registry-file', route, 'load'),
      ]),
      '198.51.100.2',
    ).expect(204);

    const docs = await stored();
    expect(docs).toHaveLength(1);
    const [doc] = docs;
    expect(doc).toMatchObject({
      remote: 'news',
      version: 'registry-file',
      route,
      minute: new Date(Math.floor(START.getTime() / MINUTE) * MINUTE),
      views: 2,
      sessions: 2,
      clients: 2,
      errors: { render: 2, load: 1 },
      lcp: { le2500: 1 },
      cls: { le0_1: 1 },
    });
    // Neither a page load's id nor an address is kept, only a short tag per client.
    const text = JSON.stringify(docs);
    expect(text).not.toContain(one);
    expect(text).not.toContain('198.51.100');
    expect(doc?.clientTags).toHaveLength(2);
  });

  it('counts every beacon of a burst arriving at once', async () => {
    await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        sendBeacon(
          site.app,
          beacon([view('news', 'registry-file', '/news')]),
          `198.51.100.${index + 1}`,
        ).expect(204),
      ),
    );
    expect(await stored()).toEqual([
      expect.objectContaining({ views: 60, sessions: 60, clients: 60 }),
    ]);
  });

  it('takes the body as text/plain too (sendBeacon), sets no cookie and reads none', async () => {
    const response = await request(site.app)
      .post('/api/telemetry')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .set('Cookie', 'alu-release=abc')
      .send(JSON.stringify(beacon([view('news', 'registry-file', '/news')])))
      .expect(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.text).toBe('');
    expect(await stored()).toEqual([expect.objectContaining({ route: '/news', views: 1 })]);
  });

  it('counts a beacon of an earlier shell that still names its browser, and keeps nothing of it', async () => {
    const earlier = { ...beacon([view('news', 'registry-file', '/news')]), browser: 'firefox' };
    await sendBeacon(site.app, earlier).expect(204);
    const counted = await stored();
    expect(counted).toEqual([expect.objectContaining({ route: '/news', views: 1 })]);
    expect(JSON.stringify(counted)).not.toMatch(/firefox|browser/);
  });

  const good = view('news', 'registry-file', '/news');
  it.each([
    ['v', { ...beacon([good]), v: 2 }],
    ['session', { ...beacon([good]), session: 'short' }],
    ['session', { ...beacon([good]), session: 'has spaces in it' }],
    ['events', { ...beacon([good]), events: [] }],
    ['events', { ...beacon([good]), events: Array.from({ length: 41 }, () => good) }],
    ['events.0.remote', beacon([{ ...good, remote: 'News!' }])],
    ['events.0.version', beacon([{ ...good, version: '1.0 beta' }])],
    ['events.0.route', beacon([{ ...good, route: 'https://example.com/news' }])],
    ['events.0.route', beacon([{ ...good, route: '/news?page=2' }])],
    ['events.0.route', beacon([{ ...good, route: `/${'a'.repeat(200)}` }])],
    ['events.0.kind', beacon([{ ...good, kind: 'click' } as never])],
    ['events.1.value', beacon([good, measure('news', 'registry-file', '/news', 'lcp', -1)])],
    ['events.0.value', beacon([{ ...good, kind: 'lcp', value: 'fast' } as never])],
    ['events.0', beacon([{ ...good, kind: 'lcp' }])],
    ['events.0', beacon([{ ...good, value: 10 }])],
    ['events.0.error', beacon([{ ...good, kind: 'error', error: 'boom' } as never])],
  ])(
    'refuses a beacon with a bad %s with 400 naming it, and counts nothing',
    async (field, body) => {
      const response = await sendBeacon(site.app, body).expect(400);
      expect(response.body.error).toMatchObject({ code: 'validation_failed', field });
      expect(await stored()).toEqual([]);
    },
  );

  it('refuses a body that is not JSON, or not an object', async () => {
    const notJson = await request(site.app)
      .post('/api/telemetry')
      .set('Content-Type', 'text/plain')
      .send('views=1')
      .expect(400);
    expect(notJson.body.error.code).toBe('invalid_json');
    await request(site.app)
      .post('/api/telemetry')
      .set('Content-Type', 'application/json')
      .send('[1]')
      .expect(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body over 16 kB with 413, as JSON or as text', async () => {
    // Valid JSON, padded: the size alone is refused.
    const padded = JSON.stringify(beacon([good])).replace('{', `{${' '.repeat(16 * 1024)}`);
    for (const type of ['application/json', 'text/plain']) {
      const response = await request(site.app)
        .post('/api/telemetry')
        .set('Content-Type', type)
        .send(padded)
        .expect(413);
      expect(response.body.error.code).toBe('payload_too_large');
    }
    expect(await stored()).toEqual([]);
  });

  it('limits beacons per client address with 429 and Retry-After', async () => {
    const limited = telemetrySite(database, registryFile, {
      now: clock.now,
      telemetry: { rateLimit: { windowMs: 60_000, maxPerIp: 3 } },
    });
    for (let sent = 0; sent < 3; sent += 1) {
      await sendBeacon(limited.app, beacon([good]), '203.0.113.9').expect(204);
    }
    const refused = await sendBeacon(limited.app, beacon([good]), '203.0.113.9').expect(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused ones count too: a malformed flood is refused unread.
    await sendBeacon(limited.app, { v: 9 }, '203.0.113.9').expect(429);
    await sendBeacon(limited.app, beacon([good]), '203.0.113.10').expect(204);
    await limited.api.releases.flushTelemetry();
    expect(await stored()).toEqual([expect.objectContaining({ views: 4 })]);
  });

  it('bounds the stored aggregates under a forged flood of versions, routes and page loads', async () => {
    await recordRelease(database, {
      remote: 'news',
      version: '1.5.0',
      action: 'canary',
      percent: 10,
      at: START,
      routes: NEWS_ROUTES,
    });
    // Live now: news registry-file and its canary 1.5.0, products registry-file, the shell.
    const live = telemetrySite(database, registryFile, { now: clock.now });
    await sendBeacon(live.app, beacon([view('news', 'registry-file', '/news')])).expect(204);
    await live.api.releases.flushTelemetry();
    const before = await minutes.countDocuments();

    const remotes = ['news', 'products', 'shell', 'admin', 'forged'];
    for (let index = 0; index < 100; index += 1) {
      const events = Array.from({ length: 40 }, (_, n) => {
        const remote = remotes[n % remotes.length] ?? 'news';
        const version = n % 3 === 0 ? 'registry-file' : `9.${index}.${n}`;
        return n % 2 === 0
          ? view(remote, version, `/forged/${index}/${n}`)
          : failure(remote, version, n % 4 === 1 ? '/news' : `/x${index}${n}`, 'uncaught');
      });
      await sendBeacon(live.app, beacon(events), `192.0.2.${index % 250}`).expect(204);
    }
    await live.api.releases.flushTelemetry();

    const docs = await minutes.find({}).toArray();
    // 4000 events of thousands of versions and routes: at most each live version under its
    // own routes, the shell's three and `other`, in this minute.
    const shellRoutes = 3;
    const bound =
      2 * (2 + shellRoutes + 1) + // news: the stable and the canary, two routes each
      (2 + shellRoutes + 1) + // products
      SHELL_VERSIONS_PER_HOUR * (2 + 2 + shellRoutes + 1); // the shell: every route
    expect(docs.length - before).toBeLessThanOrEqual(bound);
    for (const doc of docs) {
      expect(['news', 'products', 'shell']).toContain(doc.remote);
      if (doc.remote !== 'shell') expect(['registry-file', '1.5.0']).toContain(doc.version);
      expect(doc.route.startsWith('/forged')).toBe(false);
      expect(doc.route.startsWith('/x')).toBe(false);
    }
    expect(
      new Set(docs.filter((doc) => doc.remote === 'shell').map((doc) => doc.version)).size,
    ).toBeLessThanOrEqual(SHELL_VERSIONS_PER_HOUR);
    // What was dropped is told to the operators, never to the sender.
    const metrics = await live.api.metrics.registry.metrics();
    expect(
      metricSample(metrics, 'telemetry_dropped_total', { reason: 'not_live' }),
    ).toBeGreaterThan(1000);
    expect(
      metricSample(metrics, 'telemetry_dropped_total', { reason: 'unknown_route' }),
    ).toBeGreaterThan(0);
  });

  it('answers 204 to a beacon of which nothing counts, and stores nothing for it', async () => {
    await sendBeacon(site.app, beacon([view('news', '0.0.1-forged', '/news')])).expect(204);
    await sendBeacon(site.app, beacon([view('nosuchremote', '1.0.0', '/news')])).expect(204);
    expect(await stored()).toEqual([]);
  });

  it('counts at most a few shell versions an hour, and those again the next hour', async () => {
    for (let index = 0; index < 10; index += 1) {
      await sendBeacon(site.app, beacon([view('shell', `build-${index}`, '/search')])).expect(204);
    }
    const versions = (await stored()).map((doc) => doc.version).sort();
    expect(versions).toEqual(
      Array.from({ length: SHELL_VERSIONS_PER_HOUR }, (_, index) => `build-${index}`),
    );
    // Another instance, the same hour: the database tells it which were counted.
    const other = telemetrySite(database, registryFile, { now: clock.now });
    await sendBeacon(other.app, beacon([view('shell', 'build-9', '/search')])).expect(204);
    await sendBeacon(other.app, beacon([view('shell', 'build-1', '/search')])).expect(204);
    await other.api.releases.flushTelemetry();
    expect(await minutes.countDocuments({ remote: 'shell' })).toBe(SHELL_VERSIONS_PER_HOUR);
    clock.advance(HOUR);
    await sendBeacon(site.app, beacon([view('shell', 'build-9', '/search')])).expect(204);
    expect(await minutes.countDocuments({ remote: 'shell', version: 'build-9' })).toBe(0);
    await site.api.releases.flushTelemetry();
    expect(await minutes.countDocuments({ remote: 'shell', version: 'build-9' })).toBe(1);
  });

  /** Sends `count` views of /news from distinct page loads and clients, in this minute. */
  const views = async (count: number, app = site.app) => {
    for (let index = 0; index < count; index += 1) {
      await sendBeacon(
        app,
        beacon([
          view('news', 'registry-file', '/news'),
          measure('news', 'registry-file', '/news', 'ttfb', 120),
        ]),
        `198.51.100.${index + 1}`,
      ).expect(204);
    }
  };

  it('folds minutes older than two hours into their hour, once, and deletes them', async () => {
    await views(3);
    clock.advance(MINUTE);
    await views(2);
    clock.advance(MINUTE);
    await views(1);
    await site.api.releases.flushTelemetry();
    expect(await minutes.countDocuments()).toBe(3);

    // Two hours later only the first minute is old enough.
    clock.set(new Date(START.getTime() + 2 * HOUR + 1));
    expect(await site.api.releases.foldTelemetry()).toEqual({ minutes: 1, hours: 0 });
    clock.advance(5 * MINUTE);
    expect(await site.api.releases.foldTelemetry()).toEqual({ minutes: 2, hours: 0 });
    expect(await minutes.countDocuments()).toBe(0);
    const folded = await hours.find({}).toArray();
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({
      remote: 'news',
      version: 'registry-file',
      route: '/news',
      hour: new Date(Math.floor(START.getTime() / HOUR) * HOUR),
      views: 6,
      sessions: 6,
      ttfb: { le150: 6 },
    });
    expect(folded[0]?.folded.sort()).toEqual([5, 6, 7]);
  });

  it('folds the minutes of a sweeper that stopped half-way once, whoever takes them over', async () => {
    await views(4);
    clock.advance(MINUTE);
    await views(3);
    await site.api.releases.flushTelemetry();
    // A sweeper claimed both minutes, folded the first into its hour, and stopped.
    const claimedAt = new Date(START.getTime() + 2 * HOUR + 5 * MINUTE);
    await minutes.updateMany({}, { $set: { claim: 'stopped-sweeper', claimedAt } });
    const first = await minutes.findOne({ minute: { $lt: new Date(START.getTime() + MINUTE) } });
    const repository = new TelemetryRepository(database.db);
    if (first) await repository.foldIntoHour(first);

    // Not yet stale: its minutes stay where they are.
    clock.set(new Date(claimedAt.getTime() + MINUTE));
    expect(await site.api.releases.foldTelemetry()).toEqual({ minutes: 0, hours: 0 });
    // Two instances take it over at once.
    clock.advance(15 * MINUTE);
    const other = telemetrySite(database, registryFile, { now: clock.now });
    const results = await Promise.all([
      site.api.releases.foldTelemetry(),
      other.api.releases.foldTelemetry(),
    ]);
    expect(results.reduce((sum, result) => sum + result.minutes, 0)).toBe(2);
    expect(await minutes.countDocuments()).toBe(0);
    expect(await hours.find({}).toArray()).toEqual([
      expect.objectContaining({ views: 7, sessions: 7, ttfb: { le150: 7 } }),
    ]);
  });

  it('deletes the hours older than TELEMETRY_RETENTION_DAYS', async () => {
    const retained = telemetrySite(database, registryFile, {
      now: clock.now,
      telemetry: { retentionDays: 1, rateLimit: { windowMs: 60_000, maxPerIp: 1000 } },
    });
    await views(2, retained.app);
    clock.advance(HOUR);
    await views(1, retained.app);
    await retained.api.releases.flushTelemetry();
    clock.advance(3 * HOUR);
    expect(await retained.api.releases.foldTelemetry()).toEqual({ minutes: 2, hours: 0 });
    expect(await hours.countDocuments()).toBe(2);
    // A day after the first hour, that hour goes; the second stays until its own day is over.
    clock.set(new Date(Math.floor(START.getTime() / HOUR) * HOUR + DAY + MINUTE));
    expect(await retained.api.releases.foldTelemetry()).toEqual({ minutes: 0, hours: 1 });
    expect(await hours.find({}).toArray()).toEqual([expect.objectContaining({ views: 1 })]);
  });
});
