// Repeated public news reads, answered from memory ahead of the routers: the same answers as
// the router's, and never one a write has made stale.
import type { NewsItem } from '@alu/common/contracts';
import express from 'express';
import request, { type Response } from 'supertest';
import type { Database } from '../../platform/database/database';
import { adminApp, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { testDatabase } from '../../../dev/test-support/helpers';
import { tinyJpeg } from '../../../dev/test-support/images';
import { newsInput } from '../../../dev/test-support/news';
import { cachedNewsReads } from './cachedNewsReads';
import { NewsAnswers } from './newsAnswers';
import { NewsRepository } from './newsRepository';

/** What a client sees of an answer, but the moment it was sent and the request's own id. */
const seen = (response: Response) => {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.status, headers, text: response.text };
};

describe('repeated news reads', () => {
  let database: Database;
  let app: ReturnType<typeof adminApp>;
  let token: string;

  /** A news write whose Italian title is `title`. */
  const titled = (url: string, title: string) =>
    JSON.stringify(
      newsInput({
        url,
        content: { ...newsInput().content, it: { title, contentOne: '<p>it</p>', contentTwo: '' } },
      }),
    );

  async function create(url: string) {
    await request(app)
      .post('/api/news')
      .set('Authorization', `Bearer ${token}`)
      .field('data', titled(url, 'Nuova linea'))
      .attach('cover', tinyJpeg(), 'cover.jpg')
      .expect(201);
  }

  beforeAll(async () => {
    database = testDatabase();
    await new NewsRepository(database.db).ensureIndexes();
    await createTestAdmin(database.db);
    // Kept a minute: only a write can make an answer change within a test.
    app = adminApp(database, { newsCacheMs: 60_000 });
    token = await signIn(app);
    await create('prima-notizia');
    await create('seconda-notizia');
  });
  afterAll(() => database.close());

  it.each([
    '/api/news',
    '/api/news/latest',
    '/api/news?kind=news&limit=1',
    '/api/news/prima-notizia',
    '/api/news/prima-notizia/',
    '/api/news/nessuna-notizia',
  ])('answers %s again exactly as the first time', async (url) => {
    const first = seen(await request(app).get(url));
    expect(first.status).not.toBe(500);
    for (let again = 0; again < 2; again++)
      expect(seen(await request(app).get(url))).toEqual(first);
  });

  it('revalidates a repeated read with a 304 and answers HEAD without a body', async () => {
    const url = '/api/news/latest';
    const first = await request(app).get(url).expect(200);
    const etag = String(first.headers.etag);

    const revalidated = await request(app).get(url).set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-type']).toBeUndefined();
    await request(app).get(url).set('If-None-Match', '"another"').expect(200);

    const head = await request(app).head(url).expect(200);
    expect(head.text).toBeUndefined();
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.headers.etag).toBe(etag);
  });

  it('shows a write at the next read of a URL read many times before', async () => {
    const latestUrls = async () =>
      ((await request(app).get('/api/news/latest').expect(200)).body as NewsItem[]).map(
        (item) => item.url,
      );
    const title = async () =>
      ((await request(app).get('/api/news/prima-notizia').expect(200)).body as NewsItem[])[0]
        ?.content.it.title;
    for (let read = 0; read < 3; read++) {
      expect(await latestUrls()).not.toContain('terza-notizia');
      expect(await title()).toBe('Nuova linea');
    }

    await create('terza-notizia');
    await request(app)
      .post('/api/news/updateTexts/prima-notizia')
      .set('Authorization', `Bearer ${token}`)
      .field('data', titled('prima-notizia', 'Titolo corretto'))
      .expect(200);

    expect(await latestUrls()).toContain('terza-notizia');
    expect(await title()).toBe('Titolo corretto');
  });

  it('still checks the body of a read that carries one', async () => {
    await request(app).get('/api/news/latest').expect(200);
    const response = await request(app)
      .get('/api/news/latest')
      .set('Content-Type', 'application/json')
      .send('{"unterminated": ');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_json');
  });
});

describe('cachedNewsReads', () => {
  /** The middleware in front of a stand-in router that answers 418 to everything. */
  async function appWith(remembered: string) {
    const answers = new NewsAnswers(60_000);
    await answers.get('latest', async () => ({ status: 200, value: [{ url: 'a' }] }));
    answers.answered(remembered, 'latest', '/api/news/latest');
    const app = express();
    app.use(cachedNewsReads(answers));
    app.use((_req, res) => {
      res.status(418).end();
    });
    return { app, answers };
  }

  it('answers a URL given a cached answer before, and leaves every other request alone', async () => {
    const { app, answers } = await appWith('/api/news/latest');
    const hit = await request(app).get('/api/news/latest').expect(200);
    expect(hit.body).toEqual([{ url: 'a' }]);
    expect(hit.headers['cache-control']).toBe('no-cache');
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');

    await request(app).get('/api/news/latest?x=1').expect(418);
    await request(app).post('/api/news/latest').expect(418);
    await request(app)
      .get('/api/news/latest')
      .set('Content-Type', 'text/plain')
      .send('x')
      .expect(418);
    answers.invalidate();
    await request(app).get('/api/news/latest').expect(418);
  });
});
