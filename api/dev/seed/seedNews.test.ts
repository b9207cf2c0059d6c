import type { NewsItem } from '@alu/common/contracts';
import jpeg from 'jpeg-js';
import { ObjectId } from 'mongodb';
import request from 'supertest';
import type { Database } from '#api/platform/database/database';
import { createApp } from '#api/app/createApp';
import { composeApi } from '#api/app/composeApi';
import { sanitizeRichText } from '#api/platform/html/sanitizeHtml';
import { LANGUAGES } from '@alu/common/contracts';
import { NEWS_COLLECTION } from '#api/components/news/newsRepository';
import { RemotesRegistry } from '#api/components/remotes/registry';
import { silentLogger, testDatabase } from '../test-support/helpers';
import { FileStorage, NEWS_IMAGES_BUCKET } from '#api/platform/file-storage/fileStorage';
import { SEED_NEWS } from './seedNews.data';
import { NEWS_SEED_MARKER, SEED_COLLECTION, seedNews } from './seedNews';

jest.setTimeout(60000);

const appWith = (database: Database) =>
  createApp(
    composeApi({
      database,
      remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
      logger: silentLogger,
    }),
  );

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

const filesOf = (database: Database) => database.db.collection(`${NEWS_IMAGES_BUCKET}.files`);

describe('seed data', () => {
  it('has 6 company news and 3 media mentions with unique slugs', () => {
    expect(SEED_NEWS.filter((item) => !item.isMediaNews)).toHaveLength(6);
    expect(SEED_NEWS.filter((item) => item.isMediaNews)).toHaveLength(3);
    const urls = SEED_NEWS.map((item) => item.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^[a-z0-9-]{1,200}$/);
  });

  it('has titles of at most 70 characters and sanitiser-proof HTML in every language', () => {
    for (const item of SEED_NEWS) {
      expect(Object.keys(item.content).sort()).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) {
        const { title, contentOne, contentTwo } = item.content[language];
        expect(title.length).toBeGreaterThan(10);
        expect(title.length).toBeLessThanOrEqual(70);
        for (const html of [contentOne, contentTwo]) {
          expect(html).toMatch(/^<(p|ul|blockquote)>/);
          expect(sanitizeRichText(html)).toBe(html);
        }
      }
    }
  });

  it('spreads dates over 2024-2026, none after 2026-11-22', () => {
    for (const { date } of SEED_NEWS) {
      expect(date).toMatch(/^202[456]-\d{2}-\d{2}$/);
      expect(date <= '2026-11-22').toBe(true);
    }
    expect(new Set(SEED_NEWS.map((item) => item.date.slice(0, 4)))).toEqual(
      new Set(['2024', '2025', '2026']),
    );
  });

  it('has galleries of 2 to 5 images, two with 3 or more, and one empty', () => {
    const sizes = SEED_NEWS.map((item) => item.gallery.length);
    expect(sizes.filter((n) => n === 0)).toHaveLength(1);
    expect(sizes.filter((n) => n >= 3).length).toBeGreaterThanOrEqual(2);
    expect(sizes.filter((n) => n !== 0).every((n) => n >= 2 && n <= 5)).toBe(true);
  });
});

describe('seedNews', () => {
  const databases: Database[] = [];
  const fresh = () => {
    const database = testDatabase();
    databases.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of databases) {
      await database.db.dropDatabase();
      await database.close();
    }
  });

  describe('on an empty database', () => {
    let database: Database;
    let outcome: Awaited<ReturnType<typeof seedNews>>;

    beforeAll(async () => {
      database = fresh();
      outcome = await seedNews(database.db, silentLogger);
    });

    it('inserts the items, their images and the marker', async () => {
      const images = SEED_NEWS.reduce((n, item) => n + 1 + item.gallery.length, 0);
      expect(outcome).toEqual({
        status: 'seeded',
        items: SEED_NEWS.length,
        images,
        imageBytes: expect.any(Number),
        paintMs: expect.any(Number),
      });
      expect(await database.db.collection(NEWS_COLLECTION).countDocuments()).toBe(9);
      expect(await filesOf(database).countDocuments()).toBe(images);
      const marker = await database.db
        .collection<{ _id: string }>(SEED_COLLECTION)
        .findOne({ _id: NEWS_SEED_MARKER });
      expect(marker).toMatchObject({ items: 9, seededAt: expect.any(Date) });
    });

    it('serves them through the API, newest first, with images that exist', async () => {
      const app = appWith(database);
      const list = (await request(app).get('/api/news').expect(200)).body as NewsItem[];
      expect(list).toHaveLength(9);
      const dates = list.map((item) => item.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(list.filter((item) => item.isMediaNews)).toHaveLength(3);
      expect(list.some((item) => item.gallery.length === 0)).toBe(true);

      const latest = (await request(app).get('/api/news/latest').expect(200)).body as NewsItem[];
      expect(latest.map((item) => item.url)).toEqual(
        list
          .filter((item) => !item.isMediaNews)
          .slice(0, 3)
          .map((item) => item.url),
      );

      const storage = new FileStorage(database.db);
      for (const item of list) {
        expect(item.cover).toBe(`seed-${item.url}-cover.jpg`);
        expect(item.gallery).toEqual(item.gallery.map((_, i) => `seed-${item.url}-${i + 1}.jpg`));
        for (const file of [item.cover, ...item.gallery]) {
          expect((await storage.find(file))?.contentType).toBe('image/jpeg');
        }
      }
      const cover = await request(app)
        .get(`/uploads/news/${list[0]!.cover}`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(cover.headers['content-type']).toBe('image/jpeg');
    });

    it('stores real JPEGs of the documented sizes, each under 150 KB', async () => {
      const storage = new FileStorage(database.db);
      const files = await filesOf(database).find({}).toArray();
      for (const file of files) {
        const name = String(file.filename);
        const stored = await storage.find(name);
        const chunks: Buffer[] = [];
        for await (const chunk of storage.openDownloadStream(stored!.id)) chunks.push(chunk);
        const bytes = Buffer.concat(chunks);
        expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8'); // SOI
        expect(bytes.length).toBeLessThan(150 * 1024);
        const decoded = jpeg.decode(bytes, { useTArray: true });
        const expected = name.endsWith('-cover.jpg') ? [1200, 675] : [1200, 800];
        expect([decoded.width, decoded.height]).toEqual(expected);
      }
    });

    it('does nothing on a second run', async () => {
      const before = await filesOf(database).find({}).sort({ filename: 1 }).toArray();
      const items = await database.db.collection(NEWS_COLLECTION).find({}).toArray();
      expect(await seedNews(database.db, silentLogger)).toEqual({
        status: 'skipped',
        reason: 'marker',
      });
      expect(await filesOf(database).find({}).sort({ filename: 1 }).toArray()).toEqual(before);
      expect(await database.db.collection(NEWS_COLLECTION).find({}).toArray()).toEqual(items);
    });

    it('does not re-add deleted items once the marker exists', async () => {
      await database.db.collection(NEWS_COLLECTION).deleteMany({});
      expect(await seedNews(database.db, silentLogger)).toEqual({
        status: 'skipped',
        reason: 'marker',
      });
      expect(await database.db.collection(NEWS_COLLECTION).countDocuments()).toBe(0);
    });
  });

  it('leaves a database that already has news untouched', async () => {
    const database = fresh();
    const own = { _id: new ObjectId(), url: 'our-own-news', date: new Date('2023-05-05') };
    await database.db.collection(NEWS_COLLECTION).insertOne(own);
    expect(await seedNews(database.db, silentLogger)).toEqual({
      status: 'skipped',
      reason: 'not-empty',
    });
    expect(await database.db.collection(NEWS_COLLECTION).find({}).toArray()).toEqual([own]);
    expect(await filesOf(database).countDocuments()).toBe(0);
    expect(await database.db.collection(SEED_COLLECTION).countDocuments()).toBe(0);
  });

  it('inserts everything once when two starts seed at the same time', async () => {
    const database = fresh();
    const items = SEED_NEWS.filter((item) => item.gallery.length === 2).slice(0, 2);
    const outcomes = await Promise.all([
      seedNews(database.db, silentLogger, items),
      seedNews(database.db, silentLogger, items),
    ]);
    const seeded = outcomes.filter((o) => o.status === 'seeded');
    const inserted = seeded.reduce((n, o) => n + (o.status === 'seeded' ? o.items : 0), 0);
    expect(inserted).toBe(2);
    const news = await database.db.collection(NEWS_COLLECTION).find({}).toArray();
    expect(news.map((n) => n.url).sort()).toEqual(items.map((i) => i.url).sort());
    const files = await filesOf(database).find({}).toArray();
    expect(files).toHaveLength(6);
    expect(new Set(files.map((f) => f.filename)).size).toBe(6);
    const chunks = database.db.collection(`${NEWS_IMAGES_BUCKET}.chunks`);
    const fileIds = new Set(files.map((f) => String(f._id)));
    for (const chunk of await chunks.find({}).toArray()) {
      expect(fileIds.has(String(chunk.files_id))).toBe(true); // no orphans
    }
    expect(await database.db.collection(SEED_COLLECTION).countDocuments()).toBe(1);
  });
});
