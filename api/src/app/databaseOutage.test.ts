// Fault injection: the database is really stopped (its process ends) while the API runs, and
// started again on the same data. Reads must answer 503 JSON quickly and recover by
// themselves; writes must be refused and never half-written; the sweeper then clears what a
// write cut off half-way left behind.
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../platform/database/database';
import { startFerretDb, type FerretDbProcess } from '../../dev/ferretdb/ferretdb';
import { NEWS_COLLECTION, NewsRepository } from '../components/news/newsRepository';
import { sweepOrphanImages } from '../components/news/orphanImages';
import { adminApp, createTestAdmin, signIn } from '../../dev/test-support/adminHelpers';
import { silentLogger, tempDir } from '../../dev/test-support/helpers';
import { tinyJpeg } from '../../dev/test-support/images';
import { newsInput } from '../../dev/test-support/news';
import { FileStorage, NEWS_IMAGES_BUCKET } from '../platform/file-storage/fileStorage';

const config = loadConfig(process.env, { nodeEnv: 'test' });

/** The driver's default is 30 s; the API's must make a stopped database answer in ~1 s. */
const DRIVER_DEFAULT_MS = 30_000;

const newsData = (url: string) => JSON.stringify(newsInput({ url }));

/** A JPEG of about `bytes` (noise does not compress), so storing it takes a while. */
function bigJpeg(seed: number, bytes = 4 * 1024 * 1024): Buffer {
  const jpeg = tinyJpeg(seed);
  // JPEG readers stop at the end-of-image marker: the padding after it is kept as bytes.
  const padding = Buffer.alloc(bytes);
  for (let i = 0; i < padding.length; i += 4)
    padding.writeUInt32LE((i * 2654435761 + seed) >>> 0, i);
  return Buffer.concat([jpeg, padding]);
}

describe('the database stops while the API runs', () => {
  let dataDir: string;
  let ferretdb: FerretDbProcess;
  let port: number;
  let database: Database;
  let app: Express;
  let token: string;
  /** A second client for the test's own checks (the app's keeps its own state). */
  let observer: Database;
  /** What the app logged as errors: a 500 names the error the outage ended in. */
  const loggedErrors: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => loggedErrors.push(line) });

  const startDatabase = async () => {
    ferretdb = await startFerretDb({
      binary: config.ferretdbBin,
      dataDir,
      port,
      apiDir: config.apiDir,
      logger: silentLogger,
    });
    port = ferretdb.port;
  };

  const files = () => observer.db.collection(`${NEWS_IMAGES_BUCKET}.files`);
  const chunks = () => observer.db.collection(`${NEWS_IMAGES_BUCKET}.chunks`);
  const news = () => observer.db.collection(NEWS_COLLECTION);

  /** Every item's images exist, and every file and chunk belongs to an item's image. */
  async function expectConsistent() {
    const items = await news().find({}).toArray();
    const used = items.flatMap((item) => [item.cover as string, ...(item.gallery as string[])]);
    const stored = (await files().find({}).toArray()).map((file) => file.filename as string);
    expect(stored.sort()).toEqual([...used].sort());
    const fileIds = new Set((await files().find({}).toArray()).map((f) => String(f._id)));
    const chunkOwners = await chunks().distinct('files_id');
    expect(chunkOwners.map(String).every((id) => fileIds.has(id))).toBe(true);
  }

  const create = (url: string, gallery: Buffer[]) => {
    const req = request(app)
      .post('/api/news')
      .set('Authorization', `Bearer ${token}`)
      .field('data', newsData(url))
      .attach('cover', tinyJpeg(1), 'cover.jpg');
    for (const [i, bytes] of gallery.entries()) req.attach('gallery', bytes, `g${i}.jpg`);
    return req;
  };

  beforeAll(async () => {
    dataDir = tempDir('alu-outage-');
    port = 0;
    await startDatabase();
    database = createDatabase({ uri: ferretdb.uri, dbName: 'alu', backend: 'ferretdb-embedded' });
    observer = createDatabase({ uri: ferretdb.uri, dbName: 'alu', backend: 'ferretdb-embedded' });
    await new NewsRepository(database.db).ensureIndexes();
    await createTestAdmin(database.db);
    // No cached answers: every read below goes to the database.
    app = adminApp(database, { newsCacheMs: 0, logger });
    token = await signIn(app);
    await create('prima-della-caduta', [tinyJpeg(2), tinyJpeg(3)]).expect(201);
  });

  afterAll(async () => {
    await database?.close();
    await observer?.close();
    await ferretdb?.stop();
  });

  it('uses a server selection timeout of about a second, not the driver’s 30 s', () => {
    expect(database.client.options.serverSelectionTimeoutMS).toBeLessThanOrEqual(1000);
  });

  it('answers reads 503 JSON quickly, refuses writes, and recovers by itself', async () => {
    const image = (await news().findOne({ url: 'prima-della-caduta' }))?.cover as string;
    await ferretdb.stop();

    const reads = [
      '/api/news',
      '/api/news/latest',
      '/api/news/prima-della-caduta',
      '/api/careers',
      `/uploads/news/${image}`,
    ];
    for (const path of reads) {
      const started = performance.now();
      const response = await request(app).get(path).expect(503);
      const elapsed = performance.now() - started;
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        error: { code: 'database_unavailable', message: 'The database is not reachable' },
      });
      // Far below the driver's default: the configured timeout is in force.
      expect(elapsed).toBeLessThan(DRIVER_DEFAULT_MS / 5);
    }
    await request(app).get('/api/health').expect(503);

    // Writes are refused, each with the same JSON error.
    const writes = [
      create('durante-la-caduta', [tinyJpeg(4)]),
      request(app).post('/api/inquiries').send({
        kind: 'product',
        products: 'Foglio per uso domestico',
        name: 'Anna',
        phone: '123',
        email: 'anna@example.com',
        message: 'Salve',
        sourcePage: '/products/rolled-foils/household-foil',
      }),
      request(app).post('/api/newsletter').send({ email: 'anna@example.com' }),
      request(app).post('/api/admin/login').send({ username: 'x', password: 'y' }),
    ];
    for (const write of writes) {
      const response = await write;
      expect([response.status, response.body]).toEqual([
        503,
        { error: { code: 'database_unavailable', message: 'The database is not reachable' } },
      ]);
    }

    // The database comes back on the same data: the same app answers again, no restart.
    await startDatabase();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await request(app).get('/api/news/latest')).status;
    }
    expect(status).toBe(200);
    const article = await request(app).get('/api/news/prima-della-caduta').expect(200);
    expect(article.body).toHaveLength(1);
    await request(app).get(`/uploads/news/${image}`).expect(200);
    // Nothing of the refused writes was stored.
    expect(await news().countDocuments({ url: 'durante-la-caduta' })).toBe(0);
    expect(await observer.db.collection('inquiries').countDocuments()).toBe(0);
    expect(await observer.db.collection('newsletter').countDocuments()).toBe(0);
    await expectConsistent();
  });

  it('never half-writes a news item when the database stops in the middle of storing its images', async () => {
    const gallery = Array.from({ length: 8 }, (_, i) => bigJpeg(i));
    const before = await files().countDocuments();
    // then() sends the request; it runs while the test watches the database.
    const pending = create('caduta-a-meta', gallery).then((response) => response);
    // Stop the database as soon as the first image of this write is stored.
    const deadline = Date.now() + 30_000;
    while ((await files().countDocuments()) === before && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await files().countDocuments()).toBeGreaterThan(before);
    // A crash (SIGKILL), not a shutdown: nothing the API does next reaches the database.
    process.kill(ferretdb.pid, 'SIGKILL');
    await ferretdb.stop();
    const response = await pending;
    // What the app logged names the error a wrong answer came from.
    if (response.status !== 503) {
      throw new Error(`answered ${response.status}; the app logged:\n${loggedErrors.join('\n')}`);
    }
    expect(response.body).toEqual({
      error: { code: 'database_unavailable', message: 'The database is not reachable' },
    });

    await startDatabase();
    // The item was not stored; its files, stored before the database went, are orphans.
    expect(await news().countDocuments({ url: 'caduta-a-meta' })).toBe(0);
    expect(await files().countDocuments()).toBeGreaterThan(before);

    // The sweeper (at start-up and periodically; here with no grace) removes them, files and
    // chunks of uploads cut off half-way alike.
    const removed = await sweepOrphanImages(
      new NewsRepository(observer.db),
      new FileStorage(observer.db),
      { graceMs: 0, now: new Date(Date.now() + 2000) },
    );
    expect(removed.length).toBeGreaterThan(0);
    await expectConsistent();
    // The item stored before the outage is whole.
    const item = await news().findOne({ url: 'prima-della-caduta' });
    expect(item?.gallery).toHaveLength(2);
  });
});
