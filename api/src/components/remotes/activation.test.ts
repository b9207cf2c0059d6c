import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { createApp } from '../../app/createApp';
import { composeApi } from '../../app/composeApi';
import { createTestAdmin, signIn, TEST_JWT_SECRET } from '../../../dev/test-support/adminHelpers';
import {
  silentLogger,
  tempDir,
  testDatabase,
  unreachableDatabase,
} from '../../../dev/test-support/helpers';
import {
  federationManifest as manifest,
  NEWS_ROUTES,
} from '../../../dev/test-support/remoteReleases';
import { ACTIVATIONS_COLLECTION } from './activationsRepository';
import { RemotesRegistry } from './registry';

describe('activating and rolling back remote versions', () => {
  let database: Database;
  let dir: string;
  let registryFile: string;
  let files: http.Server;
  let origin: string;
  let app: ReturnType<typeof createApp>;
  let token: string;
  /** What the fake static server answers, by path. */
  const served = new Map<string, unknown>();

  const auth = () => ({ Authorization: `Bearer ${token}` });
  const entryOf = (version: string) => `${origin}/releases/${version}/mf-manifest.json`;
  const release = (
    version: string,
    body: unknown = manifest('news'),
    routes: unknown = NEWS_ROUTES,
  ) => {
    served.set(`/releases/${version}/mf-manifest.json`, body);
    if (routes !== null) served.set(`/releases/${version}/routes.json`, routes);
  };
  const activate = (version: string, entry = entryOf(version)) =>
    request(app).put('/api/remotes/news').set(auth()).send({ version, entry });
  const activeNews = async () => {
    const response = await request(app).get('/api/remotes').expect(200);
    return (response.body.remotes as { name: string }[]).find((remote) => remote.name === 'news');
  };

  const baselineNews = () => ({
    name: 'news',
    entry: `${origin}/mf-manifest.json`,
    routes: NEWS_ROUTES,
  });

  beforeAll(async () => {
    files = http.createServer((req, res) => {
      const body = served.get(req.url ?? '');
      if (body === undefined) res.writeHead(404).end();
      else if (typeof body === 'string') res.writeHead(200).end(body);
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    served.set('/shell/mf-manifest.json', manifest('shell', { exposes: [] }));
    served.set('/mf-manifest.json', manifest('news'));
    served.set('/routes.json', NEWS_ROUTES);

    database = testDatabase();
    dir = tempDir('alu-activation-');
    registryFile = path.join(dir, 'remotes.json');
    fs.writeFileSync(
      registryFile,
      JSON.stringify({
        remotes: [
          { name: 'corporate', entry: `${origin}/corporate/mf-manifest.json` },
          { name: 'news', entry: `${origin}/mf-manifest.json` },
        ],
      }),
    );
    await createTestAdmin(database.db);
  });
  // A new app per test: the registry keeps what it read from the database for a moment.
  beforeEach(async () => {
    app = createApp(
      composeApi({
        database,
        remotes: new RemotesRegistry(registryFile, silentLogger),
        logger: silentLogger,
        admin: { jwtSecret: TEST_JWT_SECRET },
        hostManifestUrl: `${origin}/shell/mf-manifest.json`,
      }),
    );
    token = await signIn(app);
  });
  afterEach(async () => {
    await database.db.collection(ACTIVATIONS_COLLECTION).deleteMany({});
    served.forEach((_value, key) => key.startsWith('/releases/') && served.delete(key));
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
    await new Promise((resolve) => files.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves an activated version at once, and rollback walks back to the registry file', async () => {
    expect(await activeNews()).toEqual(baselineNews());
    release('1.0.0-a');
    release('1.0.0-b');

    const first = await activate('1.0.0-a').expect(200);
    expect(first.body).toMatchObject({
      name: 'news',
      version: '1.0.0-a',
      entry: entryOf('1.0.0-a'),
    });
    await activate('1.0.0-b').expect(200);
    expect(await activeNews()).toMatchObject({ version: '1.0.0-b', entry: entryOf('1.0.0-b') });

    const history = await request(app).get('/api/remotes/news/history').expect(200);
    expect(history.headers['cache-control']).toBe('public, max-age=5');
    expect(history.body).toMatchObject({
      active: { version: '1.0.0-b' },
      rollbackTo: { version: '1.0.0-a' },
      stack: [{ version: null }, { version: '1.0.0-a' }, { version: '1.0.0-b' }],
    });

    await request(app).post('/api/remotes/news/rollback').set(auth()).expect(200);
    expect(await activeNews()).toMatchObject({ version: '1.0.0-a' });
    await request(app).post('/api/remotes/news/rollback').set(auth()).expect(200);
    expect(await activeNews()).toEqual(baselineNews());
    const nothing = await request(app).post('/api/remotes/news/rollback').set(auth()).expect(409);
    expect(nothing.body.error.code).toBe('nothing_to_roll_back');

    const stored = await database.db.collection(ACTIVATIONS_COLLECTION).find({}).toArray();
    expect(stored.map((change) => [change.action, change.version, change.activatedBy])).toEqual([
      ['activate', '1.0.0-a', 'amministratore'],
      ['activate', '1.0.0-b', 'amministratore'],
      ['rollback', '1.0.0-a', 'amministratore'],
      ['rollback', 'registry-file', 'amministratore'],
    ]);
  });

  it.each([
    [
      'a React major the shell does not run',
      manifest('news', { react: '19.1.0' }),
      'shared_conflict',
    ],
    ['another router major', manifest('news', { router: '6.28.0' }), 'shared_conflict'],
    [
      'a module of the contract missing',
      manifest('news', { exposes: ['./routes'] }),
      'contract_broken',
    ],
    ['the manifest of another remote', manifest('products'), 'wrong_remote'],
    ['something that is not a manifest', { hello: 'world' }, 'manifest_invalid'],
  ])('refuses a release with %s and leaves the site unchanged', async (_case, body, code) => {
    release('2.0.0-x', body);
    const response = await activate('2.0.0-x').expect(422);
    expect(response.body.error.code).toBe(code);
    expect(await activeNews()).toEqual(baselineNews());
    expect(await database.db.collection(ACTIVATIONS_COLLECTION).countDocuments()).toBe(0);
  });

  it('lets a release add a module, then holds later releases to it; a rollback is not', async () => {
    release(
      '6.0.0-more',
      manifest('news', { exposes: ['./routes', './LatestNewsStrip', './Extra'] }),
    );
    release('6.0.1-less', manifest('news'));
    await activate('6.0.0-more').expect(200);
    const dropped = await activate('6.0.1-less').expect(422);
    expect(dropped.body.error).toMatchObject({
      code: 'contract_broken',
      problems: ['missing ./Extra'],
    });
    await request(app).post('/api/remotes/news/rollback').set(auth()).expect(200);
    expect(await activeNews()).toEqual(baselineNews());
  });

  it('names each shared conflict', async () => {
    release('2.0.0-y', manifest('news', { react: '19.1.0' }));
    const response = await activate('2.0.0-y').expect(422);
    expect(response.body.error.problems).toEqual([
      'react: the release needs 19.x, the shell provides 18.3.1',
      'react-dom: the release needs 19.x, the shell provides 18.3.1',
    ]);
  });

  it('serves the pages a release declares; rollback takes them back', async () => {
    const withPage = {
      routes: [...NEWS_ROUTES.routes, { path: '/news-archive', name: 'Archive', page: 'archive' }],
    };
    release('4.0.0-page', manifest('news'), withPage);
    await activate('4.0.0-page').expect(200);
    expect(await activeNews()).toMatchObject({ version: '4.0.0-page', routes: withPage });
    await request(app).post('/api/remotes/news/rollback').set(auth()).expect(200);
    expect(await activeNews()).toEqual(baselineNews());
  });

  it('refuses a release whose page declaration is missing or invalid, and says why', async () => {
    release('4.0.0-none', manifest('news'), null);
    const none = await activate('4.0.0-none').expect(422);
    expect(none.body.error).toMatchObject({
      code: 'contract_broken',
      message: 'The release has no readable page declaration (routes.json)',
    });
    release('4.0.0-bad', manifest('news'), { routes: [{ path: 'news', name: 'N', page: 'list' }] });
    const bad = await activate('4.0.0-bad').expect(422);
    expect(bad.body.error.problems).toEqual(['routes[0].path must be a path such as /news/:url']);
    expect(await activeNews()).toEqual(baselineNews());
  });

  it('reports paths two remotes claim: the one listed first in the registry keeps them', async () => {
    release('5.0.0-greedy', manifest('news'), {
      routes: [...NEWS_ROUTES.routes, { path: '/about-the-company', name: 'Taken', page: 'x' }],
    });
    served.set('/corporate/routes.json', {
      routes: [{ path: '/about-the-company', name: 'AboutPage', page: 'company' }],
    });
    try {
      await activate('5.0.0-greedy').expect(200);
      const registry = await request(app).get('/api/remotes').expect(200);
      expect(registry.body.conflicts).toEqual([
        { path: '/about-the-company', remote: 'news', claimedBy: 'corporate' },
      ]);
    } finally {
      served.delete('/corporate/routes.json');
    }
  });

  it('refuses a version whose manifest cannot be fetched', async () => {
    const response = await activate('3.0.0-missing').expect(502);
    expect(response.body.error.code).toBe('manifest_unreachable');
    expect(await activeNews()).not.toHaveProperty('version');
  });

  it('lets only administrators change the registry, with a valid body, for a known remote', async () => {
    release('1.0.0-a');
    await request(app)
      .put('/api/remotes/news')
      .send({ version: '1.0.0-a', entry: entryOf('1.0.0-a') })
      .expect(401);
    await request(app).post('/api/remotes/news/rollback').expect(401);
    const badVersion = await activate('../../etc', entryOf('1.0.0-a')).expect(400);
    expect(badVersion.body.error.field).toBe('version');
    const badEntry = await activate('1.0.0-a', 'file:///etc/passwd').expect(400);
    expect(badEntry.body.error.field).toBe('entry');
    await request(app)
      .put('/api/remotes/news')
      .set(auth())
      .send({ version: { $ne: '' }, entry: entryOf('1.0.0-a') })
      .expect(400);
    await request(app)
      .put('/api/remotes/unknown')
      .set(auth())
      .send({ version: '1.0.0-a', entry: entryOf('1.0.0-a') })
      .expect(404);
    expect(await database.db.collection(ACTIVATIONS_COLLECTION).countDocuments()).toBe(0);
  });

  it("pins the release's server bundle, and the registry names the pin", async () => {
    release('1.0.0-s');
    const code = 'exports.exposes = {};';
    served.set('/releases/1.0.0-s/ssr/ssr-manifest.json', { server: 'server.0a1b2c3d.js' });
    served.set('/releases/1.0.0-s/ssr/server.0a1b2c3d.js', code);
    const response = await activate('1.0.0-s').expect(200);
    const sha256 = createHash('sha256').update(code).digest('hex');
    expect(response.headers['site-changed']).toBe('remotes');
    expect(await activeNews()).toMatchObject({
      version: '1.0.0-s',
      ssr: { file: 'server.0a1b2c3d.js', sha256 },
    });
  });

  it('fetches nothing from an origin not allowed to serve remote code, and tells nothing of it', async () => {
    // An internal service the API can reach but visitors cannot.
    let hits = 0;
    const internal = http.createServer((_req, res) => {
      hits += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"secret":"s3cr3t"}');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    try {
      const address = `http://localhost:${(internal.address() as AddressInfo).port}`;
      const response = await activate('1.0.0-x', `${address}/mf-manifest.json`).expect(422);
      expect(response.body.error.code).toBe('origin_not_allowed');
      expect(JSON.stringify(response.body)).not.toMatch(/s3cr3t|secret|200|localhost/);
      expect(response.headers['site-changed']).toBeUndefined();
      expect(hits).toBe(0);
    } finally {
      await new Promise((resolve) => internal.close(resolve));
    }
    expect(await database.db.collection(ACTIVATIONS_COLLECTION).countDocuments()).toBe(0);
  });

  it('accepts a release on an origin listed in REMOTE_ORIGINS', async () => {
    const cdn = http.createServer((req, res) => {
      const files: Record<string, unknown> = {
        '/news/9.0.0/mf-manifest.json': manifest('news'),
        '/news/9.0.0/routes.json': NEWS_ROUTES,
      };
      const body = files[req.url ?? ''];
      if (body) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    try {
      const cdnOrigin = `http://localhost:${(cdn.address() as AddressInfo).port}`;
      const listed = createApp(
        composeApi({
          database,
          remotes: new RemotesRegistry(registryFile, silentLogger),
          logger: silentLogger,
          admin: { jwtSecret: TEST_JWT_SECRET },
          hostManifestUrl: `${origin}/shell/mf-manifest.json`,
          remoteOrigins: [cdnOrigin],
        }),
      );
      const listedToken = await signIn(listed);
      await request(listed)
        .put('/api/remotes/news')
        .set({ Authorization: `Bearer ${listedToken}` })
        .send({ version: '9.0.0', entry: `${cdnOrigin}/news/9.0.0/mf-manifest.json` })
        .expect(200);
    } finally {
      await new Promise((resolve) => cdn.close(resolve));
    }
  });

  it('keeps answering the registry when the database is down', async () => {
    const down = await unreachableDatabase(300);
    try {
      const offline = createApp(
        composeApi({
          database: down,
          remotes: new RemotesRegistry(registryFile, silentLogger),
          logger: silentLogger,
        }),
      );
      const response = await request(offline).get('/api/remotes').expect(200);
      expect(response.body.remotes.map((remote: { name: string }) => remote.name)).toEqual([
        'corporate',
        'news',
      ]);
    } finally {
      await down.close();
    }
  });
});
