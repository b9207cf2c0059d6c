import type {
  AuditPage,
  InquiriesPage,
  InquiryRequest,
  StoredInquiry,
} from '@alu/common/contracts';
import { ObjectId, type Collection } from 'mongodb';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { RETENTION_BATCH } from '../../platform/retention/retention';
import { startApi } from '../../server';
import { adminApp, ADMIN, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { testDatabase, testMongoUri } from '../../../dev/test-support/helpers';
import { productInquiry } from '../../../dev/test-support/inquiries';
import type { InquiryDocument } from './inquiryDocument';
import { INQUIRIES_COLLECTION, InquiriesRepository } from './inquiriesRepository';
import { sweepInquiries } from './inquiryRetention';

const DAY = 24 * 60 * 60 * 1000;

const text = (length: number) => 'a'.repeat(length);

const contactInquiry: InquiryRequest = {
  kind: 'contact',
  category: 'Events',
  name: 'Luca Bianchi',
  phone: '0541 555 010',
  email: 'luca@esempio.it',
  message: 'Potremmo visitare lo stabilimento?',
  sourcePage: '/contacts/factory-location',
};

describe('inquiries API', () => {
  let database: Database;
  let inquiries: Collection<InquiryDocument>;
  let app: ReturnType<typeof adminApp>;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const post = (body: unknown, target = app) =>
    request(target)
      .post('/api/inquiries')
      .send(body as object);

  beforeAll(async () => {
    database = testDatabase();
    inquiries = database.db.collection<InquiryDocument>(INQUIRIES_COLLECTION);
    await new InquiriesRepository(database.db).ensureIndexes();
    app = adminApp(database);
    await createTestAdmin(database.db);
    token = await signIn(app);
  });
  afterEach(() => inquiries.deleteMany({}));
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  describe('POST /api/inquiries', () => {
    it('stores a valid product inquiry with its time and source page, and answers it', async () => {
      const before = Date.now();
      const response = await post({
        ...productInquiry,
        name: '  Maria Rossi  ',
        // Not a field of the product form: ignored.
        category: 'Events',
        admin: true,
      }).expect(201);
      const body = response.body as StoredInquiry;
      expect(response.headers['cache-control']).toBe('no-store');
      expect(body).toEqual({
        ...productInquiry,
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        createdAt: expect.any(String),
        handled: false,
        status: 'new',
        statusHistory: [],
      });
      const createdAt = Date.parse(body.createdAt);
      expect(createdAt).toBeGreaterThanOrEqual(before);
      expect(createdAt).toBeLessThanOrEqual(Date.now());

      const stored = await inquiries.find({}).toArray();
      expect(stored).toHaveLength(1);
      const doc = stored[0]!;
      expect(doc._id.toHexString()).toBe(body._id);
      expect(doc.createdAt).toBeInstanceOf(Date);
      expect(doc).toMatchObject({
        kind: 'product',
        products: 'Foglio per uso domestico',
        name: 'Maria Rossi',
        sourcePage: '/products/rolled-foils/household-foil',
        handled: false,
      });
      expect(doc).not.toHaveProperty('category');
      expect(doc).not.toHaveProperty('admin');
    });

    it('stores a contact inquiry with its category', async () => {
      const response = await post(contactInquiry).expect(201);
      expect(response.body).toMatchObject({ ...contactInquiry, handled: false });
      expect(response.body).not.toHaveProperty('products');
      expect(await inquiries.countDocuments({ kind: 'contact', category: 'Events' })).toBe(1);
    });

    it('accepts the limits themselves: name 50, phone 20, message 500 characters', async () => {
      await post({ ...productInquiry, name: text(50), phone: text(20), message: text(500) }).expect(
        201,
      );
      await post({ ...productInquiry, name: 'A', phone: '1', message: '?' }).expect(201);
      expect(await inquiries.countDocuments()).toBe(2);
    });

    const refused: [string, unknown, string][] = [
      ['an empty name', { ...productInquiry, name: '' }, 'name'],
      ['a name of blanks', { ...productInquiry, name: '   ' }, 'name'],
      ['a name of 51 characters', { ...productInquiry, name: text(51) }, 'name'],
      ['a missing name', { ...productInquiry, name: undefined }, 'name'],
      ['a phone of 21 characters', { ...productInquiry, phone: text(21) }, 'phone'],
      ['an empty phone', { ...productInquiry, phone: '' }, 'phone'],
      ['a message of 501 characters', { ...productInquiry, message: text(501) }, 'message'],
      ['an empty message', { ...productInquiry, message: '' }, 'message'],
      ['an e-mail without domain', { ...productInquiry, email: 'maria@' }, 'email'],
      ['an e-mail without dot', { ...productInquiry, email: 'maria@esempio' }, 'email'],
      ['an e-mail with a space', { ...productInquiry, email: 'maria rossi@esempio.it' }, 'email'],
      ['a missing product', { ...productInquiry, products: '' }, 'products'],
      ['a missing category', { ...contactInquiry, category: undefined }, 'category'],
      ['an unknown category', { ...contactInquiry, category: 'Spam' }, 'category'],
      ['an unknown kind', { ...productInquiry, kind: 'order' }, 'kind'],
      ['no kind', { ...productInquiry, kind: undefined }, 'kind'],
      ['no source page', { ...productInquiry, sourcePage: undefined }, 'sourcePage'],
      [
        'another site as source',
        { ...productInquiry, sourcePage: 'https://x.example/' },
        'sourcePage',
      ],
      [
        'a protocol-relative source',
        { ...productInquiry, sourcePage: '//x.example' },
        'sourcePage',
      ],
      [
        'a source a browser reads as another site (/\\host)',
        { ...productInquiry, sourcePage: '/\\evil.example/phish' },
        'sourcePage',
      ],
      [
        'a source a browser reads as another site (/\\/host)',
        { ...productInquiry, sourcePage: '/\\/evil.example/phish' },
        'sourcePage',
      ],
      ['an object as name', { ...productInquiry, name: { $ne: '' } }, 'name'],
      ['an object as e-mail', { ...productInquiry, email: { $gt: '' } }, 'email'],
      ['an array as message', { ...productInquiry, message: ['a', 'b'] }, 'message'],
      ['a number as phone', { ...productInquiry, phone: 3902123 }, 'phone'],
      ['an object as category', { ...contactInquiry, category: { $in: ['Events'] } }, 'category'],
      ['an object as product', { ...productInquiry, products: { $ne: null } }, 'products'],
      ['an object as kind', { ...productInquiry, kind: { $ne: 'x' } }, 'kind'],
      ['a list as body', [productInquiry], 'body'],
    ];

    it.each(refused)('refuses %s with 400 naming the field', async (_case, body, field) => {
      const response = await post(body).expect(400);
      expect(response.body.error).toMatchObject({ code: 'validation_failed', field });
      expect(typeof response.body.error.message).toBe('string');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await inquiries.countDocuments()).toBe(0);
    });

    it('names the first field at fault in the form order', async () => {
      const response = await post({ ...productInquiry, name: '', message: '' }).expect(400);
      expect(response.body.error).toEqual({
        code: 'validation_failed',
        field: 'name',
        message: 'name must be 1 to 50 characters long',
      });
    });

    it('answers a flood from one address with 429 and Retry-After, storing nothing more', async () => {
      const limited = adminApp(database, { inquiryRateLimit: { maxPerIp: 3 } });
      const from = (ip: string, body: unknown) => post(body, limited).set('X-Forwarded-For', ip);
      await from('203.0.113.7', productInquiry).expect(201);
      // Refused requests count too.
      await from('203.0.113.7', { ...productInquiry, email: 'x' }).expect(400);
      await from('203.0.113.7', contactInquiry).expect(201);
      for (let attempt = 0; attempt < 5; attempt++) {
        const blocked = await from('203.0.113.7', productInquiry).expect(429);
        expect(blocked.body).toEqual({
          error: {
            code: 'too_many_requests',
            message: 'Too many inquiries from this address; try again later',
          },
        });
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      }
      expect(await inquiries.countDocuments()).toBe(2);
      // Another client (the proxy on loopback is trusted for X-Forwarded-For) has its own count.
      await from('203.0.113.8', productInquiry).expect(201);
      expect(await inquiries.countDocuments()).toBe(3);
    });
  });

  describe('administration', () => {
    const repository = () => new InquiriesRepository(database.db);

    async function storeAt(iso: string, name: string) {
      const { kind: _kind, ...fields } = productInquiry;
      return repository().insert({ kind: 'product', ...fields, name }, new Date(iso));
    }

    it('lists every inquiry newest first, to administrators only', async () => {
      await storeAt('2026-11-20T09:00:00Z', 'Prima');
      await storeAt('2026-11-22T09:00:00Z', 'Terza');
      await storeAt('2026-11-21T09:00:00Z', 'Seconda');

      const anonymous = await request(app).get('/api/inquiries').expect(401);
      expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(anonymous.body.error.code).toBe('unauthorized');
      await request(app).get('/api/inquiries').set('Authorization', 'Bearer nonsense').expect(401);

      const response = await request(app).get('/api/inquiries').set(auth()).expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const list = response.body as StoredInquiry[];
      expect(list.map((item) => item.name)).toEqual(['Terza', 'Seconda', 'Prima']);
      expect(list[0]).toMatchObject({
        createdAt: '2026-11-22T09:00:00.000Z',
        handled: false,
        sourcePage: productInquiry.sourcePage,
      });
    });

    it('marks an inquiry handled once, keeping the first time', async () => {
      const doc = await storeAt('2026-11-20T09:00:00Z', 'Da gestire');
      const path = `/api/inquiries/${doc._id.toHexString()}/handled`;
      await request(app).post(path).expect(401);
      expect((await inquiries.findOne({ _id: doc._id }))?.handled).toBe(false);

      const first = await request(app).post(path).set(auth()).expect(200);
      expect(first.body).toMatchObject({ _id: doc._id.toHexString(), handled: true });
      expect(Date.parse(first.body.handledAt)).not.toBeNaN();
      const again = await request(app).post(path).set(auth()).expect(200);
      expect(again.body.handledAt).toBe(first.body.handledAt);

      const list = await request(app).get('/api/inquiries').set(auth()).expect(200);
      expect(list.body[0]).toMatchObject({ handled: true, handledAt: first.body.handledAt });
    });

    it('sets a status with who and when; answered and archived count as handled', async () => {
      const doc = await storeAt('2026-11-20T09:00:00Z', 'Da seguire');
      const path = `/api/inquiries/${doc._id.toHexString()}/status`;
      await request(app).post(path).send({ status: 'answered' }).expect(401);
      const inProgress = await request(app)
        .post(path)
        .set(auth())
        .send({ status: 'in-progress' })
        .expect(200);
      expect(inProgress.body).toMatchObject({ status: 'in-progress', handled: false });
      const answered = await request(app)
        .post(path)
        .set(auth())
        .send({ status: 'answered' })
        .expect(200);
      const body = answered.body as StoredInquiry;
      expect(body).toMatchObject({ status: 'answered', handled: true });
      expect(body.statusHistory.map((change) => [change.status, change.by])).toEqual([
        ['in-progress', ADMIN.username],
        ['answered', ADMIN.username],
      ]);
      expect(Date.parse(body.statusHistory[1]?.at ?? '')).not.toBeNaN();
      await request(app).post(path).set(auth()).send({ status: 'lost' }).expect(400);
      await request(app)
        .post(path)
        .set(auth())
        .send({ status: { $ne: '' } })
        .expect(400);
    });

    it('reads inquiries from before statuses by their handled flag', async () => {
      const old = await storeAt('2026-11-20T09:00:00Z', 'Vecchia');
      await inquiries.updateOne(
        { _id: old._id },
        { $set: { handled: true }, $unset: { status: '', statusHistory: '' } },
      );
      await storeAt('2026-11-21T09:00:00Z', 'Nuova');
      const page = async (query: string) =>
        (
          (await request(app).get(`/api/inquiries${query}`).set(auth()).expect(200))
            .body as InquiriesPage
        ).items.map((item) => `${item.name}:${item.status}`);
      expect(await page('?status=answered')).toEqual(['Vecchia:answered']);
      expect(await page('?status=new')).toEqual(['Nuova:new']);
    });

    it('filters, searches and pages the list; the call without parameters stays an array', async () => {
      for (let day = 1; day <= 12; day += 1) {
        await storeAt(`2026-10-${String(day).padStart(2, '0')}T09:00:00Z`, `Cliente ${day}`);
      }
      await repository().insert(
        { ...contactInquiry, name: 'Zoe Contatto', message: 'Visita allo stabilimento?' },
        new Date('2026-10-20T09:00:00Z'),
      );
      const get = async (query: string) =>
        (await request(app).get(`/api/inquiries${query}`).set(auth()).expect(200))
          .body as InquiriesPage;

      expect(Array.isArray((await request(app).get('/api/inquiries').set(auth())).body)).toBe(true);
      expect((await get('?kind=contact')).items.map((item) => item.name)).toEqual(['Zoe Contatto']);
      expect((await get('?q=STABILIMENTO')).items.map((item) => item.name)).toEqual([
        'Zoe Contatto',
      ]);
      // Every word must be found (in any of the fields).
      expect((await get('?q=zoe visita')).items).toHaveLength(1);
      expect((await get('?q=zoe foglio')).items).toHaveLength(0);
      expect((await get('?q=.*')).items).toHaveLength(0); // taken literally

      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page = await get(`?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((item) => item.name));
        cursor = page.nextCursor;
      }
      expect(seen).toHaveLength(13);
      expect(seen[0]).toBe('Zoe Contatto');
      expect(new Set(seen).size).toBe(13);
      await request(app).get('/api/inquiries?status=lost').set(auth()).expect(400);
      await request(app).get('/api/inquiries?kind=x').set(auth()).expect(400);
    });

    it('exports the filtered list as CSV that spreadsheets read as text', async () => {
      await repository().insert(
        { ...contactInquiry, name: '=HYPERLINK("http://x")', message: 'riga uno' },
        new Date('2026-10-20T09:00:00Z'),
      );
      await storeAt('2026-10-21T09:00:00Z', 'Altro prodotto');
      await request(app).get('/api/inquiries/export.csv').expect(401);
      const response = await request(app)
        .get('/api/inquiries/export.csv?kind=contact')
        .set(auth())
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="inquiries.csv"');
      const lines = response.text.trim().split('\n');
      expect(lines[0]).toBe(
        'created_at,status,kind,product_or_category,name,email,phone,message,source_page,status_changed_at,status_changed_by',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(lines[1]).not.toContain('Altro prodotto');
    });

    it('erases an inquiry for good, recording who and which id, nothing the visitor wrote', async () => {
      const sent = await post({ ...productInquiry, name: 'Da cancellare' }).expect(201);
      const { _id: id } = sent.body as StoredInquiry;
      const path = `/api/inquiries/${id}`;

      const anonymous = await request(app).delete(path).expect(401);
      expect(anonymous.body.error.code).toBe('unauthorized');
      await request(app).delete(path).set('Authorization', 'Bearer nonsense').expect(401);
      expect(await inquiries.countDocuments()).toBe(1);

      const erased = await request(app).delete(path).set(auth()).expect(204);
      expect(erased.headers['cache-control']).toBe('no-store');
      expect(erased.text).toBe('');
      const list = (await request(app).get('/api/inquiries').set(auth()).expect(200))
        .body as StoredInquiry[];
      expect(list.map((item) => item._id)).not.toContain(id);
      expect(await inquiries.countDocuments()).toBe(0);

      // Gone for good: a second erasure, and any other use of its id, find nothing.
      for (const [method, suffix] of [
        ['delete', ''],
        ['post', '/handled'],
      ] as const) {
        const again = await request(app)[method](`${path}${suffix}`).set(auth()).expect(404);
        expect(again.body.error.code).toBe('not_found');
      }
      for (const other of [new ObjectId().toHexString(), 'not-an-id', '%E0%A4%A']) {
        await request(app).delete(`/api/inquiries/${other}`).set(auth()).expect(404);
      }

      // Entries are written once the answer has gone: wait for this one.
      let entries: AuditPage['items'] = [];
      for (let tries = 0; entries.length === 0 && tries < 100; tries += 1) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 30));
        entries = (
          (await request(app).get('/api/audit?action=inquiry.erase').set(auth()).expect(200))
            .body as AuditPage
        ).items;
      }
      // Only the erasure that succeeded is recorded, and it names the inquiry by its id only.
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'inquiry.erase',
        actor: ADMIN.username,
        target: id,
        detail: '',
      });
      const recorded = JSON.stringify(entries[0]);
      for (const personal of ['Da cancellare', productInquiry.email, productInquiry.phone]) {
        expect(recorded).not.toContain(personal);
      }
      expect(recorded).not.toContain(productInquiry.message);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [new ObjectId().toHexString(), 'not-an-id', '%E0%A4%A']) {
        const response = await request(app).post(`/api/inquiries/${id}/handled`).set(auth());
        expect(response.status).toBe(404);
        expect(response.body.error.code).toBe('not_found');
      }
    });
  });

  describe('retention', () => {
    const NOW = new Date('2026-11-28T12:00:00Z');
    const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

    async function storeSent(name: string, sentAt: Date) {
      const { kind: _kind, ...fields } = productInquiry;
      return new InquiriesRepository(database.db).insert(
        { kind: 'product', ...fields, name },
        sentAt,
      );
    }

    const listedNames = async () =>
      ((await request(app).get('/api/inquiries').set(auth()).expect(200)).body as StoredInquiry[])
        .map((item) => item.name)
        .sort();

    it('erases the inquiries sent before the retention, in batches, and keeps the recent ones', async () => {
      await storeSent('Di ieri', daysBefore(1));
      await storeSent('Quasi due anni', daysBefore(729));
      await storeSent('Oltre due anni', daysBefore(731));
      // More than one batch past the retention, several of them of the same millisecond.
      const { kind: _kind, ...fields } = productInquiry;
      await inquiries.insertMany(
        Array.from({ length: RETENTION_BATCH * 2 + 7 }, (_, index) => ({
          _id: new ObjectId(),
          kind: 'product' as const,
          ...fields,
          name: `Vecchia ${index}`,
          createdAt: daysBefore(800 + Math.floor(index / 3)),
          handled: false,
          status: 'new' as const,
          statusHistory: [],
        })),
      );
      const repository = new InquiriesRepository(database.db);

      expect(await sweepInquiries(repository, { retentionDays: 730 }, NOW)).toBe(
        RETENTION_BATCH * 2 + 8,
      );
      expect(await listedNames()).toEqual(['Di ieri', 'Quasi due anni']);
      // Nothing more to erase: a second sweep (another instance's, say) is a no-op.
      expect(await sweepInquiries(repository, { retentionDays: 730 }, NOW)).toBe(0);
      // Two days later, the one sent 729 days before has passed the retention too.
      expect(
        await sweepInquiries(repository, { retentionDays: 730 }, new Date(NOW.getTime() + 2 * DAY)),
      ).toBe(1);
      expect(await listedNames()).toEqual(['Di ieri']);
    });

    it('is applied by the running API at start-up, as INQUIRY_RETENTION_DAYS says', async () => {
      const now = new Date();
      await storeSent('Vecchia di 40 giorni', new Date(now.getTime() - 40 * DAY));
      await storeSent('Di 20 giorni fa', new Date(now.getTime() - 20 * DAY));
      const api = await startApi({
        env: {
          ...process.env,
          MONGODB_URI: testMongoUri(),
          DB_NAME: database.db.databaseName,
          API_PORT: '0',
          LOG_LEVEL: 'silent',
          SEED_CONTENT: 'false',
          JWT_SECRET: 'k'.repeat(32),
          INQUIRY_RETENTION_DAYS: '30',
        },
      });
      try {
        const login = await fetch(`${api.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        const { token: runningToken } = (await login.json()) as { token: string };
        const names = async () =>
          (
            (await (
              await fetch(`${api.url}/api/inquiries`, {
                headers: { Authorization: `Bearer ${runningToken}` },
              })
            ).json()) as StoredInquiry[]
          ).map((item) => item.name);
        const deadline = Date.now() + 10_000;
        while ((await names()).length > 1 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await names()).toEqual(['Di 20 giorni fa']);
      } finally {
        await api.stop();
      }
    });
  });
});
