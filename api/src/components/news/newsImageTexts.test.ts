// Alternative texts and the gallery's order, over HTTP: what the admin form sends with a news
// write and what the pages then read.
import type { NewsItem } from '@alu/common/contracts';
import type { Collection } from 'mongodb';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { adminApp, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { testDatabase } from '../../../dev/test-support/helpers';
import { tinyJpeg } from '../../../dev/test-support/images';
import { newsInput } from '../../../dev/test-support/news';
import type { NewsDocument } from './newsDocument';
import { NEWS_COLLECTION, NewsRepository } from './newsRepository';

describe('news image texts and gallery order', () => {
  let database: Database;
  let news: Collection<NewsDocument>;
  let app: ReturnType<typeof adminApp>;
  let token: string;

  const write = (path: string, data: unknown, files: { cover?: number; gallery?: number[] }) => {
    const req = request(app).post(path).set('Authorization', `Bearer ${token}`);
    req.field('data', JSON.stringify(data));
    if (files.cover !== undefined) req.attach('cover', tinyJpeg(files.cover), 'cover.jpg');
    for (const shade of files.gallery ?? [])
      req.attach('gallery', tinyJpeg(shade), `g${shade}.jpg`);
    return req;
  };
  const coverAlt = {
    bg: 'Новата линия',
    en: 'The new line',
    it: 'La nuova linea di laminazione',
  };

  beforeAll(async () => {
    database = testDatabase();
    news = database.db.collection<NewsDocument>(NEWS_COLLECTION);
    await new NewsRepository(database.db).ensureIndexes();
    await createTestAdmin(database.db);
    app = adminApp(database, { newsCacheMs: 0 });
    token = await signIn(app);
  });
  afterEach(() => news.deleteMany({}));
  afterAll(() => database.close());

  it('stores the gallery in the order sent, with the cover’s and each image’s texts', async () => {
    const created = (
      await write(
        '/api/news',
        newsInput({
          coverAlt,
          gallery: [
            { upload: 1, alt: { it: 'Il secondo file, mostrato per primo' } },
            { upload: 0, alt: { it: '  ', en: 'The first file' } },
          ],
        }),
        { cover: 10, gallery: [20, 30] },
      ).expect(201)
    ).body as NewsItem;
    const [first, second] = created.gallery;
    const stored = await news.findOne({});
    // The second upload (shade 30) first.
    expect(stored?.gallery).toEqual([first, second]);
    expect(created.alts).toEqual({
      [created.cover]: coverAlt,
      [first!]: { it: 'Il secondo file, mostrato per primo' },
      [second!]: { en: 'The first file' },
    });
    const [publicItem] = (await request(app).get(`/api/news/${created.url}`).expect(200))
      .body as NewsItem[];
    expect(publicItem?.alts).toEqual(created.alts);

    // Reordered and described again without uploading anything.
    const reordered = (
      await write(
        `/api/news/updateTexts/${created.url}`,
        newsInput({
          coverAlt,
          gallery: [
            { file: second, alt: { it: 'Ora il primo' } },
            { file: first, alt: {} },
          ],
        }),
        {},
      ).expect(200)
    ).body as NewsItem;
    expect(reordered.gallery).toEqual([second, first]);
    expect(reordered.alts).toEqual({
      [created.cover]: coverAlt,
      [second!]: { it: 'Ora il primo' },
    });
  });

  it('asks for the cover’s text in every language with a title', async () => {
    const response = await write('/api/news', newsInput({ coverAlt: { it: 'Solo italiano' } }), {
      cover: 10,
    }).expect(400);
    expect((response.body as { error: { field: string } }).error.field).toBe('coverAlt.bg');
    expect(await news.countDocuments()).toBe(0);
  });

  it('refuses a gallery list that leaves out or repeats an image, or names a stranger', async () => {
    const created = (
      await write('/api/news', newsInput({ coverAlt }), { cover: 10, gallery: [20, 30] }).expect(
        201,
      )
    ).body as NewsItem;
    const [first, second] = created.gallery;
    for (const gallery of [
      [{ file: first }],
      [{ file: first }, { file: first }],
      [{ file: first }, { file: 'altro.jpg' }],
      [{ file: first }, { file: second }, { upload: 0 }],
      'first,second',
    ]) {
      await write(`/api/news/updateTexts/${created.url}`, newsInput({ gallery }), {}).expect(400);
    }
    const long = { it: 'x'.repeat(251) };
    await write(
      `/api/news/updateTexts/${created.url}`,
      newsInput({ coverAlt: { ...coverAlt, it: long.it } }),
      {},
    ).expect(400);
    expect((await news.findOne({}))?.gallery).toEqual([first, second]);
  });

  it('keeps writes without texts or order as they were: uploads after the kept images', async () => {
    const created = (
      await write('/api/news', newsInput(), { cover: 10, gallery: [20] }).expect(201)
    ).body as NewsItem;
    expect(created.alts).toEqual({});
    const updated = (
      await write(`/api/news/update/${created.url}`, newsInput(), { gallery: [30] }).expect(200)
    ).body as NewsItem;
    expect(updated.gallery[0]).toBe(created.gallery[0]);
    expect(updated.gallery).toHaveLength(2);
  });
});
