import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NewsItem } from '@alu/common/contracts';
import { ObjectId, type Collection } from 'mongodb';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import {
  adminApp,
  createTestAdmin,
  handMadeToken,
  signIn,
  unsignedToken,
} from '../../../dev/test-support/adminHelpers';
import { testDatabase } from '../../../dev/test-support/helpers';
import { newsInput as input } from '../../../dev/test-support/news';
import { rawMultipart } from '../../../dev/test-support/rawMultipart';
import {
  BROKEN_GIF,
  BROKEN_PNG,
  NOT_AN_IMAGE,
  pixelBomb,
  TINY_GIF,
  TINY_PNG,
  tinyJpeg,
} from '../../../dev/test-support/images';
import {
  NEWS_IMAGE_VARIANTS_BUCKET,
  NEWS_IMAGES_BUCKET,
} from '../../platform/file-storage/fileStorage';
import { NEWS_IMAGE_MAX_BYTES } from '@alu/common/contracts';
import type { NewsDocument } from './newsDocument';
import { NEWS_REQUEST_MAX_BYTES } from './newsImages';
import { NEWS_COLLECTION, NewsRepository } from './newsRepository';

type App = ReturnType<typeof adminApp>;
interface Upload {
  name: string;
  bytes: Buffer;
}

const GENERATED_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif)$/;

const jpg = (name: string, shade?: number): Upload => ({ name, bytes: tinyJpeg(shade) });

/** A multipart news write with the given parts. */
function multipart(
  req: request.Test,
  parts: {
    data?: unknown;
    cover?: Upload[];
    gallery?: Upload[];
    imagesToBeDeleted?: unknown;
    path?: string;
  },
): request.Test {
  if (parts.path !== undefined) req.set('path', parts.path);
  if (parts.data !== undefined) {
    req.field('data', typeof parts.data === 'string' ? parts.data : JSON.stringify(parts.data));
  }
  if (parts.imagesToBeDeleted !== undefined) {
    req.field(
      'imagesToBeDeleted',
      typeof parts.imagesToBeDeleted === 'string'
        ? parts.imagesToBeDeleted
        : JSON.stringify(parts.imagesToBeDeleted),
    );
  }
  for (const file of parts.cover ?? []) req.attach('cover', file.bytes, file.name);
  for (const file of parts.gallery ?? []) req.attach('gallery', file.bytes, file.name);
  return req;
}

describe('news writes', () => {
  let database: Database;
  let news: Collection<NewsDocument>;
  let app: App;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  const files = () => database.db.collection<{ filename: string }>(`${NEWS_IMAGES_BUCKET}.files`);
  const chunks = () => database.db.collection(`${NEWS_IMAGES_BUCKET}.chunks`);
  const copies = () =>
    database.db.collection<{ filename: string }>(`${NEWS_IMAGE_VARIANTS_BUCKET}.files`);
  const copyChunks = () => database.db.collection(`${NEWS_IMAGE_VARIANTS_BUCKET}.chunks`);
  const storedNames = async () =>
    (await files().find({}).toArray()).map((file) => file.filename).sort();
  /** Nothing stored: no item, no file, no chunk, no resized copy. */
  async function expectNothingStored() {
    expect(await news.countDocuments()).toBe(0);
    expect(await files().countDocuments()).toBe(0);
    expect(await chunks().countDocuments()).toBe(0);
    expect(await copies().countDocuments()).toBe(0);
    expect(await copyChunks().countDocuments()).toBe(0);
  }
  /** Asks for resized copies of the images, as the news pages do. */
  async function requestCopies(names: readonly string[]) {
    for (const name of names) {
      await request(app).get(`/uploads/news/${name}?w=480&fm=webp`).expect(200);
      await request(app).get(`/uploads/news/${name}?w=480&fm=avif`).expect(200);
    }
  }

  const create = (
    parts: Parameters<typeof multipart>[1],
    headers: Record<string, string> = auth(),
  ) => multipart(request(app).post('/api/news').set(headers), parts);

  async function createItem(
    overrides: Record<string, unknown> = {},
    gallery = 2,
  ): Promise<NewsItem> {
    const data = input(overrides);
    const response = await create({
      data,
      path: data.url,
      cover: [jpg('copertina.jpg', 10)],
      gallery: Array.from({ length: gallery }, (_, i) => jpg(`foto-${i}.jpg`, 20 + i)),
    }).expect(201);
    return response.body as NewsItem;
  }

  beforeAll(async () => {
    database = testDatabase();
    news = database.db.collection<NewsDocument>(NEWS_COLLECTION);
    await new NewsRepository(database.db).ensureIndexes();
    await createTestAdmin(database.db);
    app = adminApp(database);
    token = await signIn(app);
  });
  afterEach(async () => {
    await news.deleteMany({});
    await files().deleteMany({});
    await chunks().deleteMany({});
    await copies().deleteMany({});
    await copyChunks().deleteMany({});
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  describe('POST /api/news', () => {
    it('stores the item with generated image names and answers it; the public API shows it', async () => {
      const item = await createItem();
      expect(item).toMatchObject({
        url: 'nuova-linea-di-laminazione',
        date: '2026-03-15',
        isMediaNews: false,
      });
      expect(item.content.it.contentOne).toBe('<p>Testo <strong>forte</strong></p>');
      expect(item.cover).toMatch(GENERATED_NAME);
      expect(item.gallery).toHaveLength(2);
      for (const name of item.gallery) expect(name).toMatch(GENERATED_NAME);
      expect(await storedNames()).toEqual([item.cover, ...item.gallery].sort());

      const article = await request(app).get(`/api/news/${item.url}`).expect(200);
      expect(article.body).toEqual([item]);
      const image = await request(app).get(`/uploads/news/${item.cover}`).expect(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    });

    it('names each image by what its bytes are, whatever the file is called', async () => {
      const response = await create({
        data: input(),
        cover: [{ name: 'cover.gif', bytes: TINY_PNG }],
        gallery: [{ name: 'photo.JPEG', bytes: TINY_GIF }, jpg('../../etc/passwd.jpg')],
      }).expect(201);
      const item = response.body as NewsItem;
      expect(item.cover).toMatch(/\.png$/);
      expect(item.gallery[0]).toMatch(/\.gif$/);
      expect(item.gallery[1]).toMatch(/\.jpg$/);
      const gif = await request(app).get(`/uploads/news/${item.gallery[0]}`).expect(200);
      expect(gif.headers['content-type']).toBe('image/gif');
    });

    it('stores rich text sanitised, keeping the editor’s bold, links, code and YouTube frames', async () => {
      const dirty = input({
        content: {
          bg: { title: '', contentOne: '', contentTwo: '' },
          en: { title: '', contentOne: '', contentTwo: '' },
          de: { title: '', contentOne: '', contentTwo: '' },
          it: {
            title: 'Sicurezza',
            contentOne:
              '<p><strong>Forte</strong> <a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"></p>' +
              '<iframe src="https://www.youtube.com/embed/Q7mTz3KpL2c" srcdoc="<script>alert(1)</script>"></iframe>',
            contentTwo:
              '<iframe src="https://evil.example/embed/x"></iframe><pre>codice</pre><script>alert(2)</script>',
          },
        },
      });
      const response = await create({ data: dirty, cover: [jpg('c.jpg')] }).expect(201);
      const stored = await news.findOne({ url: dirty.url });
      expect(stored?.content?.it?.contentOne).toBe(
        '<p><strong>Forte</strong> <a>x</a><img src="x" /></p>' +
          '<iframe src="https://www.youtube-nocookie.com/embed/Q7mTz3KpL2c" title="Video" width="560" height="315" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
      );
      expect(stored?.content?.it?.contentTwo).toBe('<pre>codice</pre>');
      expect((response.body as NewsItem).content.it.contentTwo).toBe('<pre>codice</pre>');
    });

    it('takes the media type from the radio’s strings and trims titles', async () => {
      const item = await createItem({
        isMediaNews: 'true',
        content: { ...input().content, de: { title: '  Neu  ', contentOne: '', contentTwo: '' } },
      });
      expect(item.isMediaNews).toBe(true);
      expect(item.content.de.title).toBe('Neu');
      expect((await news.findOne({}))?.isMediaNews).toBe(true);
    });

    let bomb: Buffer = Buffer.alloc(0);
    beforeAll(async () => {
      bomb = await pixelBomb();
    });

    const badRequests: [string, () => Parameters<typeof multipart>[1], string][] = [
      [
        'a cover that starts like a PNG and does not decode',
        () => ({ data: input(), cover: [{ name: 'cover.png', bytes: BROKEN_PNG }] }),
        'cover',
      ],
      [
        'a gallery file that starts like a GIF and does not decode',
        () => ({
          data: input(),
          cover: [jpg('c.jpg')],
          gallery: [{ name: 'g.gif', bytes: BROKEN_GIF }],
        }),
        'gallery',
      ],
      [
        'a cover of 49 megapixels in a small file (a decompression bomb)',
        () => ({ data: input(), cover: [{ name: 'huge.png', bytes: bomb }] }),
        'cover',
      ],
      [
        'a cover that is HTML named .jpg',
        () => ({ data: input(), cover: [{ name: 'cover.jpg', bytes: NOT_AN_IMAGE }] }),
        'cover',
      ],
      [
        'a gallery file that is not an image',
        () => ({
          data: input(),
          cover: [jpg('c.jpg')],
          gallery: [jpg('ok.jpg'), { name: 'evil.png', bytes: NOT_AN_IMAGE }],
        }),
        'gallery',
      ],
      [
        'an empty cover file',
        () => ({ data: input(), cover: [{ name: 'c.jpg', bytes: Buffer.alloc(0) }] }),
        'cover',
      ],
      [
        '11 gallery files',
        () => ({
          data: input(),
          cover: [jpg('c.jpg')],
          gallery: Array.from({ length: 11 }, (_, i) => jpg(`g${i}.jpg`, i)),
        }),
        'gallery',
      ],
      ['no cover', () => ({ data: input(), gallery: [jpg('g.jpg')] }), 'cover'],
      ['two covers', () => ({ data: input(), cover: [jpg('a.jpg'), jpg('b.jpg')] }), 'cover'],
      [
        'a 71-character title',
        () => ({
          data: input({
            content: {
              ...input().content,
              bg: { title: 'я'.repeat(71), contentOne: '', contentTwo: '' },
            },
          }),
          cover: [jpg('c.jpg')],
        }),
        'content.bg.title',
      ],
      [
        'no title in any language',
        () => ({
          data: input({
            content: Object.fromEntries(
              ['bg', 'en', 'de', 'it'].map((l) => [l, { title: ' ', contentOne: '<p>x</p>' }]),
            ),
          }),
          cover: [jpg('c.jpg')],
        }),
        'content',
      ],
      [
        'an operator object as a title',
        () => ({
          data: input({ content: { ...input().content, it: { title: { $ne: '' } } } }),
          cover: [jpg('c.jpg')],
        }),
        'content.it.title',
      ],
      [
        'content over 20000 characters',
        () => ({
          data: input({
            content: { ...input().content, en: { title: 'x', contentOne: 'x'.repeat(20001) } },
          }),
          cover: [jpg('c.jpg')],
        }),
        'content.en.contentOne',
      ],
      ['a slug with ../', () => ({ data: input({ url: '../etc' }), cover: [jpg('c.jpg')] }), 'url'],
      [
        'a slug with capitals',
        () => ({ data: input({ url: 'Nuova-Linea' }), cover: [jpg('c.jpg')] }),
        'url',
      ],
      ['an empty slug', () => ({ data: input({ url: '' }), cover: [jpg('c.jpg')] }), 'url'],
      [
        'a slug over 200 characters',
        () => ({ data: input({ url: 'a'.repeat(201) }), cover: [jpg('c.jpg')] }),
        'url',
      ],
      [
        'the reserved slug "latest"',
        () => ({ data: input({ url: 'latest' }), cover: [jpg('c.jpg')] }),
        'url',
      ],
      [
        'a slug that is an operator object',
        () => ({
          data: { ...input(), url: { $ne: '' } },
          cover: [jpg('c.jpg')],
        }),
        'url',
      ],
      [
        'a path header that differs from the slug',
        () => ({ data: input(), path: 'other-slug', cover: [jpg('c.jpg')] }),
        'path',
      ],
      [
        'the impossible date 31-02-2026',
        () => ({ data: input({ date: '31-02-2026' }), cover: [jpg('c.jpg')] }),
        'date',
      ],
      [
        'a date written 2026/03/15',
        () => ({ data: input({ date: '2026/03/15' }), cover: [jpg('c.jpg')] }),
        'date',
      ],
      [
        'a date that is an object',
        () => ({ data: { ...input(), date: { $gt: '' } }, cover: [jpg('c.jpg')] }),
        'date',
      ],
      [
        'isMediaNews other than true/false',
        () => ({ data: { ...input(), isMediaNews: 'yes' }, cover: [jpg('c.jpg')] }),
        'isMediaNews',
      ],
      ['data that is not JSON', () => ({ data: '{"url": ', cover: [jpg('c.jpg')] }), 'data'],
      ['data that is a JSON list', () => ({ data: '[]', cover: [jpg('c.jpg')] }), 'data'],
      ['no data', () => ({ cover: [jpg('c.jpg')] }), 'data'],
    ];

    it.each(badRequests)(
      'answers 400 for %s, storing no item and no file',
      async (_name, parts, field) => {
        const response = await create(parts()).expect(400);
        expect(response.body).toEqual({
          error: { code: 'validation_failed', message: expect.any(String), field },
        });
        await expectNothingStored();
      },
    );

    it('answers 413 for an image over the size limit, storing nothing', async () => {
      const big = Buffer.concat([tinyJpeg(), Buffer.alloc(NEWS_IMAGE_MAX_BYTES)]);
      const response = await create({
        data: input(),
        cover: [{ name: 'huge.jpg', bytes: big }],
      }).expect(413);
      expect(response.body.error.code).toBe('payload_too_large');
      await expectNothingStored();
    });

    it('answers 413 before reading a body that declares more than the request limit', async () => {
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const status = await new Promise<number>((resolve, reject) => {
          const req = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/news',
            headers: {
              ...auth(),
              'Content-Type': 'multipart/form-data; boundary=xyz',
              'Content-Length': String(NEWS_REQUEST_MAX_BYTES + 1),
            },
          });
          req.on('response', (res) => {
            resolve(res.statusCode ?? 0);
            req.destroy();
          });
          req.on('error', reject);
          req.flushHeaders();
        });
        expect(status).toBe(413);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await expectNothingStored();
    });

    it('answers 400 for an image whose file name holds a control character', async () => {
      const data = input();
      const { contentType, body } = rawMultipart([
        { name: 'data', content: JSON.stringify(data) },
        { name: 'cover', filename: 'a\x01.jpg', contentType: 'image/jpeg', content: tinyJpeg() },
      ]);
      const response = await request(app)
        .post('/api/news')
        .set(auth())
        .set('path', data.url)
        .set('Content-Type', contentType)
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: expect.objectContaining({ code: 'validation_failed', field: 'body' }),
      });
      await expectNothingStored();
    });

    it('answers 415 for a JSON body', async () => {
      await request(app).post('/api/news').set(auth()).send(input()).expect(415);
      await expectNothingStored();
    });

    it('answers 409 for a slug that exists, storing no extra file', async () => {
      const first = await createItem();
      const response = await create({ data: input(), cover: [jpg('c.jpg')] }).expect(409);
      expect(response.body.error.code).toBe('conflict');
      expect(await news.countDocuments()).toBe(1);
      expect(await storedNames()).toEqual([first.cover, ...first.gallery].sort());
    });

    it('lets one of two concurrent creates of a slug win; the loser leaves no file', async () => {
      // Both pass the early check together; the unique index decides.
      jest.spyOn(NewsRepository.prototype, 'urlTaken').mockResolvedValue(false);
      const send = () =>
        create({ data: input(), cover: [jpg('c.jpg')], gallery: [jpg('g.jpg', 3)] }).then(
          (response) => response,
        );
      const responses = await Promise.all([send(), send()]);
      jest.restoreAllMocks();
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const winner = responses.find((response) => response.status === 201)?.body as NewsItem;
      expect(await news.countDocuments()).toBe(1);
      expect(await storedNames()).toEqual([winner.cover, ...winner.gallery].sort());
    });

    it.each<[string, () => Record<string, string>]>([
      ['no token', () => ({})],
      [
        'a forged token',
        () => ({ Authorization: `Bearer ${handMadeToken({ secret: 'y'.repeat(40) })}` }),
      ],
      [
        'an expired token',
        () => ({
          Authorization: `Bearer ${handMadeToken({ expiresAt: Math.floor(Date.now() / 1000) - 1 })}`,
        }),
      ],
      ['an alg:none token', () => ({ Authorization: `Bearer ${unsignedToken()}` })],
    ])('answers 401 to %s, storing nothing', async (_name, headers) => {
      const response = await create({ data: input(), cover: [jpg('c.jpg')] }, headers()).expect(
        401,
      );
      expect(response.body.error.code).toBe('unauthorized');
      await expectNothingStored();
    });
  });

  describe('POST /api/news/validate-url', () => {
    it('answers whether a slug can be used', async () => {
      await createItem();
      const check = async (url: unknown) =>
        (await request(app).post('/api/news/validate-url').set(auth()).send({ url }).expect(200))
          .body as { valid: boolean };
      expect(await check('un-altro-articolo')).toEqual({ valid: true });
      expect(await check('nuova-linea-di-laminazione')).toEqual({ valid: false });
      expect(await check('latest')).toEqual({ valid: false });
      expect(await check('Maiuscole')).toEqual({ valid: false });
      expect(await check('../x')).toEqual({ valid: false });
    });

    it('refuses an object instead of a string, and visitors', async () => {
      const response = await request(app)
        .post('/api/news/validate-url')
        .set(auth())
        .send({ url: { $ne: '' } })
        .expect(400);
      expect(response.body.error.field).toBe('url');
      await request(app).post('/api/news/validate-url').send({ url: 'x' }).expect(401);
    });
  });

  describe('POST /api/news/update/:url', () => {
    it('replaces the cover, removes and adds gallery images, and deletes the old files', async () => {
      const item = await createItem({}, 3);
      const [keep1, drop, keep2] = item.gallery;
      await requestCopies([item.cover, drop!, keep1!]);
      const response = await multipart(
        request(app).post(`/api/news/update/${item.url}`).set(auth()),
        {
          data: input({ date: '01-04-2026' }),
          imagesToBeDeleted: [drop],
          cover: [{ name: 'nuova.png', bytes: TINY_PNG }],
          gallery: [jpg('aggiunta.jpg', 99)],
        },
      ).expect(200);
      const updated = response.body as NewsItem;
      expect(updated.date).toBe('2026-04-01');
      expect(updated.cover).toMatch(/\.png$/);
      expect(updated.gallery.slice(0, 2)).toEqual([keep1, keep2]);
      expect(updated.gallery).toHaveLength(3);
      expect(await storedNames()).toEqual([updated.cover, ...updated.gallery].sort());
      await request(app).get(`/uploads/news/${item.cover}`).expect(404);
      await request(app).get(`/uploads/news/${drop}`).expect(404);
      // The copies of the removed images went with them; those of a kept image stay.
      expect((await copies().find({}).toArray()).map((copy) => copy.filename).sort()).toEqual([
        `${keep1}.480.avif`,
        `${keep1}.480.webp`,
      ]);
      await request(app).get(`/uploads/news/${drop}?w=480&fm=webp`).expect(404);
    });

    it('keeps the images when only the texts change', async () => {
      const item = await createItem();
      const changed = input({
        content: {
          ...input().content,
          it: { title: 'Titolo nuovo', contentOne: '<p>nuovo</p>', contentTwo: '' },
        },
      });
      const response = await multipart(
        request(app).post(`/api/news/updateTexts/${item.url}`).set(auth()),
        { data: changed },
      ).expect(200);
      expect(response.body).toMatchObject({
        cover: item.cover,
        gallery: item.gallery,
        content: { it: { title: 'Titolo nuovo', contentOne: '<p>nuovo</p>' } },
      });
      expect(await storedNames()).toEqual([item.cover, ...item.gallery].sort());
    });

    it('refuses files on updateTexts', async () => {
      const item = await createItem({}, 0);
      await multipart(request(app).post(`/api/news/updateTexts/${item.url}`).set(auth()), {
        data: input(),
        gallery: [jpg('g.jpg')],
      }).expect(400);
      expect(await storedNames()).toEqual([item.cover]);
    });

    it.each([
      [
        'a file name of another item',
        () => ({ imagesToBeDeleted: ['someone-else.jpg'] }),
        'imagesToBeDeleted',
      ],
      ['a list that is not JSON', () => ({ imagesToBeDeleted: 'a.jpg' }), 'imagesToBeDeleted'],
      ['an operator object', () => ({ imagesToBeDeleted: { $ne: '' } }), 'imagesToBeDeleted'],
      [
        'removing the cover without a new one',
        (item: NewsItem) => ({ imagesToBeDeleted: [item.cover] }),
        'cover',
      ],
      [
        'more than 10 gallery images in all',
        () => ({ gallery: Array.from({ length: 9 }, (_, i) => jpg(`n${i}.jpg`, i)) }),
        'gallery',
      ],
      [
        'a new image that is not one',
        () => ({ gallery: [{ name: 'x.jpg', bytes: NOT_AN_IMAGE }] }),
        'gallery',
      ],
      ['an impossible date', () => ({ data: input({ date: '31-02-2026' }) }), 'date'],
    ])('answers 400 for %s, changing nothing', async (_name, parts, field) => {
      const item = await createItem();
      const before = await news.findOne({});
      const response = await multipart(
        request(app).post(`/api/news/update/${item.url}`).set(auth()),
        { data: input(), ...parts(item) },
      ).expect(400);
      expect(response.body.error.field).toBe(field);
      expect(await news.findOne({})).toEqual(before);
      expect(await storedNames()).toEqual([item.cover, ...item.gallery].sort());
    });

    it('answers 404 for an unknown or malformed url', async () => {
      for (const url of ['non-esiste', 'Maiuscole', '..%2F..%2Fx']) {
        await multipart(request(app).post(`/api/news/update/${url}`).set(auth()), {
          data: input(),
          cover: [jpg('c.jpg')],
        }).expect(404);
      }
      await expectNothingStored();
    });
  });

  describe('DELETE /api/news/:id', () => {
    it('deletes the item, its images and their resized copies', async () => {
      const item = await createItem();
      await requestCopies([item.cover, ...item.gallery]);
      expect(await copies().countDocuments()).toBe(6);
      await request(app).delete(`/api/news/${item._id}`).set(auth()).expect(204);
      expect(await news.countDocuments()).toBe(0);
      await expectNothingStored();
      await request(app).get(`/api/news/${item.url}`).expect(404);
      for (const name of [item.cover, ...item.gallery]) {
        await request(app).get(`/uploads/news/${name}`).expect(404);
        await request(app).get(`/uploads/news/${name}?w=480&fm=webp`).expect(404);
      }
    });

    it('answers 404 for an unknown or malformed id and 401 for visitors', async () => {
      const item = await createItem();
      await request(app)
        .delete(`/api/news/${new ObjectId().toHexString()}`)
        .set(auth())
        .expect(404);
      await request(app).delete('/api/news/%24ne').set(auth()).expect(404);
      await request(app).delete(`/api/news/${item._id}`).expect(401);
      expect(await news.countDocuments()).toBe(1);
    });
  });
});
