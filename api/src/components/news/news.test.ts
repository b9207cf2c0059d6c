import type { NewsItem, NewsPage } from '@alu/common/contracts';
import { ObjectId, type Collection } from 'mongodb';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { createApp } from '../../app/createApp';
import { composeApi } from '../../app/composeApi';
import { RemotesRegistry } from '../remotes/registry';
import { silentLogger, testDatabase, unreachableDatabase } from '../../../dev/test-support/helpers';
import type { NewsDocument } from './newsDocument';
import { NEWS_COLLECTION, NewsRepository } from './newsRepository';

const appWith = (database: Database) =>
  createApp(
    composeApi({
      database,
      remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
      logger: silentLogger,
      // These tests write to the database behind the API's back: no cached answers.
      newsCacheMs: 0,
    }),
  );

const content = (title: string) => ({
  bg: { title: `${title} (bg)`, contentOne: '<p>bg 1</p>', contentTwo: '<p>bg 2</p>' },
  en: { title: `${title} (en)`, contentOne: '<p>en 1</p>', contentTwo: '<p>en 2</p>' },
  de: { title: `${title} (de)`, contentOne: '<p>de 1</p>', contentTwo: '<p>de 2</p>' },
  it: { title, contentOne: '<p>it 1</p>', contentTwo: '<p>it 2</p>' },
});

/** A stored item; `_id` in creation order unless given. */
function doc(url: string, date: string, fields: Partial<NewsDocument> = {}): NewsDocument {
  return {
    _id: new ObjectId(),
    url,
    content: content(`Titolo ${url}`),
    date: new Date(`${date}T00:00:00Z`),
    cover: `${url}-cover.jpg`,
    gallery: [`${url}-1.jpg`, `${url}-2.jpg`],
    isMediaNews: false,
    ...fields,
  };
}

const urls = (items: readonly NewsItem[]) => items.map((item) => item.url);

describe('news API', () => {
  let database: Database;
  let news: Collection<NewsDocument>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = testDatabase();
    news = database.db.collection<NewsDocument>(NEWS_COLLECTION);
    await new NewsRepository(database.db).ensureIndexes();
    app = appWith(database);
  });
  afterEach(() => news.deleteMany({}));
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  describe('GET /api/news', () => {
    it('answers [] for an empty collection, not to be cached without revalidation', async () => {
      const response = await request(app).get('/api/news').expect(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toEqual([]);
    });

    it('lists every item newest first, same-day items by _id descending', async () => {
      const sameDayOlderId = doc('same-day-a', '2025-03-01', {
        _id: new ObjectId('650000000000000000000001'),
      });
      const sameDayNewerId = doc('same-day-b', '2025-03-01', {
        _id: new ObjectId('650000000000000000000002'),
      });
      // Inserted in ascending _id order, so only the sort puts the newer _id first.
      await news.insertMany([
        doc('middle', '2024-07-15'),
        sameDayOlderId,
        doc('oldest', '2023-12-31', { isMediaNews: true }),
        sameDayNewerId,
        doc('newest', '2026-01-02'),
        doc('media', '2025-01-10', { isMediaNews: 'true' }),
      ]);
      const response = await request(app).get('/api/news').expect(200);
      expect(urls(response.body)).toEqual([
        'newest',
        'same-day-b',
        'same-day-a',
        'media',
        'middle',
        'oldest',
      ]);
      expect(response.body.map((item: NewsItem) => item.date)).toEqual([
        '2026-01-02',
        '2025-03-01',
        '2025-03-01',
        '2025-01-10',
        '2024-07-15',
        '2023-12-31',
      ]);
    });
  });

  describe('GET /api/news with kind, limit or cursor: pages', () => {
    it('pages through one kind newest first, and answers the whole array without them', async () => {
      await news.insertMany([
        ...Array.from({ length: 5 }, (_, i) => doc(`n${i}`, `2025-01-0${i + 1}`)),
        doc('m1', '2025-02-01', { isMediaNews: true }),
        doc('bozza', '2025-03-01', { state: 'draft' }),
      ]);
      const first = (await request(app).get('/api/news?kind=news&limit=2').expect(200))
        .body as NewsPage;
      expect(urls(first.items)).toEqual(['n4', 'n3']);
      const second = (
        await request(app)
          .get(`/api/news?kind=news&limit=2&cursor=${first.nextCursor ?? ''}`)
          .expect(200)
      ).body as NewsPage;
      expect(urls(second.items)).toEqual(['n2', 'n1']);
      const last = (
        await request(app)
          .get(`/api/news?kind=news&limit=2&cursor=${second.nextCursor ?? ''}`)
          .expect(200)
      ).body as NewsPage;
      expect(last).toMatchObject({ nextCursor: null });
      expect(urls(last.items)).toEqual(['n0']);
      const media = (await request(app).get('/api/news?kind=media').expect(200)).body as NewsPage;
      expect(urls(media.items)).toEqual(['m1']);
      // Without parameters: every published item, as an array.
      const all = (await request(app).get('/api/news').expect(200)).body as NewsItem[];
      expect(all).toHaveLength(6);
      await request(app).get('/api/news?kind=bozze').expect(400);
      await request(app).get('/api/news?limit=101').expect(400);
      await request(app).get('/api/news?cursor=non-nostro').expect(400);
    });
  });

  describe('GET /api/news/latest', () => {
    it('answers the three newest company news, media mentions excluded', async () => {
      await news.insertMany([
        doc('company-2024', '2024-02-01'),
        doc('media-newest', '2026-06-01', { isMediaNews: true }),
        doc('company-2025', '2025-05-05'),
        doc('media-as-string', '2026-05-01', { isMediaNews: 'true' }),
        doc('company-2026', '2026-03-03', { isMediaNews: 'false' }),
        doc('company-2023', '2023-01-01'),
        doc('company-no-flag', '2025-12-12', { isMediaNews: undefined }),
      ]);
      const response = await request(app).get('/api/news/latest').expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(urls(response.body)).toEqual(['company-2026', 'company-no-flag', 'company-2025']);
      expect(response.body.every((item: NewsItem) => item.isMediaNews === false)).toBe(true);
    });

    it('answers fewer when there are fewer company news', async () => {
      await news.insertMany([
        doc('only', '2025-01-01'),
        doc('m', '2025-02-02', { isMediaNews: true }),
      ]);
      const response = await request(app).get('/api/news/latest').expect(200);
      expect(urls(response.body)).toEqual(['only']);
    });
  });

  describe('GET /api/news/:url', () => {
    it('answers an array whose only element is the article, in the wire format', async () => {
      const stored = doc('nuova-pressa-2025', '2025-04-09');
      await news.insertMany([stored, doc('other', '2025-04-10')]);
      const response = await request(app).get('/api/news/nuova-pressa-2025').expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const expected: NewsItem = {
        _id: (stored._id as ObjectId).toHexString(),
        url: 'nuova-pressa-2025',
        content: content('Titolo nuova-pressa-2025'),
        date: '2025-04-09',
        cover: 'nuova-pressa-2025-cover.jpg',
        gallery: ['nuova-pressa-2025-1.jpg', 'nuova-pressa-2025-2.jpg'],
        isMediaNews: false,
        alts: {},
      };
      expect(response.body).toEqual([expected]);
    });

    it('answers the article as stored now when another process renamed, deleted or re-created it', async () => {
      // The API finds an article through its slugs' ids; here nothing tells it of the writes.
      const first = doc('pressa', '2025-04-09');
      await news.insertOne(first);
      await request(app).get('/api/news/pressa').expect(200);
      await news.updateOne({ _id: first._id }, { $set: { url: 'pressa-nuova' } });
      await request(app).get('/api/news/pressa').expect(404);
      const renamed = await request(app).get('/api/news/pressa-nuova').expect(200);
      expect(renamed.body[0]._id).toBe((first._id as ObjectId).toHexString());
      await news.deleteOne({ _id: first._id });
      await request(app).get('/api/news/pressa-nuova').expect(404);
      const again = doc('pressa-nuova', '2025-05-01');
      await news.insertOne(again);
      const recreated = await request(app).get('/api/news/pressa-nuova').expect(200);
      expect(recreated.body[0]._id).toBe((again._id as ObjectId).toHexString());
      await news.updateOne({ _id: again._id }, { $set: { state: 'draft' } });
      await request(app).get('/api/news/pressa-nuova').expect(404);
    });

    it('reads the form strings of isMediaNews back as booleans', async () => {
      await news.insertMany([
        doc('as-true', '2025-01-01', { isMediaNews: 'true' }),
        doc('as-false', '2025-01-01', { isMediaNews: 'false' }),
      ]);
      const yes = await request(app).get('/api/news/as-true').expect(200);
      expect(yes.body[0].isMediaNews).toBe(true);
      const no = await request(app).get('/api/news/as-false').expect(200);
      expect(no.body[0].isMediaNews).toBe(false);
    });

    it('fills in missing languages, fields and gallery', async () => {
      await news.insertOne({
        _id: new ObjectId(),
        url: 'sparse',
        content: { it: { title: 'Solo italiano' } },
        date: '15-03-2024', // as the admin form writes it
      });
      const response = await request(app).get('/api/news/sparse').expect(200);
      const empty = { title: '', contentOne: '', contentTwo: '' };
      expect(response.body[0]).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        url: 'sparse',
        content: { bg: empty, en: empty, de: empty, it: { ...empty, title: 'Solo italiano' } },
        date: '2024-03-15',
        cover: '',
        gallery: [],
        isMediaNews: false,
        alts: {},
      });
    });

    it('emits stored HTML sanitised', async () => {
      const evil = {
        title: 'Titolo <b>resta testo</b>',
        contentOne:
          '<p onclick="steal()">Ciao<script>alert("x")</script> <img src="/uploads/news/a.jpg" onerror="alert(1)"></p>',
        contentTwo:
          '<a href="javascript:alert(1)">uno</a> <a href="JaVaScRiPt&colon;alert(2)" target="_blank">due</a>' +
          '<iframe src="https://evil.example"></iframe><a href="https://example.com" target="_blank">tre</a>',
      };
      await news.insertOne(
        doc('malicious', '2025-01-01', { content: { it: evil, en: evil, bg: evil, de: evil } }),
      );
      for (const path of ['/api/news/malicious', '/api/news', '/api/news/latest']) {
        const response = await request(app).get(path).expect(200);
        for (const language of ['bg', 'en', 'de', 'it'] as const) {
          const out = response.body[0].content[language];
          expect(out.contentOne).toBe('<p>Ciao <img src="/uploads/news/a.jpg" /></p>');
          expect(out.contentTwo).toBe(
            '<a>uno</a> <a target="_blank" rel="noopener noreferrer">due</a>' +
              '<a href="https://example.com" target="_blank" rel="noopener noreferrer">tre</a>',
          );
          // Titles are plain text: the page escapes them.
          expect(out.title).toBe('Titolo <b>resta testo</b>');
        }
      }
    });

    it('answers an article at its path with a trailing slash too', async () => {
      await news.insertOne(doc('known-2', '2025-01-01'));
      for (const path of ['/api/news/known-2', '/api/news/known-2/']) {
        const response = await request(app).get(path).expect(200);
        expect(response.body).toEqual([expect.objectContaining({ url: 'known-2' })]);
      }
    });

    it('answers 404 with [] for an unknown slug', async () => {
      await news.insertOne(doc('known', '2025-01-01'));
      const response = await request(app).get('/api/news/unknown-slug').expect(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).toEqual([]);
    });

    it.each([
      ['upper case', '/api/news/Known'],
      ['underscore', '/api/news/known_1'],
      ['too long', `/api/news/${'a'.repeat(201)}`],
      ['encoded slash', '/api/news/known%2Fx'],
      ['dot segments', '/api/news/..%2F..%2Fetc'],
      ['broken percent-encoding', '/api/news/%E0%A4%A'],
      ['operator-looking', '/api/news/%24where'],
      ['deeper path', '/api/news/known/extra'],
    ])('answers 404 with [] for a malformed slug (%s)', async (_name, path) => {
      await news.insertOne(doc('known', '2025-01-01'));
      const response = await request(app).get(path).expect(404);
      expect(response.body).toEqual([]);
    });
  });

  it('ensures its indexes again on every start, also concurrently', async () => {
    // A multi-index createIndexes of existing indexes crashes FerretDB 1.24's connection.
    await new NewsRepository(database.db).ensureIndexes();
    await Promise.all([
      new NewsRepository(database.db).ensureIndexes(),
      new NewsRepository(database.db).ensureIndexes(),
    ]);
    await request(app).get('/api/news').expect(200);
  });

  it('keeps slugs unique', async () => {
    await news.insertOne(doc('twice', '2025-01-01'));
    await expect(news.insertOne(doc('twice', '2025-01-02'))).rejects.toMatchObject({
      code: 11000,
    });
    const names = (await news.listIndexes().toArray()).map((index) => index.name);
    expect(names).toEqual(expect.arrayContaining(['url_1', 'date_-1']));
  });
});

describe('news API without a database', () => {
  it('answers 503 JSON quickly, without details', async () => {
    const database = await unreachableDatabase(300);
    try {
      for (const path of ['/api/news', '/api/news/latest', '/api/news/some-slug']) {
        const response = await request(appWith(database)).get(path).expect(503);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).toEqual({
          error: { code: 'database_unavailable', message: 'The database is not reachable' },
        });
        expect(response.text).not.toMatch(/Mongo|127\.0\.0\.1|\bat .*:\d+/);
      }
    } finally {
      await database.close();
    }
  });
});
