// Hostile input against every public and administrator endpoint, beyond the per-feature
// tests (the administrator endpoints' own cases are in news/newsAdmin.test.ts,
// admin/admin.test.ts and careers/careers.test.ts): path traversal in upload URLs, unicode
// and oversized slugs, markup in every text field (stored as text, sanitised where it is rich
// text), prototype-pollution keys, very deep JSON, wrong content types and repeated deletes.
import type { Career, NewsItem, StoredInquiry } from '@alu/common/contracts';
import request from 'supertest';
import type { Database } from '../platform/database/database';
import { NewsRepository } from '../components/news/newsRepository';
import { adminApp, createTestAdmin, signIn } from '../../dev/test-support/adminHelpers';
import { testDatabase } from '../../dev/test-support/helpers';
import { tinyJpeg } from '../../dev/test-support/images';
import { newsInput } from '../../dev/test-support/news';
import { NEWS_IMAGES_BUCKET } from '../platform/file-storage/fileStorage';

type App = ReturnType<typeof adminApp>;

/** Markup that would run script if a page inserted it as HTML. */
const XSS =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>"\'><svg onload=alert(1)>';

const newsData = (url: string, title = 'Titolo', contentOne = '<p>testo</p>') =>
  newsInput({
    url,
    content: {
      bg: { title, contentOne, contentTwo: '' },
      en: { title, contentOne, contentTwo: '' },
      de: { title: '', contentOne: '', contentTwo: '' },
      it: { title, contentOne, contentTwo: contentOne },
    },
  });

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'product',
  products: 'Foglio per uso domestico',
  name: 'Maria Rossi',
  phone: '+39 02 1234 5678',
  email: 'maria.rossi@esempio.it',
  message: 'Vorrei un preventivo.',
  sourcePage: '/products/rolled-foils/household-foil',
  ...overrides,
});

describe('hostile input', () => {
  let database: Database;
  let app: App;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  const createNews = (data: unknown) =>
    request(app)
      .post('/api/news')
      .set(auth())
      .field('data', JSON.stringify(data))
      .attach('cover', tinyJpeg(7), 'c.jpg');

  beforeAll(async () => {
    database = testDatabase();
    await new NewsRepository(database.db).ensureIndexes();
    await createTestAdmin(database.db);
    app = adminApp(database);
    token = await signIn(app);
  });
  afterEach(() => {
    // A pollution that got through would show on every object of this process.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  describe('upload URLs', () => {
    const attempts = [
      '/uploads/news/..%2F..%2Fpackage.json',
      '/uploads/news/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/uploads/news/..%5c..%5cserver.js',
      '/uploads/news/.hidden',
      '/uploads/news/%00.jpg',
      '/uploads/news/a%2Fb.jpg',
      '/uploads/news/%E0%A4%A',
      `/uploads/news/${'a'.repeat(300)}.jpg`,
      '/uploads/news/ünïcödé.jpg',
      '/uploads/../package.json',
      '/uploads/news/../../api/package.json',
    ];
    it.each(attempts)('%s names no file (404 JSON)', async (path) => {
      const response = await request(app).get(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.error.code).toBe('not_found');
    });
  });

  describe('slugs', () => {
    const slugs = [
      'notizia-ünïcödé',
      '%F0%9F%98%80',
      'ＡＢＣ',
      'a'.repeat(201),
      'a'.repeat(5000),
      'latest%00',
      '..%2F..%2Fetc',
      '%24ne',
    ];
    it.each(slugs)('GET /api/news/%s answers 404 []', async (slug) => {
      const response = await request(app).get(`/api/news/${slug}`).expect(404);
      expect(response.body).toEqual([]);
    });

    it.each(['notizia-ünïcödé', 'ＡＢＣ', 'a'.repeat(201), 'a\u0000b', 'a b', 'àèì'])(
      'refuses to create the slug %j (400 url), storing nothing',
      async (url) => {
        const response = await createNews(newsData(url)).expect(400);
        expect(response.body.error.field).toBe('url');
        expect(await database.db.collection('news').countDocuments()).toBe(0);
        expect(await database.db.collection(`${NEWS_IMAGES_BUCKET}.files`).countDocuments()).toBe(
          0,
        );
      },
    );

    it('answers 404 to an update of a unicode or oversized slug', async () => {
      for (const slug of ['ünï', 'a'.repeat(3000)]) {
        await request(app)
          .post(`/api/news/updateTexts/${encodeURIComponent(slug)}`)
          .set(auth())
          .field('data', JSON.stringify(newsData('x')))
          .expect(404);
      }
    });
  });

  describe('markup in every text field', () => {
    it('keeps news titles as text and strips script from rich text', async () => {
      const created = await createNews(
        newsData('markup', XSS.slice(0, 70), `<p>ok</p>${XSS}<a href="javascript:alert(1)">x</a>`),
      ).expect(201);
      const [item] = (await request(app).get('/api/news/markup').expect(200)).body as NewsItem[];
      // Titles are plain text: stored as typed, escaped by the pages that show them.
      expect(item?.content.it.title).toBe(XSS.slice(0, 70));
      for (const html of [item?.content.it.contentOne, item?.content.it.contentTwo]) {
        expect(html).toContain('<p>ok</p>');
        expect(html).not.toMatch(/<script|onerror|onload|javascript:|<svg/i);
      }
      await request(app)
        .delete(`/api/news/${(created.body as NewsItem)._id}`)
        .set(auth())
        .expect(204);
    });

    it('keeps a vacancy title as text and strips script from its rich text', async () => {
      const created = await request(app)
        .post('/api/careers')
        .set(auth())
        .send({
          title: XSS,
          startDate: '01-01-2020',
          endDate: '31-12-2099',
          responsibilities: `<p>ok</p>${XSS}`,
          requirements: XSS,
          additional: `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
        })
        .expect(201);
      const career = created.body as Career;
      expect(career.title).toBe(XSS);
      for (const html of [career.responsibilities, career.requirements, career.additional]) {
        expect(html).not.toMatch(/<script|onerror|onload|srcdoc|<svg|<iframe/i);
      }
      await request(app).delete(`/api/careers/${career._id}`).set(auth()).expect(204);
    });

    it('stores inquiry fields as typed text (the pages escape them)', async () => {
      const response = await request(app)
        .post('/api/inquiries')
        .send(inquiry({ name: XSS.slice(0, 50), phone: '<b>1</b>', message: XSS, products: XSS }))
        .expect(201);
      const stored = response.body as StoredInquiry;
      expect(stored.message).toBe(XSS);
      expect(stored.name).toBe(XSS.slice(0, 50));
    });

    it('refuses markup as a newsletter address, a quoted local part included', async () => {
      // The site's one address rule is the HTML form's: no quoted local parts, which RFC 5321
      // would let hold almost anything.
      const quoted = '"<img src=x onerror=1>"@esempio.it';
      for (const email of [XSS, '<script>@x.it', '<b>a</b>@esempio.it', quoted]) {
        const response = await request(app).post('/api/newsletter').send({ email });
        expect([response.status, response.body.error?.field]).toEqual([400, 'email']);
      }
      expect(await database.db.collection('newsletter').countDocuments()).toBe(0);
    });
  });

  describe('prototype pollution', () => {
    const pollutions = [
      '{"__proto__": {"polluted": true}, "username": "a", "password": "b"}',
      '{"constructor": {"prototype": {"polluted": true}}, "username": "a", "password": "b"}',
      '{"username": {"__proto__": {"polluted": true}}, "password": "b"}',
    ];
    const endpoints: [string, string][] = [
      ['post', '/api/admin/login'],
      ['post', '/api/admin/validate'],
      ['post', '/api/newsletter'],
      ['post', '/api/inquiries'],
      ['post', '/api/careers'],
      ['post', '/api/news/validate-url'],
      ['put', '/api/remotes/news'],
    ];
    it.each(endpoints)('%s %s answers 4xx and pollutes nothing', async (method, path) => {
      for (const body of pollutions) {
        const response = await request(app)
          [method as 'post' | 'put'](path)
          .set(auth())
          .set('Content-Type', 'application/json')
          .send(body);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.body.error).toBeDefined();
      }
    });

    it('ignores pollution keys inside the news data part', async () => {
      // Besides the keys of a valid item, the data part carries the keys a merge or a copy of
      // it would turn into a polluted prototype or into stored fields nobody asked for.
      const data = JSON.stringify(newsData('proto')).replace(
        '{',
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
          '"isAdmin":true,"views":999,',
      );
      const response = await request(app)
        .post('/api/news')
        .set(auth())
        .field('data', data)
        .attach('cover', tinyJpeg(9), 'c.jpg')
        .expect(201);
      // What is stored and answered is exactly the item's own fields.
      const stored = await database.db.collection('news').findOne({ url: 'proto' });
      expect(Object.keys(stored ?? {}).sort()).toEqual(
        [
          '_id',
          'alts',
          'content',
          'cover',
          'date',
          'gallery',
          'isMediaNews',
          'publishAt',
          'state',
          'updatedAt',
          'url',
        ].sort(),
      );
      const read = await request(app).get('/api/news/proto').expect(200);
      // An article is answered as a one-item list.
      const item = (Array.isArray(read.body) ? read.body[0] : read.body) as object;
      expect(Object.keys(item).sort()).toEqual(Object.keys(response.body).sort());
      for (const key of ['polluted', 'isAdmin', 'views', 'constructor']) {
        expect(Object.hasOwn(item, key)).toBe(false);
      }
      await request(app)
        .delete(`/api/news/${String(stored?._id)}`)
        .set(auth())
        .expect(204);
    });
  });

  describe('very deep JSON', () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

    it.each([
      ['/api/inquiries', 'an array nested 20,000 deep'],
      ['/api/newsletter', 'an array nested 20,000 deep'],
      ['/api/admin/login', 'an array nested 20,000 deep'],
    ])('%s answers 400 to %s, and keeps answering', async (path) => {
      const response = await request(app)
        .post(path)
        .set('Content-Type', 'application/json')
        .send(deep(20_000));
      expect(response.status).toBe(400);
      await request(app).get('/api/health').expect(200);
    });

    it('answers 400 to a deep object where a field is expected, and 413 beyond 100 kB', async () => {
      const nested = `{"email": ${deepObject(10_000)}}`;
      const response = await request(app)
        .post('/api/newsletter')
        .set('Content-Type', 'application/json')
        .send(nested);
      expect([response.status, response.body.error.field]).toEqual([400, 'email']);
      const tooLarge = await request(app)
        .post('/api/newsletter')
        .set('Content-Type', 'application/json')
        .send(deep(60_000));
      expect([tooLarge.status, tooLarge.body.error.code]).toEqual([413, 'payload_too_large']);
    });
  });

  describe('wrong content types', () => {
    it.each([
      ['text/plain', '{"email":"a@b.it"}'],
      ['application/x-www-form-urlencoded', 'email=a%40b.it'],
      ['application/xml', '<email>a@b.it</email>'],
    ])('JSON endpoints ignore a %s body (400, nothing stored)', async (type, body) => {
      for (const path of ['/api/newsletter', '/api/inquiries', '/api/admin/login']) {
        const response = await request(app).post(path).set('Content-Type', type).send(body);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('validation_failed');
      }
      expect(await database.db.collection('newsletter').countDocuments({ email: 'a@b.it' })).toBe(
        0,
      );
    });

    it('news writes refuse JSON, form and text bodies with 415', async () => {
      for (const [type, body] of [
        ['application/json', '{"data":"{}"}'],
        ['application/x-www-form-urlencoded', 'data=x'],
        ['text/plain', 'data=x'],
      ] as const) {
        const response = await request(app)
          .post('/api/news')
          .set(auth())
          .set('Content-Type', type)
          .send(body);
        expect([response.status, response.body.error.code]).toEqual([
          415,
          'unsupported_media_type',
        ]);
      }
    });

    it('a multipart body to a JSON endpoint stores nothing', async () => {
      const response = await request(app)
        .post('/api/inquiries')
        .field('name', 'x')
        .attach('file', tinyJpeg(1), 'x.jpg');
      expect(response.status).toBe(400);
    });
  });

  describe('repeated deletes', () => {
    it('a news item: 204, then 404 to every repeat; concurrent ones never fail; others untouched', async () => {
      const keep = (await createNews(newsData('resta')).expect(201)).body as NewsItem;
      const gone = (await createNews(newsData('va-via')).expect(201)).body as NewsItem;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => request(app).delete(`/api/news/${gone._id}`).set(auth())),
      );
      // Concurrent deletes: at least one 204, the rest 204 or 404 (FerretDB's findOneAndDelete
      // may hand the same item to two of them), never an error; the outcome is one.
      const statuses = answers.map((r) => r.status);
      expect(statuses).toContain(204);
      expect(statuses.every((status) => status === 204 || status === 404)).toBe(true);
      // A repeat after the fact: 404, nothing else changes.
      await request(app).delete(`/api/news/${gone._id}`).set(auth()).expect(404);
      await request(app).get('/api/news/resta').expect(200);
      await request(app).get(`/uploads/news/${keep.cover}`).expect(200);
      await request(app).get(`/uploads/news/${gone.cover}`).expect(404);
      const names = (await database.db.collection(`${NEWS_IMAGES_BUCKET}.files`).find().toArray())
        .map((file) => String(file.filename))
        .sort();
      expect(names).toEqual([keep.cover, ...keep.gallery].sort());
      await request(app).delete(`/api/news/${keep._id}`).set(auth()).expect(204);
    });

    it('a vacancy: 204, then 404 to every repeat', async () => {
      const career = (
        await request(app)
          .post('/api/careers')
          .set(auth())
          .send({
            title: 'Tecnico',
            startDate: '01-01-2026',
            endDate: '31-12-2026',
            responsibilities: '',
            requirements: '',
            additional: '',
          })
          .expect(201)
      ).body as Career;
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          request(app).delete(`/api/careers/${career._id}`).set(auth()),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses).toContain(204);
      expect(statuses.every((status) => status === 204 || status === 404)).toBe(true);
      await request(app).delete(`/api/careers/${career._id}`).set(auth()).expect(404);
    });
  });
});
