import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import express from 'express';
import type { GridFSBucketReadStream, ObjectId } from 'mongodb';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import type { Database } from '../db/database';
import { createApp } from '../http/createApp';
import { errorHandler, notFoundHandler } from '../http/errors';
import { RemotesRegistry } from '../remotes/registry';
import { silentLogger, testDatabase, unreachableDatabase } from '../test-support/helpers';
import { FileExistsError, ImageStorage, NEWS_IMAGES_BUCKET, type ByteRange } from './imageStorage';
import { uploadsRouter } from './uploads.router';

/** Records the download streams it opens, with a spy on their abort(). */
class RecordingStorage extends ImageStorage {
  readonly opened: { stream: GridFSBucketReadStream; abort: jest.SpyInstance }[] = [];
  override openDownloadStream(id: ObjectId, range?: ByteRange) {
    const stream = super.openDownloadStream(id, range);
    this.opened.push({ stream, abort: jest.spyOn(stream, 'abort') });
    return stream;
  }
}

/** Just the uploads router, with the app's logging and error handling. */
function routerApp(storage: ImageStorage) {
  const app = express();
  app.use(pinoHttp({ logger: silentLogger }));
  app.use(uploadsRouter(storage));
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
  let storage: ImageStorage;
  let app: ReturnType<typeof createApp>;
  const bytes = randomBytes(1000);

  beforeAll(() => {
    database = testDatabase();
    storage = new ImageStorage(database.db);
    app = createApp({
      database,
      remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
      logger: silentLogger,
      // These tests delete files behind the API's back and reuse names: no remembered lookups.
      newsCacheMs: 0,
    });
  });
  afterEach(async () => {
    await database.db.collection(`${NEWS_IMAGES_BUCKET}.files`).deleteMany({});
    await database.db.collection(`${NEWS_IMAGES_BUCKET}.chunks`).deleteMany({});
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
      const response = await request(routerApp(new ImageStorage(database.db)))
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
