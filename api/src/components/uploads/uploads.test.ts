import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import express from 'express';
import type { GridFSBucketReadStream, ObjectId } from 'mongodb';
import sharp from 'sharp';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { logRequests } from '@alu/server-kit';
import { createApp } from '../../app/createApp';
import { composeApi } from '../../app/composeApi';
import { errorHandler, notFoundHandler } from '../../platform/http/errors';
import { RemotesRegistry } from '../remotes/registry';
import { silentLogger, testDatabase, unreachableDatabase } from '../../../dev/test-support/helpers';
import { NEWS_COLLECTION, NewsRepository } from '../news/newsRepository';
import { sweepOrphanImages } from '../news/orphanImages';
import { TINY_GIF, TINY_PNG } from '../../../dev/test-support/images';
import {
  FileExistsError,
  FileStorage,
  NEWS_IMAGE_VARIANTS_BUCKET,
  NEWS_IMAGES_BUCKET,
  type ByteRange,
} from '../../platform/file-storage/fileStorage';
import { uploadsRouter } from './uploads.router';

/** Records the download streams it opens, with a spy on their abort(). */
class RecordingStorage extends FileStorage {
  readonly opened: { stream: GridFSBucketReadStream; abort: jest.SpyInstance }[] = [];
  override openDownloadStream(id: ObjectId, range?: ByteRange) {
    const stream = super.openDownloadStream(id, range);
    this.opened.push({ stream, abort: jest.spyOn(stream, 'abort') });
    return stream;
  }
}

/** Just the uploads router, with the app's logging and error handling. */
function routerApp(storage: FileStorage) {
  const app = express();
  logRequests(app, { logger: silentLogger });
  app.use(uploadsRouter({ storage }));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

/** supertest: collect any response body as a Buffer. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  // superagent hands parsers the raw response stream.
  const stream = res as unknown as http.IncomingMessage;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('image storage and /uploads/news', () => {
  let database: Database;
  let storage: FileStorage;
  let app: ReturnType<typeof createApp>;
  const bytes = randomBytes(1000);

  beforeAll(() => {
    database = testDatabase();
    storage = new FileStorage(database.db);
    app = createApp(
      composeApi({
        database,
        remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
        logger: silentLogger,
        // These tests delete files behind the API's back and reuse names: no remembered lookups.
        newsCacheMs: 0,
      }),
    );
  });
  afterEach(async () => {
    for (const bucket of [NEWS_IMAGES_BUCKET, NEWS_IMAGE_VARIANTS_BUCKET]) {
      await database.db.collection(`${bucket}.files`).deleteMany({});
      await database.db.collection(`${bucket}.chunks`).deleteMany({});
    }
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  describe('storage', () => {
    it('stores bytes or a stream, finds them by name and deletes them', async () => {
      const fromBytes = await storage.put('a.jpg', bytes, 'image/jpeg');
      expect(fromBytes).toMatchObject({
        filename: 'a.jpg',
        length: 1000,
        contentType: 'image/jpeg',
      });
      const fromStream = await storage.put(
        'b.png',
        Readable.from([bytes.subarray(0, 300), bytes.subarray(300)]),
        'image/png',
      );
      expect(fromStream.length).toBe(1000);
      expect((await storage.find('b.png'))?.contentType).toBe('image/png');
      expect(await storage.find('missing.jpg')).toBeNull();

      expect(await storage.delete('a.jpg')).toBe(true);
      expect(await storage.find('a.jpg')).toBeNull();
      expect(await storage.delete('a.jpg')).toBe(false);
      const chunks = database.db.collection(`${NEWS_IMAGES_BUCKET}.chunks`);
      expect(await chunks.countDocuments({ files_id: fromBytes.id })).toBe(0);
      expect(await chunks.countDocuments({ files_id: fromStream.id })).toBe(1);
    });

    it('refuses a second file with the same name, also under a race', async () => {
      await storage.put('same.jpg', bytes, 'image/jpeg');
      await expect(storage.put('same.jpg', bytes, 'image/jpeg')).rejects.toThrow(FileExistsError);

      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => storage.put('raced.jpg', bytes, 'image/jpeg')),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r) => r.status === 'rejected')) {
        expect(r.reason).toBeInstanceOf(FileExistsError);
      }
      const files = database.db.collection(`${NEWS_IMAGES_BUCKET}.files`);
      expect(await files.countDocuments({ filename: 'raced.jpg' })).toBe(1);
      // No orphaned chunks from the losers.
      const chunks = database.db.collection(`${NEWS_IMAGES_BUCKET}.chunks`);
      expect(await chunks.countDocuments({})).toBe(2);
    });
  });

  describe('GET /uploads/news/:file', () => {
    it('streams the stored bytes with type, length, validators and an immutable cache', async () => {
      const stored = await storage.put('coil.jpg', bytes, 'image/jpeg');
      const response = await request(app)
        .get('/uploads/news/coil.jpg')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['content-length']).toBe('1000');
      expect(response.headers.etag).toBe(`"${stored.id.toHexString()}"`);
      expect(response.headers['last-modified']).toBe(stored.uploadDate.toUTCString());
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('is not under /api', async () => {
      await storage.put('coil.jpg', bytes, 'image/jpeg');
      await request(app).get('/api/uploads/news/coil.jpg').expect(404);
    });

    it('answers 304 with no body to a matching If-None-Match', async () => {
      const stored = await storage.put('coil.jpg', bytes, 'image/jpeg');
      const etag = `"${stored.id.toHexString()}"`;
      const response = await request(app)
        .get('/uploads/news/coil.jpg')
        .set('If-None-Match', etag)
        .buffer(true)
        .parse(binary)
        .expect(304);
      expect((response.body as Buffer).length).toBe(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      await request(app)
        .get('/uploads/news/coil.jpg')
        .set('If-None-Match', `W/"other", ${etag}`)
        .expect(304);
      await request(app)
        .get('/uploads/news/coil.jpg')
        .set('If-None-Match', '"000000000000000000000000"')
        .expect(200);
    });

    it('answers a single byte range with 206 and exactly those bytes', async () => {
      await storage.put('coil.jpg', bytes, 'image/jpeg');
      const cases: [string, number, number][] = [
        ['bytes=10-99', 10, 99],
        ['bytes=990-', 990, 999],
        ['bytes=-5', 995, 999],
        ['bytes=900-5000', 900, 999],
        ['bytes=0-0', 0, 0],
      ];
      for (const [header, start, end] of cases) {
        const response = await request(app)
          .get('/uploads/news/coil.jpg')
          .set('Range', header)
          .buffer(true)
          .parse(binary)
          .expect(206);
        expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
        expect(response.headers['content-length']).toBe(String(end - start + 1));
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(Buffer.compare(response.body as Buffer, bytes.subarray(start, end + 1))).toBe(0);
      }
    });

    it('serves ranges across GridFS chunk boundaries', async () => {
      const big = randomBytes(700 * 1024); // three 255 KiB chunks
      await storage.put('big.jpg', big, 'image/jpeg');
      const start = 255 * 1024 - 10;
      const end = 2 * 255 * 1024 + 10;
      const response = await request(app)
        .get('/uploads/news/big.jpg')
        .set('Range', `bytes=${start}-${end}`)
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(Buffer.compare(response.body as Buffer, big.subarray(start, end + 1))).toBe(0);
      const whole = await request(app)
        .get('/uploads/news/big.jpg')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(Buffer.compare(whole.body as Buffer, big)).toBe(0);
    });

    it('answers 416 with the size for an unsatisfiable range', async () => {
      await storage.put('coil.jpg', bytes, 'image/jpeg');
      const response = await request(app)
        .get('/uploads/news/coil.jpg')
        .set('Range', 'bytes=999999999-')
        .expect(416);
      expect(response.headers['content-range']).toBe('bytes */1000');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers the whole file to several ranges, a malformed range or a stale If-Range', async () => {
      await storage.put('coil.jpg', bytes, 'image/jpeg');
      for (const headers of [
        { Range: 'bytes=0-9,20-29' },
        { Range: 'bytes=abc' },
        { Range: 'bytes=10-99', 'If-Range': '"000000000000000000000000"' },
      ]) {
        const response = await request(app)
          .get('/uploads/news/coil.jpg')
          .set(headers)
          .buffer(true)
          .parse(binary)
          .expect(200);
        expect(response.headers['content-range']).toBeUndefined();
        expect((response.body as Buffer).length).toBe(1000);
      }
    });

    it('honours a range whose If-Range is the current ETag', async () => {
      const stored = await storage.put('coil.jpg', bytes, 'image/jpeg');
      await request(app)
        .get('/uploads/news/coil.jpg')
        .set({ Range: 'bytes=10-99', 'If-Range': `"${stored.id.toHexString()}"` })
        .expect(206);
    });

    it('answers HEAD with the headers and no body, without reading the file', async () => {
      const recording = new RecordingStorage(database.db);
      const stored = await recording.put('coil.jpg', bytes, 'image/jpeg');
      const response = await request(routerApp(recording))
        .head('/uploads/news/coil.jpg')
        .expect(200);
      expect(response.headers['content-length']).toBe('1000');
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers.etag).toBe(`"${stored.id.toHexString()}"`);
      expect(response.text ?? '').toBe('');
      expect(recording.opened).toHaveLength(0);

      const ranged = await request(app)
        .head('/uploads/news/coil.jpg')
        .set('Range', 'bytes=10-99')
        .expect(206);
      expect(ranged.headers['content-length']).toBe('90');
    });

    it.each([
      ['unknown file', '/uploads/news/missing.jpg'],
      ['encoded slash', '/uploads/news/..%2Fcoil.jpg'],
      ['encoded backslash', '/uploads/news/..%5Ccoil.jpg'],
      ['leading dot', '/uploads/news/.coil.jpg'],
      ['NUL byte', '/uploads/news/coil.jpg%00'],
      ['broken percent-encoding', '/uploads/news/%E0%A4%A'],
      ['nested path', '/uploads/news/x/coil.jpg'],
    ])('answers 404 for an %s', async (_name, path) => {
      await storage.put('coil.jpg', bytes, 'image/jpeg');
      const response = await request(app).get(path).expect(404);
      expect(response.body.error.code).toBe('not_found');
    });
  });

  describe('resized copies (?w=…&fm=…)', () => {
    const copies = () =>
      database.db.collection<{ filename: string; metadata?: { source?: string } }>(
        `${NEWS_IMAGE_VARIANTS_BUCKET}.files`,
      );
    let photo: Buffer;

    beforeAll(async () => {
      // A 1200×675 JPEG like the painted news covers: a gradient with some texture.
      const width = 1200;
      const height = 675;
      const pixels = Buffer.alloc(width * height * 3);
      for (let i = 0; i < pixels.length; i += 3) {
        const x = (i / 3) % width;
        const y = Math.floor(i / 3 / width);
        pixels[i] = (x * 7 + y) % 256;
        pixels[i + 1] = (y * 255) / height;
        pixels[i + 2] = (x * 255) / width;
      }
      photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 78 })
        .toBuffer();
    });

    /** GET with the body as a Buffer. */
    const get = (path: string) => request(app).get(path).buffer(true).parse(binary);

    it('makes a WebP copy at the asked width on the first request and stores it once', async () => {
      await storage.put('cover.jpg', photo, 'image/jpeg');
      const first = await get('/uploads/news/cover.jpg?w=480&fm=webp').expect(200);
      expect(first.headers['content-type']).toBe('image/webp');
      const body = first.body as Buffer;
      expect(first.headers['content-length']).toBe(String(body.length));
      expect(body.length).toBeLessThan(photo.length / 3);
      const decoded = await sharp(body).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual(['webp', 480, 270]);
      // Cached like the original: a year, immutable, revalidated by the copy's own ETag.
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      const stored = await copies().find({}).toArray();
      expect(stored.map((file) => [file.filename, file.metadata?.source])).toEqual([
        ['cover.jpg.480.webp', 'cover.jpg'],
      ]);
      expect(first.headers.etag).toBe(`"${stored[0]!._id.toHexString()}"`);

      // Later requests serve the stored copy: same validator, same bytes, nothing new stored.
      const again = await get('/uploads/news/cover.jpg?w=480&fm=webp').expect(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(Buffer.compare(again.body as Buffer, body)).toBe(0);
      expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
      await request(app)
        .get('/uploads/news/cover.jpg?w=480&fm=webp')
        .set('If-None-Match', first.headers.etag!)
        .expect(304);
      expect(await copies().countDocuments()).toBe(1);
      // The original is unchanged and has its own validator.
      const original = await get('/uploads/news/cover.jpg').expect(200);
      expect(Buffer.compare(original.body as Buffer, photo)).toBe(0);
      expect(original.headers.etag).not.toBe(first.headers.etag);
    });

    it('makes AVIF copies, never wider than the original', async () => {
      await storage.put('cover.jpg', photo, 'image/jpeg');
      const avif = await get('/uploads/news/cover.jpg?w=720&fm=avif').expect(200);
      expect(avif.headers['content-type']).toBe('image/avif');
      const decoded = await sharp(avif.body as Buffer).metadata();
      expect([decoded.format, decoded.width]).toEqual(['heif', 720]);

      const small = await sharp(photo).resize({ width: 600 }).png().toBuffer();
      await storage.put('small.png', small, 'image/png');
      const copy = await get('/uploads/news/small.png?w=960&fm=webp').expect(200);
      expect((await sharp(copy.body as Buffer).metadata()).width).toBe(600);
    });

    it('makes a copy once for concurrent first requests', async () => {
      await storage.put('cover.jpg', photo, 'image/jpeg');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => get('/uploads/news/cover.jpg?w=960&fm=webp').expect(200)),
      );
      expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
      expect(await copies().countDocuments({ filename: 'cover.jpg.960.webp' })).toBe(1);
    });

    it('answers HEAD and byte ranges of a copy as of any stored file', async () => {
      await storage.put('cover.jpg', photo, 'image/jpeg');
      const head = await request(app).head('/uploads/news/cover.jpg?w=480&fm=webp').expect(200);
      const length = Number(head.headers['content-length']);
      expect(length).toBeGreaterThan(100);
      const whole = await get('/uploads/news/cover.jpg?w=480&fm=webp').expect(200);
      const ranged = await get('/uploads/news/cover.jpg?w=480&fm=webp')
        .set('Range', 'bytes=10-99')
        .expect(206);
      expect(ranged.headers['content-range']).toBe(`bytes 10-99/${length}`);
      expect(Buffer.compare(ranged.body as Buffer, (whole.body as Buffer).subarray(10, 100))).toBe(
        0,
      );
    });

    it.each([
      ['a width not in the list', '?w=500&fm=webp'],
      ['a format not in the list', '?w=480&fm=jpeg'],
      ['a width written differently', '?w=0480&fm=webp'],
      ['a width alone', '?w=480'],
      ['a format alone', '?fm=webp'],
      ['a repeated width', '?w=480&w=960&fm=webp'],
      ['another parameter', '?w=480&fm=webp&q=100'],
      ['another parameter alone', '?v=2'],
      ['an array syntax', '?w[]=480&fm=webp'],
    ])('answers 400 JSON for %s, storing nothing', async (_name, query) => {
      await storage.put('cover.jpg', photo, 'image/jpeg');
      const response = await request(app).get(`/uploads/news/cover.jpg${query}`).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.error).toMatchObject({
        code: 'validation_failed',
        reason: 'invalid_variant',
      });
      expect(await copies().countDocuments()).toBe(0);
    });

    it('answers 422 once for a stored image it cannot read, and never tries it again', async () => {
      // Stored before uploads were decoded: PNG magic bytes, then nothing a decoder can read.
      const broken = Buffer.concat([TINY_PNG.subarray(0, 16), randomBytes(2000)]);
      await storage.put('broken.png', broken, 'image/png');
      const encodings = jest.spyOn(sharp.prototype, 'toBuffer');
      try {
        for (const fm of ['webp', 'avif', 'webp']) {
          const response = await request(app).get(`/uploads/news/broken.png?w=480&fm=${fm}`);
          expect(response.status).toBe(422);
          expect(response.body.error.code).toBe('image_unprocessable');
        }
        expect(encodings).toHaveBeenCalledTimes(1);
      } finally {
        encodings.mockRestore();
      }
      expect(await copies().countDocuments()).toBe(0);
      // The original is still served as it is.
      await request(app).get('/uploads/news/broken.png').expect(200);
    });

    it('answers 400 for a copy of a GIF (it may be animated) and 404 for no file', async () => {
      await storage.put('moving.gif', TINY_GIF, 'image/gif');
      const gif = await request(app).get('/uploads/news/moving.gif?w=480&fm=webp').expect(400);
      expect(gif.body.error).toMatchObject({
        code: 'validation_failed',
        reason: 'invalid_variant',
      });
      for (const path of [
        '/uploads/news/missing.jpg?w=480&fm=webp',
        '/uploads/news/..%2Fcover.jpg?w=480&fm=webp',
        '/uploads/news/cover.jpg.480.webp',
      ]) {
        const response = await request(app).get(path).expect(404);
        expect(response.body.error.code).toBe('not_found');
      }
      expect(await copies().countDocuments()).toBe(0);
    });

    it('deletes the copies with their image; a copy that outlived it is swept', async () => {
      await storage.put('cover.jpg', photo, 'image/jpeg');
      await storage.put('kept.jpg', photo, 'image/jpeg');
      await get('/uploads/news/cover.jpg?w=480&fm=webp').expect(200);
      await get('/uploads/news/cover.jpg?w=480&fm=avif').expect(200);
      await get('/uploads/news/kept.jpg?w=480&fm=webp').expect(200);
      expect(await copies().countDocuments()).toBe(3);

      expect(await storage.delete('cover.jpg')).toBe(true);
      expect((await copies().find({}).toArray()).map((file) => file.filename)).toEqual([
        'kept.jpg.480.webp',
      ]);
      await request(app).get('/uploads/news/cover.jpg?w=480&fm=webp').expect(404);
      const variantChunks = database.db.collection(`${NEWS_IMAGE_VARIANTS_BUCKET}.chunks`);
      expect(await variantChunks.countDocuments()).toBe(1);

      // A copy made while its image was being deleted (stored after the delete) outlives it:
      // the sweeper removes it, and keeps the copies of images that still exist.
      await storage.variants!.put('gone.jpg.480.webp', photo, 'image/webp', {
        source: 'gone.jpg',
      });
      const news = new NewsRepository(database.db);
      await database.db.collection(NEWS_COLLECTION).insertOne({ url: 'tenuta', cover: 'kept.jpg' });
      try {
        const removed = await sweepOrphanImages(news, storage, {
          graceMs: 0,
          now: new Date(Date.now() + 2000),
        });
        expect(removed).toEqual(['gone.jpg.480.webp']);
        expect((await copies().find({}).toArray()).map((file) => file.filename)).toEqual([
          'kept.jpg.480.webp',
        ]);
      } finally {
        await database.db.collection(NEWS_COLLECTION).deleteMany({});
      }
    });
  });
});

describe('/uploads/news when the client goes away', () => {
  let database: Database;
  beforeAll(() => {
    database = testDatabase();
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  it('does not abort a download that completes', async () => {
    const storage = new RecordingStorage(database.db);
    await storage.put('small.jpg', randomBytes(5000), 'image/jpeg');
    await request(routerApp(storage)).get('/uploads/news/small.jpg').expect(200);
    const { stream, abort } = storage.opened[0]!;
    await waitFor(() => stream.destroyed); // autoDestroy after the end
    expect(abort).not.toHaveBeenCalled();
  });

  it('aborts the GridFS download (stream destroyed, cursor closed)', async () => {
    const storage = new RecordingStorage(database.db);
    // Larger than what socket buffers absorb, so the download is still running at the abort.
    await storage.put('huge.jpg', randomBytes(8 * 1024 * 1024), 'image/jpeg');

    const server = http.createServer(routerApp(storage));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = http.get(`http://127.0.0.1:${port}/uploads/news/huge.jpg`, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code !== 'ECONNRESET') reject(err);
        });
      });
      expect(storage.opened).toHaveLength(1);
      const { stream, abort } = storage.opened[0]!;
      // abort() destroys the stream and closes the server-side cursor (destroy() alone does not).
      await waitFor(() => abort.mock.calls.length > 0);
      await waitFor(() => stream.destroyed);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('/uploads/news without a database', () => {
  it('answers 503 JSON', async () => {
    const database = await unreachableDatabase(300);
    try {
      const response = await request(routerApp(new FileStorage(database.db)))
        .get('/uploads/news/coil.jpg')
        .expect(503);
      expect(response.body.error.code).toBe('database_unavailable');
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await database.close();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
