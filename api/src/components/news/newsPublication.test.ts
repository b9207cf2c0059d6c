// Publishing states of news over HTTP: what visitors, the search and administrators see of
// drafts, scheduled, published and unpublished items; the clock; the administrators' list.
import type { AdminNewsItem, AuditPage, NewsAdminPage, NewsItem } from '@alu/common/contracts';
import { ObjectId, type Collection } from 'mongodb';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { publicationSchedules, type PublicationSchedules } from '../publication';
import { localChangeFeed } from '../../platform/shared-state/changeFeed';
import { adminApp, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { eventually, silentLogger, testDatabase } from '../../../dev/test-support/helpers';
import { tinyJpeg } from '../../../dev/test-support/images';
import { newsInput } from '../../../dev/test-support/news';
import type { NewsDocument } from './newsDocument';
import { NEWS_COLLECTION, NewsRepository } from './newsRepository';

describe('news publishing states', () => {
  let database: Database;
  let news: Collection<NewsDocument>;
  let app: ReturnType<typeof adminApp>;
  let clock: PublicationSchedules;
  let token: string;
  const changes = localChangeFeed();
  /** After writing to the collection directly: what an administrator's write would say. */
  const announce = () => changes.publish('news');
  const auth = () => ({ Authorization: `Bearer ${token}` });

  /** Creates an item through the API, as the admin form does. */
  async function create(url: string, extra: Record<string, unknown> = {}, isMediaNews = false) {
    const data = newsInput({ url, isMediaNews: String(isMediaNews), ...extra });
    const response = await request(app)
      .post('/api/news')
      .set(auth())
      .field('data', JSON.stringify(data))
      .attach('cover', tinyJpeg(), 'cover.jpg')
      .expect(201);
    return response.body as NewsItem;
  }
  const setState = (url: string, publication: unknown) =>
    request(app)
      .post(`/api/news/updateTexts/${url}`)
      .set(auth())
      .field('data', JSON.stringify(newsInput({ url, publication })));
  const publicUrls = async () =>
    ((await request(app).get('/api/news').expect(200)).body as NewsItem[]).map((i) => i.url);
  const latestUrls = async () =>
    ((await request(app).get('/api/news/latest').expect(200)).body as NewsItem[]).map((i) => i.url);
  const adminList = async (query = '') =>
    (await request(app).get(`/api/admin/news${query}`).set(auth()).expect(200))
      .body as NewsAdminPage;

  beforeAll(async () => {
    database = testDatabase();
    news = database.db.collection<NewsDocument>(NEWS_COLLECTION);
    await new NewsRepository(database.db).ensureIndexes();
    await createTestAdmin(database.db);
    // The public answers are cached for 5 s: only the clock can make a schedule show sooner.
    app = adminApp(database, { changes, newsCacheMs: 5000 });
    const repository = new NewsRepository(database.db);
    const scheduled = {
      change: 'news' as const,
      nextScheduledAfter: (at: Date) => repository.nextScheduledAfter(at),
    };
    clock = publicationSchedules([scheduled], changes, silentLogger);
    clock.start();
    token = await signIn(app);
  });
  afterEach(async () => {
    await news.deleteMany({});
    announce();
  });
  afterAll(async () => {
    clock.stop();
    await database.close();
  });

  it('keeps a draft from visitors, the latest strip and the search, not from administrators', async () => {
    const draft = await create('bozza-segreta', { publication: { state: 'draft' } });
    expect(await publicUrls()).toEqual([]);
    expect(await latestUrls()).toEqual([]);
    await request(app).get('/api/news/bozza-segreta').expect(404);
    const search = await request(app).get('/api/search').query({ q: 'laminazione' }).expect(200);
    expect(JSON.stringify(search.body)).not.toContain('bozza-segreta');

    const page = await adminList();
    expect(page.items.map((item) => [item.url, item.publication.state])).toEqual([
      ['bozza-segreta', 'draft'],
    ]);
    const one = await request(app).get(`/api/admin/news/${draft._id}`).set(auth()).expect(200);
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect((one.body as AdminNewsItem).content.it.title).toBe('Nuova linea di laminazione');
  });

  it('answers the administrators’ reads to administrators only', async () => {
    const draft = await create('solo-admin', { publication: { state: 'draft' } });
    await request(app).get('/api/admin/news').expect(401);
    await request(app).get(`/api/admin/news/${draft._id}`).expect(401);
    await request(app)
      .get(`/api/admin/news/${draft._id}`)
      .set('Authorization', 'Bearer forged.token.value')
      .expect(401);
    await request(app)
      .get(`/api/admin/news/${new ObjectId().toHexString()}`)
      .set(auth())
      .expect(404);
  });

  it('publishes at once when the write names no state', async () => {
    await create('subito');
    expect(await publicUrls()).toEqual(['subito']);
    const [item] = (await adminList()).items;
    expect(item?.publication.state).toBe('published');
    expect(Date.parse(item?.publication.publishAt ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('shows items stored before states existed', async () => {
    await news.insertOne({
      _id: new ObjectId(),
      url: 'storica',
      date: new Date('2020-01-01T00:00:00Z'),
      content: newsInput().content,
      cover: 'x.jpg',
      gallery: [],
      isMediaNews: false,
    });
    announce();
    expect(await publicUrls()).toEqual(['storica']);
    expect((await adminList()).items[0]?.publication).toEqual({
      state: 'published',
      publishAt: null,
    });
  });

  it('publishes a scheduled item at its moment, by itself, past the answers cache', async () => {
    await create('in-vetrina');
    const publishAt = new Date(Date.now() + 1500).toISOString();
    await create('programmata', { publication: { state: 'scheduled', publishAt } });
    // Read (and cached for 5 s) before the moment.
    expect(await publicUrls()).toEqual(['in-vetrina']);
    expect((await adminList('?state=scheduled')).items.map((item) => item.url)).toEqual([
      'programmata',
    ]);

    const shown = await eventually(publicUrls, (urls) => urls.includes('programmata'), {
      timeoutMs: 4000,
    });
    expect(shown).toContain('programmata');
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect(await latestUrls()).toContain('programmata');
    const [item] = (await adminList('?state=published&q=programmata')).items;
    expect(item?.publication).toEqual({ state: 'published', publishAt });
  });

  it('refuses a schedule without a moment, in the past, or an unknown state', async () => {
    const data = (publication: unknown) =>
      JSON.stringify(newsInput({ url: 'rifiutata', publication }));
    for (const publication of [
      { state: 'scheduled' },
      { state: 'scheduled', publishAt: '2020-01-01T00:00:00Z' },
      { state: 'scheduled', publishAt: 'domani' },
      { state: 'archived' },
      'published',
    ]) {
      const response = await request(app)
        .post('/api/news')
        .set(auth())
        .field('data', data(publication))
        .attach('cover', tinyJpeg(), 'cover.jpg')
        .expect(400);
      expect((response.body as { error: { field: string } }).error.field).toMatch(/^publication/);
    }
    expect(await news.countDocuments()).toBe(0);
  });

  it('takes an item down and puts it back, recording both in the audit trail', async () => {
    await create('altalena');
    await setState('altalena', { state: 'unpublished' }).expect(200);
    expect(await publicUrls()).toEqual([]);
    await request(app).get('/api/news/altalena').expect(404);
    await setState('altalena', { state: 'published' }).expect(200);
    expect(await publicUrls()).toEqual(['altalena']);
    // An update naming no state keeps it.
    await request(app)
      .post('/api/news/updateTexts/altalena')
      .set(auth())
      .field('data', JSON.stringify(newsInput({ url: 'altalena' })))
      .expect(200);
    expect(await publicUrls()).toEqual(['altalena']);

    const audit = async () =>
      ((await request(app).get('/api/audit?action=news').set(auth()).expect(200)).body as AuditPage)
        .items;
    // Entries are written once each answer is sent.
    const actions = await eventually(
      async () => (await audit()).map((entry) => entry.action),
      // The entries of earlier tests are there too: wait for this test's last one.
      (list) => list.includes('news.update') && list.includes('news.publish'),
    );
    expect(actions).toEqual(
      expect.arrayContaining(['news.create', 'news.publish', 'news.unpublish', 'news.update']),
    );
    const unpublished = (await audit()).find((entry) => entry.action === 'news.unpublish');
    expect(unpublished?.target).toBe('altalena');
    expect(unpublished?.actor).toBe('amministratore');
  });

  it('pages through 120 items without losing or repeating one, and filters them', async () => {
    const repository = new NewsRepository(database.db);
    const content = newsInput().content;
    await repository.insertMany(
      Array.from({ length: 120 }, (_, i) => ({
        url: `voce-${i}`,
        // Three items a day: the cursor must also order items of one day.
        date: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))),
        content: i % 4 === 0 ? { ...content, de: { ...content.it } } : content,
        cover: 'x.jpg',
        gallery: [],
        isMediaNews: i % 5 === 0,
        state: i % 6 === 0 ? 'draft' : 'published',
        publishAt: new Date(Date.UTC(2025, 0, 1)),
      })),
    );
    announce();
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await adminList(`?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.url));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    expect(seen[0]).toBe('voce-119');

    const urls = async (query: string) => (await adminList(query)).items.map((i) => i.url);
    expect(await urls('?kind=media&limit=50')).toHaveLength(24);
    expect(await urls('?state=draft&limit=50')).toHaveLength(20);
    expect(await urls('?missing=de&limit=50')).toHaveLength(50);
    expect(await urls('?missing=it')).toHaveLength(0);
    expect(await urls('?q=VOCE-11')).toEqual(
      expect.arrayContaining(['voce-11', 'voce-110', 'voce-119']),
    );
    expect(await urls('?q=.*')).toEqual([]);
    await request(app).get('/api/admin/news?state=segreto').set(auth()).expect(400);
    await request(app).get('/api/admin/news?limit=500').set(auth()).expect(400);
    await request(app).get('/api/admin/news?cursor=abc').set(auth()).expect(400);
    // Visitors see the published ones only.
    expect(await publicUrls()).toHaveLength(100);
  });
});
