import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { AuditPage } from '@alu/common/contracts';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { createApp } from '../../app/createApp';
import { composeApi } from '../../app/composeApi';
import { createTestAdmin, signIn, TEST_JWT_SECRET } from '../../../dev/test-support/adminHelpers';
import { eventually, silentLogger, tempDir, testDatabase } from '../../../dev/test-support/helpers';
import {
  federationManifest as manifest,
  NEWS_ROUTES,
} from '../../../dev/test-support/remoteReleases';
import { AUDIT_COLLECTION } from '../audit/auditRepository';
import { ACTIVATIONS_COLLECTION, ActivationsRepository } from './activationsRepository';
import { ActiveRemotes } from './activeRemotes';
import { RemotesRegistry } from './registry';
import { RouteManifestReader } from './routeManifests';

interface NewsAnswer {
  name: string;
  version?: string;
  entry: string;
  canary?: { version: string; entry: string; percent: number; startedAt: string };
}

describe('canary releases of a remote', () => {
  let database: Database;
  let dir: string;
  let registryFile: string;
  let files: http.Server;
  let origin: string;
  let app: ReturnType<typeof createApp>;
  /** The registry of the app under test, as the automatic rollback is given it. */
  let active: ActiveRemotes;
  let token: string;
  /** What the fake static server answers, by path. */
  const served = new Map<string, unknown>();

  const auth = () => ({ Authorization: `Bearer ${token}` });
  const entryOf = (version: string) => `${origin}/releases/${version}/mf-manifest.json`;
  const release = (version: string, body: unknown = manifest('news')) => {
    served.set(`/releases/${version}/mf-manifest.json`, body);
    served.set(`/releases/${version}/routes.json`, NEWS_ROUTES);
  };
  const activate = (version: string) =>
    request(app)
      .put('/api/remotes/news')
      .set(auth())
      .send({ version, entry: entryOf(version) });
  const startCanary = (version: string, percent: unknown) =>
    request(app)
      .put('/api/remotes/news')
      .set(auth())
      .send({ version, entry: entryOf(version), canary: percent });
  const promote = () => request(app).post('/api/remotes/news/promote').set(auth());
  const abort = (body?: object) => {
    const call = request(app).post('/api/remotes/news/abort').set(auth());
    return body ? call.send(body) : call;
  };
  const rollback = () => request(app).post('/api/remotes/news/rollback').set(auth());
  const activeNews = async () => {
    const response = await request(app).get('/api/remotes').expect(200);
    return (response.body.remotes as NewsAnswer[]).find((remote) => remote.name === 'news');
  };
  const stored = async () =>
    (await database.db.collection(ACTIVATIONS_COLLECTION).find({}).toArray()).map((change) => ({
      action: change.action as string,
      version: change.version as string,
      by: change.activatedBy as string,
      ...(change.percent === undefined ? {} : { percent: change.percent as number }),
      ...(change.reason === undefined ? {} : { reason: change.reason as string }),
    }));
  /** A second API instance on the same database. */
  const anotherInstance = () =>
    new ActiveRemotes(
      new RemotesRegistry(registryFile, silentLogger),
      new ActivationsRepository(database.db),
      silentLogger,
      new RouteManifestReader(silentLogger),
    );

  beforeAll(async () => {
    files = http.createServer((req, res) => {
      const body = served.get(req.url ?? '');
      if (body === undefined) res.writeHead(404).end();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    served.set('/shell/mf-manifest.json', manifest('shell', { exposes: [] }));
    served.set('/mf-manifest.json', manifest('news'));
    served.set('/routes.json', NEWS_ROUTES);

    database = testDatabase();
    dir = tempDir('alu-canary-');
    registryFile = path.join(dir, 'remotes.json');
    fs.writeFileSync(
      registryFile,
      JSON.stringify({ remotes: [{ name: 'news', entry: `${origin}/mf-manifest.json` }] }),
    );
    await createTestAdmin(database.db);
  });
  beforeEach(async () => {
    const composed = composeApi({
      database,
      remotes: new RemotesRegistry(registryFile, silentLogger),
      logger: silentLogger,
      admin: { jwtSecret: TEST_JWT_SECRET },
      hostManifestUrl: `${origin}/shell/mf-manifest.json`,
    });
    app = createApp(composed);
    active = composed.routers.remotes.active;
    token = await signIn(app);
    release('1.0.0-stable');
    await activate('1.0.0-stable').expect(200);
  });
  afterEach(async () => {
    await database.db.collection(ACTIVATIONS_COLLECTION).deleteMany({});
    await database.db.collection(AUDIT_COLLECTION).deleteMany({});
    served.forEach((_value, key) => key.startsWith('/releases/') && served.delete(key));
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
    await new Promise((resolve) => files.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the canary beside the stable version, which stays the active one', async () => {
    release('1.1.0-canary');
    const before = Date.now();
    const started = await startCanary('1.1.0-canary', 20).expect(200);
    expect(started.headers['site-changed']).toBe('remotes');
    expect(started.body).toMatchObject({
      name: 'news',
      version: '1.0.0-stable',
      entry: entryOf('1.0.0-stable'),
      canary: {
        version: '1.1.0-canary',
        entry: entryOf('1.1.0-canary'),
        percent: 20,
        routes: NEWS_ROUTES,
      },
    });
    const news = await activeNews();
    expect(news).toEqual(started.body);
    expect(Date.parse(news?.canary?.startedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const history = await request(app).get('/api/remotes/news/history').expect(200);
    expect(history.body).toMatchObject({
      active: { version: '1.0.0-stable' },
      rollbackTo: { version: null },
      canary: { version: '1.1.0-canary', percent: 20, startedAt: news?.canary?.startedAt },
    });
    expect(await stored()).toEqual([
      { action: 'activate', version: '1.0.0-stable', by: 'amministratore' },
      { action: 'canary', version: '1.1.0-canary', by: 'amministratore', percent: 20 },
    ]);
  });

  it('checks a canary like an activation, keeping what the stable version exposes', async () => {
    const exposes = ['./routes', './LatestNewsStrip', './X'];
    release('1.0.1-more', manifest('news', { exposes }));
    await activate('1.0.1-more').expect(200);
    release('1.1.0-less');
    const dropped = await startCanary('1.1.0-less', 10).expect(422);
    expect(dropped.body.error).toMatchObject({
      code: 'contract_broken',
      problems: ['missing ./X'],
    });
    release('1.1.0-react19', manifest('news', { exposes, react: '19.1.0' }));
    const conflict = await startCanary('1.1.0-react19', 10).expect(422);
    expect(conflict.body.error.code).toBe('shared_conflict');
    const missing = await startCanary('1.1.0-nowhere', 10).expect(502);
    expect(missing.body.error.code).toBe('manifest_unreachable');

    expect(await activeNews()).not.toHaveProperty('canary');
    expect((await stored()).map((change) => change.action)).toEqual(['activate', 'activate']);
  });

  it('promotes the canary to the stable version; a rollback returns to the one before', async () => {
    release('1.1.0-canary');
    await startCanary('1.1.0-canary', 30).expect(200);
    const before = Date.now();
    const promoted = await promote().expect(200);
    expect(promoted.headers['site-changed']).toBe('remotes');
    expect(promoted.body).toMatchObject({ version: '1.1.0-canary', routes: NEWS_ROUTES });
    expect(promoted.body).not.toHaveProperty('canary');
    expect(Date.parse(promoted.body.activatedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(await activeNews()).toEqual(promoted.body);

    const history = await request(app).get('/api/remotes/news/history').expect(200);
    expect(history.body).toMatchObject({
      active: { version: '1.1.0-canary' },
      rollbackTo: { version: '1.0.0-stable' },
      canary: null,
    });
    await rollback().expect(200);
    expect(await activeNews()).toMatchObject({ version: '1.0.0-stable' });
    expect((await stored()).map((change) => [change.action, change.version])).toEqual([
      ['activate', '1.0.0-stable'],
      ['canary', '1.1.0-canary'],
      ['promote', '1.1.0-canary'],
      ['rollback', '1.0.0-stable'],
    ]);
  });

  it('aborts the canary: every visitor is back on the stable version, the reason recorded', async () => {
    release('1.1.0-canary');
    await startCanary('1.1.0-canary', 50).expect(200);
    const aborted = await abort({ reason: '  errors on the article page  ' }).expect(200);
    expect(aborted.headers['site-changed']).toBe('remotes');
    expect(aborted.body).toMatchObject({ version: '1.0.0-stable' });
    expect(aborted.body).not.toHaveProperty('canary');
    expect(await activeNews()).toEqual(aborted.body);

    // Without a body, and with one: each starts and ends a canary of its own.
    await startCanary('1.1.0-canary', 5).expect(200);
    await abort().expect(200);
    expect((await stored()).slice(1)).toEqual([
      { action: 'canary', version: '1.1.0-canary', by: 'amministratore', percent: 50 },
      {
        action: 'abort',
        version: '1.1.0-canary',
        by: 'amministratore',
        reason: 'errors on the article page',
      },
      { action: 'canary', version: '1.1.0-canary', by: 'amministratore', percent: 5 },
      { action: 'abort', version: '1.1.0-canary', by: 'amministratore' },
    ]);
  });

  it('while a canary runs, refuses another change of the stable version or another canary', async () => {
    release('1.1.0-canary');
    release('1.2.0-other');
    await startCanary('1.1.0-canary', 20).expect(200);
    for (const refused of [
      await activate('1.2.0-other').expect(409),
      await startCanary('1.2.0-other', 10).expect(409),
      await rollback().expect(409),
    ]) {
      expect(refused.body.error).toMatchObject({
        code: 'canary_running',
        message: 'news runs a canary of 1.1.0-canary: promote or abort it first',
      });
      expect(refused.headers['site-changed']).toBeUndefined();
    }
    expect(await activeNews()).toMatchObject({
      version: '1.0.0-stable',
      canary: { version: '1.1.0-canary', percent: 20 },
    });
    expect(await stored()).toHaveLength(2);
  });

  it('answers promote and abort without a canary with 409 no_canary, changing nothing', async () => {
    for (const refused of [await promote().expect(409), await abort().expect(409)]) {
      expect(refused.body.error.code).toBe('no_canary');
    }
    release('1.1.0-canary');
    await startCanary('1.1.0-canary', 20).expect(200);
    await promote().expect(200);
    expect((await promote().expect(409)).body.error.code).toBe('no_canary');
    expect((await abort().expect(409)).body.error.code).toBe('no_canary');
    expect(await stored()).toHaveLength(3);
  });

  it('takes a share of 1 to 99 percent and a short reason, from administrators only', async () => {
    release('1.1.0-canary');
    for (const percent of [0, 100, 12.5, '20', -5]) {
      const refused = await startCanary('1.1.0-canary', percent).expect(400);
      expect(refused.body.error.field).toBe('canary');
    }
    await request(app)
      .put('/api/remotes/news')
      .send({ version: '1.1.0-canary', entry: entryOf('1.1.0-canary'), canary: 20 })
      .expect(401);
    await request(app).post('/api/remotes/unknown/promote').set(auth()).expect(404);
    await startCanary('1.1.0-canary', 99).expect(200);
    await request(app).post('/api/remotes/news/promote').expect(401);
    await request(app).post('/api/remotes/news/abort').expect(401);
    const long = await abort({ reason: 'x'.repeat(201) }).expect(400);
    expect(long.body.error.field).toBe('reason');
    await request(app).post('/api/remotes/unknown/abort').set(auth()).expect(404);
    expect(await activeNews()).toMatchObject({ canary: { percent: 99 } });
    await abort({ reason: 'x'.repeat(200) }).expect(200);
  });

  it('is aborted once when two instances abort it at the same time', async () => {
    release('1.1.0-canary');
    await startCanary('1.1.0-canary', 20).expect(200);
    expect(await active.runningCanaries()).toEqual([
      {
        remote: 'news',
        stable: '1.0.0-stable',
        canary: expect.objectContaining({ version: '1.1.0-canary', percent: 20 }),
      },
    ]);
    const other = anotherInstance();
    const results = await Promise.all([
      active.abortCanary('news', 'automatic-rollback', 'error rate above stable'),
      other.abortCanary('news', 'automatic-rollback', 'error rate above stable'),
    ]);
    expect(results).toContain(true);
    expect(await active.runningCanaries()).toEqual([]);
    expect(await active.abortCanary('news', 'automatic-rollback', 'again')).toBe(false);
    expect(await active.abortCanary('unknown', 'automatic-rollback', 'none')).toBe(false);

    // A new canary is not ended by an abort that was meant for the one before, whenever it is
    // recorded (an instance that decided before the new canary started).
    await startCanary('1.1.0-canary', 40).expect(200);
    const first = await database.db.collection(ACTIVATIONS_COLLECTION).findOne({ action: 'abort' });
    await database.db.collection(ACTIVATIONS_COLLECTION).insertOne({
      remote: 'news',
      version: '1.1.0-canary',
      entry: entryOf('1.1.0-canary'),
      action: 'abort',
      activatedAt: new Date(Date.now() + 1000),
      activatedBy: 'automatic-rollback',
      reason: 'late',
      ends: first?.ends,
    });
    active.forgetActivations();
    expect(await activeNews()).toMatchObject({ canary: { version: '1.1.0-canary', percent: 40 } });
    expect(await other.runningCanaries()).toHaveLength(1);

    const aborts = (await stored()).filter((change) => change.action === 'abort');
    expect(aborts[0]).toEqual({
      action: 'abort',
      version: '1.1.0-canary',
      by: 'automatic-rollback',
      reason: 'error rate above stable',
    });
  });

  it('records each start, promotion and abort in the audit trail', async () => {
    release('1.1.0-canary');
    release('1.2.0-canary');
    await startCanary('1.1.0-canary', 20).expect(200);
    await promote().expect(200);
    await startCanary('1.2.0-canary', 10).expect(200);
    await abort({ reason: 'slow pages' }).expect(200);
    await promote().expect(409);

    const items = await eventually(
      async () =>
        (await request(app).get('/api/audit?action=release').set(auth()).expect(200))
          .body as AuditPage,
      (page) => page.items.length >= 5,
    );
    expect(items.items.map((item) => [item.action, item.target, item.detail, item.actor])).toEqual([
      ['release.abort', 'news', '1.2.0-canary: slow pages', 'amministratore'],
      ['release.canary', 'news', '1.2.0-canary (10%)', 'amministratore'],
      ['release.promote', 'news', '1.1.0-canary', 'amministratore'],
      ['release.canary', 'news', '1.1.0-canary (20%)', 'amministratore'],
      ['release.activate', 'news', '1.0.0-stable', 'amministratore'],
    ]);
  });
});
