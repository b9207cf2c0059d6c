// The API's production defences as a client meets them: CORS limited to the site's origins,
// HSTS in production only, a JSON API policy, request timeouts, the sign-in limits that an
// attacker cannot turn into a long lock-out of the administrator, cached news with ETags.
import { ObjectId } from 'mongodb';
import request from 'supertest';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../config';
import type { Database } from '../platform/database/database';
import { createApp } from './createApp';
import { composeApi, type ApiSettings } from './composeApi';
import { NEWS_COLLECTION, NewsRepository } from '../components/news/newsRepository';
import { RemotesRegistry } from '../components/remotes/registry';
import { ADMIN, adminApp, createTestAdmin, signIn } from '../../dev/test-support/adminHelpers';
import { silentLogger, testDatabase, unreachableDatabase } from '../../dev/test-support/helpers';
import { tinyJpeg } from '../../dev/test-support/images';
import { newsInput } from '../../dev/test-support/news';

const SITE = 'https://www.alumis.example';

describe('API hardening', () => {
  let database: Database;

  beforeAll(async () => {
    database = testDatabase();
    await new NewsRepository(database.db).ensureIndexes();
    await createTestAdmin(database.db);
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  const appWith = (options: Partial<ApiSettings> = {}) =>
    createApp(
      composeApi({
        database,
        remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
        logger: silentLogger,
        ...options,
      }),
    );

  describe('headers', () => {
    it('allows CORS for the configured site origins only, preflight included', async () => {
      const app = appWith({ corsOrigins: [SITE] });
      const allowed = await request(app).get('/api/news/latest').set('Origin', SITE).expect(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(SITE);
      const other = await request(app)
        .get('/api/news/latest')
        .set('Origin', 'https://attacker.example')
        .expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await request(app)
        .options('/api/inquiries')
        .set('Origin', SITE)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      // No origins configured: no CORS header for anyone (the site calls through its proxy).
      const closed = await request(appWith()).get('/api/news/latest').set('Origin', SITE);
      expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('sends HSTS in production only, nosniff and a policy that loads nothing', async () => {
      const production = await request(appWith({ production: true })).get('/api/health');
      expect(production.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const development = await request(appWith()).get('/api/health');
      expect(development.headers['strict-transport-security']).toBeUndefined();
      expect(development.headers['x-content-type-options']).toBe('nosniff');
      expect(development.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(development.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });
  });

  it('answers 503 timeout JSON when a request takes longer than its time', async () => {
    const stuck = await unreachableDatabase(5000);
    try {
      const app = adminApp(stuck, { timeouts: { requestMs: 200, uploadMs: 200 } });
      const response = await request(app).get('/api/news').expect(503);
      expect(response.body).toEqual({
        error: { code: 'timeout', message: 'The request took too long; try again' },
      });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await stuck.close();
    }
  });

  describe('sign-in limits', () => {
    const wrong = { ...ADMIN, password: 'wrong password' };
    const login = (app: ReturnType<typeof adminApp>, ip: string, body: object) =>
      request(app).post('/api/admin/login').set('X-Forwarded-For', ip).send(body);

    it('locks a username out only at the address that failed', async () => {
      const app = adminApp(database, {
        loginRateLimit: { ...DEFAULT_LOGIN_RATE_LIMIT, maxPerUsername: 3, maxPerIp: 1000 },
      });
      for (let i = 0; i < 3; i++) await login(app, '203.0.113.10', wrong).expect(401);
      await login(app, '203.0.113.10', ADMIN).expect(429);
      // The real administrator, elsewhere, signs in.
      await login(app, '198.51.100.20', ADMIN).expect(200);
    });

    it('brakes a username attacked from many addresses, for one short window', async () => {
      const app = adminApp(database, {
        loginRateLimit: {
          ...DEFAULT_LOGIN_RATE_LIMIT,
          maxPerIp: 1000,
          maxPerUsername: 1000,
          brakeMaxPerUsername: 5,
        },
      });
      for (let i = 0; i < 5; i++) await login(app, `203.0.113.${20 + i}`, wrong).expect(401);
      const braked = await login(app, '198.51.100.30', ADMIN).expect(429);
      // Retry-After: the brake's window (60 s), not the long window (15 minutes).
      expect(Number(braked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(braked.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another username is not braked.
      await login(app, '198.51.100.30', { username: 'altro', password: 'x' }).expect(401);
    });
  });

  describe('cached news answers', () => {
    it('revalidate with the ETag (304) and show an administrator’s write at once', async () => {
      const app = adminApp(database);
      const token = await signIn(app);
      const first = await request(app).get('/api/news/latest').expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      await request(app).get('/api/news/latest').set('If-None-Match', etag).expect(304);

      // Written behind the API's back: the short cache still answers the old list…
      await database.db.collection(NEWS_COLLECTION).insertOne({
        _id: new ObjectId(),
        url: 'dietro-le-quinte',
        date: new Date('2026-06-01T00:00:00Z'),
        isMediaNews: false,
        content: { it: { title: 'Nascosta', contentOne: '', contentTwo: '' } },
        cover: '',
        gallery: [],
      });
      await request(app).get('/api/news/latest').set('If-None-Match', etag).expect(304);

      // …but a write through the API empties it at once.
      await request(app)
        .post('/api/news')
        .set('Authorization', `Bearer ${token}`)
        .field('data', JSON.stringify(newsInput({ url: 'pubblicata', date: '02-06-2026' })))
        .attach('cover', tinyJpeg(3), 'c.jpg')
        .expect(201);
      const fresh = await request(app).get('/api/news/latest').set('If-None-Match', etag);
      expect(fresh.status).toBe(200);
      expect((fresh.body as { url: string }[]).map((item) => item.url).slice(0, 2)).toEqual([
        'pubblicata',
        'dietro-le-quinte',
      ]);
      expect(fresh.headers.etag).not.toBe(etag);
    });
  });
});
