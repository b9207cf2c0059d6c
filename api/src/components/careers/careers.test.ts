import type { CareersPage, Career } from '@alu/common/contracts';
import { ObjectId, type Collection } from 'mongodb';
import request from 'supertest';
import { ADMINS_COLLECTION } from '../admin/adminRepository';
import type { Database } from '../../platform/database/database';
import {
  adminApp,
  createTestAdmin,
  handMadeToken,
  signIn,
  unsignedToken,
} from '../../../dev/test-support/adminHelpers';
import { testDatabase, unreachableDatabase } from '../../../dev/test-support/helpers';
import type { CareerDocument } from './careerDocument';
import { careersToday } from '@alu/common/contracts';
import { CAREERS_COLLECTION, CareersRepository } from './careersRepository';
import { VACANCY_INPUT } from '../../../dev/test-support/careers';

// 22:30 UTC on 29 March 2026 is 01:30 on 30 March in Sofia (UTC+3 since that night): the
// company's "today" is 2026-03-30 while the UTC date is still the 29th.
const NOW = new Date('2026-03-29T22:30:00Z');
const TODAY = '2026-03-30';

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

function stored(
  title: string,
  startDate: string,
  endDate: string,
  fields: Partial<CareerDocument> = {},
): CareerDocument {
  return {
    _id: new ObjectId(),
    title,
    startDate: utc(startDate),
    endDate: utc(endDate),
    responsibilities: `<p>${title}: responsabilità</p>`,
    requirements: `<ul><li>${title}: requisiti</li></ul>`,
    additional: '',
    ...fields,
  };
}

const titles = (careers: Career[]) => careers.map((career) => career.title);

const validBody = VACANCY_INPUT;

describe('careers API', () => {
  let database: Database;
  let careers: Collection<CareerDocument>;
  let app: ReturnType<typeof adminApp>;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    database = testDatabase();
    careers = database.db.collection<CareerDocument>(CAREERS_COLLECTION);
    await new CareersRepository(database.db).ensureIndexes();
    app = adminApp(database, { now: () => NOW });
    await createTestAdmin(database.db);
    token = await signIn(app);
  });
  afterEach(() => careers.deleteMany({}));
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  describe('visibility (from the start date through the end date, today in Europe/Sofia)', () => {
    const future = stored('future', '2026-03-31', '2026-04-30');
    const expiredYesterday = stored('expired', '2026-03-01', '2026-03-29');
    const startsToday = stored('starts-today', TODAY, '2026-04-30');
    const endsToday = stored('ends-today', '2026-03-01', TODAY);
    const oneDay = stored('one-day', TODAY, TODAY);
    const running = stored('running', '2026-01-15', '2026-12-31');
    const all = [future, expiredYesterday, startsToday, endsToday, oneDay, running];

    beforeEach(() => careers.insertMany(all.map((career) => ({ ...career }))));

    it('shows visitors only the vacancies visible today, latest start first', async () => {
      expect(careersToday(NOW)).toBe(TODAY);
      const response = await request(app).get('/api/careers').expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Authorization/);
      // Same start date: the newer _id first.
      expect(titles(response.body)).toEqual(['one-day', 'starts-today', 'ends-today', 'running']);
    });

    it('shows an administrator every vacancy, not cached', async () => {
      const response = await request(app).get('/api/careers').set(auth()).expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(titles(response.body)).toEqual([
        'future',
        'one-day',
        'starts-today',
        'ends-today',
        'expired',
        'running',
      ]);
    });

    it('treats an invalid token on a read as a visitor', async () => {
      for (const bad of [unsignedToken(), handMadeToken({ secret: 'other'.padEnd(40, 'z') })]) {
        const response = await request(app)
          .get('/api/careers')
          .set('Authorization', `Bearer ${bad}`)
          .expect(200);
        expect(titles(response.body)).toEqual(['one-day', 'starts-today', 'ends-today', 'running']);
      }
    });

    it('answers a hidden vacancy by id to administrators only', async () => {
      for (const hidden of [future, expiredYesterday]) {
        const path = `/api/careers/${hidden._id.toHexString()}`;
        const anonymous = await request(app).get(path).expect(404);
        expect(anonymous.body).toEqual([]);
        const admin = await request(app).get(path).set(auth()).expect(200);
        expect(titles(admin.body)).toEqual([hidden.title]);
      }
      for (const visible of [startsToday, endsToday]) {
        const response = await request(app)
          .get(`/api/careers/${visible._id.toHexString()}`)
          .expect(200);
        expect(titles(response.body)).toEqual([visible.title]);
      }
    });

    it('moves with the clock: the next day in Sofia shows what starts and hides what ended', async () => {
      const nextMorning = adminApp(database, { now: () => new Date('2026-03-30T21:30:00Z') });
      const response = await request(nextMorning).get('/api/careers').expect(200);
      expect(titles(response.body)).toEqual(['future', 'starts-today', 'running']);
    });
  });

  it('uses the real clock by default', async () => {
    const today = careersToday();
    const shift = (days: number) =>
      new Date(utc(today).getTime() + days * 86400000).toISOString().slice(0, 10);
    await careers.insertMany([
      stored('now', shift(-1), shift(1)),
      stored('later', shift(2), shift(9)),
    ]);
    const defaultClock = adminApp(database);
    const response = await request(defaultClock).get('/api/careers').expect(200);
    expect(titles(response.body)).toEqual(['now']);
  });

  describe('GET /api/careers/:id', () => {
    it('answers [career] in the wire format, HTML sanitised and missing fields as ""', async () => {
      const doc: CareerDocument = {
        _id: new ObjectId(),
        title: 'Ingegnere <b>di processo</b>',
        startDate: utc('2026-03-01'),
        endDate: utc('2026-04-30'),
        responsibilities:
          '<p onclick="steal()">Linea<script>alert(1)</script> <a href="javascript:alert(2)">x</a></p>',
      };
      await careers.insertOne(doc);
      const response = await request(app).get(`/api/careers/${doc._id.toHexString()}`).expect(200);
      const expected: Career = {
        _id: doc._id.toHexString(),
        title: 'Ingegnere <b>di processo</b>', // plain text: pages escape it
        startDate: '2026-03-01',
        endDate: '2026-04-30',
        responsibilities: '<p>Linea <a>x</a></p>',
        requirements: '',
        additional: '',
        translations: {},
      };
      expect(response.body).toEqual([expected]);
    });

    it.each([
      ['unknown id', `/api/careers/${new ObjectId().toHexString()}`],
      ['malformed id', '/api/careers/not-an-id'],
      ['12-byte string id', '/api/careers/abcdefghijkl'],
      ['operator-looking id', '/api/careers/%24ne'],
      ['broken percent-encoding', '/api/careers/%E0%A4%A'],
      ['deeper path', '/api/careers/update/650000000000000000000001'],
    ])('answers 404 [] for an %s', async (_name, path) => {
      const response = await request(app).get(path).set(auth()).expect(404);
      expect(response.body).toEqual([]);
    });
  });

  describe('languages', () => {
    const english = {
      title: '  Rolling mill operator ',
      responsibilities: '<p>Runs the line<script>x()</script></p>',
      requirements: '<p></p>',
      additional: '',
    };

    it('stores the other languages, drops blank ones and serves them sanitised', async () => {
      const created = await request(app)
        .post('/api/careers')
        .set(auth())
        .send({
          ...validBody,
          translations: {
            en: english,
            bg: { title: '', responsibilities: '<p></p>', requirements: '', additional: '' },
            de: { title: 'Walzwerksbediener' },
            fr: { title: 'Opérateur' },
          },
        })
        .expect(201);
      expect(created.body.translations).toEqual({
        en: {
          title: 'Rolling mill operator',
          responsibilities: '<p>Runs the line</p>',
          requirements: '<p></p>',
          additional: '',
        },
        de: { title: 'Walzwerksbediener', responsibilities: '', requirements: '', additional: '' },
      });
      const read = await request(app).get(`/api/careers/${created.body._id}`).set(auth());
      expect(read.body[0].translations).toEqual(created.body.translations);
    });

    it('keeps the stored languages when an update does not send them, replaces them when it does', async () => {
      const created = await request(app)
        .post('/api/careers')
        .set(auth())
        .send({ ...validBody, translations: { en: english } })
        .expect(201);
      const id = created.body._id as string;
      const kept = await request(app)
        .post(`/api/careers/update/${id}`)
        .set(auth())
        .send({ ...validBody, title: 'Capoturno' })
        .expect(200);
      expect(kept.body.translations.en.title).toBe('Rolling mill operator');
      const replaced = await request(app)
        .post(`/api/careers/update/${id}`)
        .set(auth())
        .send({ ...validBody, translations: { bg: { title: 'Оператор' } } })
        .expect(200);
      expect(Object.keys(replaced.body.translations)).toEqual(['bg']);
    });

    it.each([
      ['a list', [], 'translations'],
      ['a language as text', { en: 'Operator' }, 'translations.en'],
      ['a text without its title', { en: { ...english, title: ' ' } }, 'translations.en.title'],
      ['a title as an object', { en: { title: { $ne: '' } } }, 'translations.en.title'],
      ['a title too long', { bg: { title: 'я'.repeat(201) } }, 'translations.bg.title'],
      [
        'a text too long',
        { de: { title: 'x', additional: 'x'.repeat(20001) } },
        'translations.de.additional',
      ],
    ])(
      'refuses %s with 400 naming the field, and stores nothing',
      async (_name, translations, field) => {
        const response = await request(app)
          .post('/api/careers')
          .set(auth())
          .send({ ...validBody, translations })
          .expect(400);
        expect(response.body).toMatchObject({ error: { field } });
        expect(await careers.countDocuments()).toBe(0);
      },
    );
  });

  describe('writing', () => {
    it('creates, reads, updates and deletes a vacancy with a token', async () => {
      const created = await request(app).post('/api/careers').set(auth()).send(validBody);
      expect(created.status).toBe(201);
      const career = created.body as Career;
      expect(career).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: validBody.title,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        responsibilities: validBody.responsibilities,
        requirements: validBody.requirements,
        additional: validBody.additional,
        translations: {},
        // Published at once: the request names no state.
        publication: { state: 'published', publishAt: NOW.toISOString() },
      });
      const doc = await careers.findOne({ _id: new ObjectId(career._id) });
      expect(doc?.startDate).toEqual(utc('2026-04-01'));
      expect(doc?.endDate).toEqual(utc('2026-04-30'));

      const read = await request(app).get(`/api/careers/${career._id}`).set(auth()).expect(200);
      expect(read.body).toEqual([career]);

      const updated = await request(app)
        .post(`/api/careers/update/${career._id}`)
        .set(auth())
        .send({ ...validBody, title: '  Capoturno  ', startDate: '2026-03-20', additional: '' })
        .expect(200);
      expect(updated.body).toEqual({
        ...career,
        title: 'Capoturno',
        startDate: '2026-03-20',
        additional: '',
      });
      // Visible on 30 March now that it started on the 20th.
      const list = await request(app).get('/api/careers').expect(200);
      // Visitors are not told a vacancy's state.
      const { publication, ...publicView } = updated.body as Career;
      expect(publication?.state).toBe('published');
      expect(list.body).toEqual([publicView]);

      await request(app).delete(`/api/careers/${career._id}`).set(auth()).expect(204);
      await request(app).get(`/api/careers/${career._id}`).set(auth()).expect(404);
      await request(app).delete(`/api/careers/${career._id}`).set(auth()).expect(404);
      expect(await careers.countDocuments()).toBe(0);
    });

    it('accepts ISO dates, a one-day vacancy and missing rich text; ignores unknown keys', async () => {
      const response = await request(app)
        .post('/api/careers')
        .set(auth())
        .send({
          title: 'Stage estivo',
          startDate: '2026-07-01',
          endDate: '2026-07-01',
          _id: '650000000000000000000001',
          createdAt: 'yesterday',
          $where: 'sleep(1000)',
          isAdmin: true,
        })
        .expect(201);
      expect(response.body).toMatchObject({
        startDate: '2026-07-01',
        endDate: '2026-07-01',
        responsibilities: '',
        requirements: '',
        additional: '',
      });
      expect(response.body._id).not.toBe('650000000000000000000001');
      const doc = await careers.findOne({});
      expect(Object.keys(doc ?? {}).sort()).toEqual([
        '_id',
        'additional',
        'createdAt',
        'endDate',
        'publishAt',
        'requirements',
        'responsibilities',
        'startDate',
        'state',
        'title',
        'translations',
        'updatedAt',
      ]);
      expect(doc?.createdAt).toBeInstanceOf(Date);
    });

    it('stores rich text sanitised', async () => {
      const response = await request(app)
        .post('/api/careers')
        .set(auth())
        .send({
          ...validBody,
          responsibilities:
            '<p>Ok<script>document.cookie</script><img src=x onerror="alert(1)"></p>',
          requirements: '<iframe src="https://evil.example"></iframe><b>Saldatura</b>',
          additional: '<a href="https://example.com" target="_blank">sito</a>',
        })
        .expect(201);
      const expected = {
        responsibilities: '<p>Ok<img src="x" /></p>',
        requirements: '<b>Saldatura</b>',
        additional:
          '<a href="https://example.com" target="_blank" rel="noopener noreferrer">sito</a>',
      };
      expect(response.body).toMatchObject(expected);
      const doc = await careers.findOne({});
      expect(doc).toMatchObject(expected);
      expect(JSON.stringify(doc)).not.toMatch(/script|onerror|iframe/);
    });

    it('answers 404 for updating or deleting an unknown or malformed id', async () => {
      await careers.insertOne(stored('keep', '2026-03-01', '2026-04-30'));
      for (const id of [new ObjectId().toHexString(), 'nope', '%24ne']) {
        const update = await request(app)
          .post(`/api/careers/update/${id}`)
          .set(auth())
          .send(validBody)
          .expect(404);
        expect(update.body).toEqual({ error: { code: 'not_found', message: 'No such vacancy' } });
        expect(update.headers['cache-control']).toBe('no-store');
        await request(app).delete(`/api/careers/${id}`).set(auth()).expect(404);
      }
      expect(await careers.countDocuments({ title: 'keep' })).toBe(1);
    });
  });

  describe('publishing states', () => {
    const ids = async (headers: Record<string, string> = {}) =>
      ((await request(app).get('/api/careers').set(headers).expect(200)).body as Career[]).map(
        (career) => career.title,
      );
    const createIn = async (title: string, publication: unknown) =>
      (
        await request(app)
          .post('/api/careers')
          .set(auth())
          .send({ ...validBody, startDate: '2026-03-01', title, publication })
          .expect(201)
      ).body as Career;

    it('keeps drafts, future schedules and taken-down vacancies from visitors only', async () => {
      await createIn('Bozza', { state: 'draft' });
      await createIn('Domani', { state: 'scheduled', publishAt: '2026-03-30T06:00:00Z' });
      const taken = await createIn('Ritirata', { state: 'published' });
      await request(app)
        .post(`/api/careers/update/${taken._id}`)
        .set(auth())
        .send({
          ...validBody,
          startDate: '2026-03-01',
          title: 'Ritirata',
          publication: { state: 'unpublished' },
        })
        .expect(200);
      await createIn('Aperta', undefined);

      expect(await ids()).toEqual(['Aperta']);
      await request(app).get(`/api/careers/${taken._id}`).expect(404);
      const forAdmin = (await request(app).get('/api/careers').set(auth()).expect(200))
        .body as Career[];
      expect(Object.fromEntries(forAdmin.map((c) => [c.title, c.publication?.state]))).toEqual({
        Bozza: 'draft',
        Domani: 'scheduled',
        Ritirata: 'unpublished',
        Aperta: 'published',
      });
      // The next morning (07:00 UTC) the schedule has come.
      const later = adminApp(database, { now: () => new Date('2026-03-30T07:00:00Z') });
      const seenLater = ((await request(later).get('/api/careers').expect(200)).body as Career[])
        .map((career) => career.title)
        .sort();
      expect(seenLater).toEqual(['Aperta', 'Domani']);
    });

    it('pages every vacancy for administrators, searchable by title in any language', async () => {
      await careers.insertMany(
        Array.from({ length: 45 }, (_, i) =>
          stored(`Operatore ${i}`, `2026-0${1 + (i % 3)}-1${i % 10}`, '2026-12-31', {
            ...(i % 5 === 0 && { state: 'draft' as const }),
            ...(i === 7 && { translations: { bg: { title: 'Технолог по валцуване' } } }),
          }),
        ),
      );
      const titles: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page = (
          await request(app)
            .get(`/api/careers?limit=20${cursor ? `&cursor=${cursor}` : ''}`)
            .set(auth())
            .expect(200)
        ).body as CareersPage;
        titles.push(...page.items.map((career) => career.title));
        expect(page.items.every((career) => career.publication !== undefined)).toBe(true);
        cursor = page.nextCursor;
      }
      expect(new Set(titles).size).toBe(45);
      const drafts = (await request(app).get('/api/careers?state=draft&limit=50').set(auth()))
        .body as CareersPage;
      expect(drafts.items).toHaveLength(9);
      const found = (await request(app).get('/api/careers?q=валцуване').set(auth()))
        .body as CareersPage;
      expect(found.items.map((career) => career.title)).toEqual(['Operatore 7']);
      // Visitors get a plain array, whatever parameters they add.
      const publicList = (await request(app).get('/api/careers?limit=1').expect(200))
        .body as Career[];
      expect(Array.isArray(publicList)).toBe(true);
      expect(publicList.some((career) => career.title === 'Operatore 0')).toBe(false);
      await request(app).get('/api/careers?state=bozza').set(auth()).expect(400);
    });

    it('refuses a schedule in the past', async () => {
      await request(app)
        .post('/api/careers')
        .set(auth())
        .send({
          ...validBody,
          publication: { state: 'scheduled', publishAt: '2026-03-01T00:00:00Z' },
        })
        .expect(400);
      expect(await careers.countDocuments()).toBe(0);
    });
  });

  describe('authorisation of writes', () => {
    const badAuthorizations: [string, () => Record<string, string>][] = [
      ['no token', () => ({})],
      [
        'a forged token',
        () => ({ Authorization: `Bearer ${handMadeToken({ secret: 'x'.repeat(40) })}` }),
      ],
      ['an unsigned token', () => ({ Authorization: `Bearer ${unsignedToken()}` })],
      [
        'an expired token',
        () => ({
          Authorization: `Bearer ${handMadeToken({ expiresAt: Math.floor(Date.now() / 1000) - 1 })}`,
        }),
      ],
      [
        'a token for another audience',
        () => ({ Authorization: `Bearer ${handMadeToken({ audience: 'x' })}` }),
      ],
      [
        'another scheme',
        () => ({ Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }),
      ],
      ['the token without "Bearer"', () => ({ Authorization: token })],
    ];

    it.each(badAuthorizations)(
      'refuses every write with %s (401, nothing changed)',
      async (_n, headers) => {
        const existing = stored('existing', '2026-03-01', '2026-04-30');
        await careers.insertOne(existing);
        const id = existing._id.toHexString();
        const attempts = [
          request(app).post('/api/careers').set(headers()).send(validBody),
          request(app).post(`/api/careers/update/${id}`).set(headers()).send(validBody),
          request(app).delete(`/api/careers/${id}`).set(headers()),
          // Refused before the body is even looked at.
          request(app)
            .post('/api/careers')
            .set(headers())
            .send({ title: { $ne: '' } }),
        ];
        for (const attempt of attempts) {
          const response = await attempt.expect(401);
          expect(response.body).toEqual({
            error: { code: 'unauthorized', message: 'A valid administrator token is required' },
          });
          expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
        }
        expect(await careers.find({}).toArray()).toEqual([existing]);
      },
    );

    it('refuses the token of an administrator who no longer exists', async () => {
      const admins = database.db.collection(ADMINS_COLLECTION);
      const saved = await admins.find({}).toArray();
      await admins.deleteMany({});
      try {
        await request(app).post('/api/careers').set(auth()).send(validBody).expect(401);
      } finally {
        await admins.insertMany(saved);
      }
      expect(await careers.countDocuments()).toBe(0);
    });
  });

  describe('validation', () => {
    const long = (n: number) => 'x'.repeat(n);

    it.each([
      ['title missing', { title: undefined }, 'title'],
      ['title blank', { title: '   ' }, 'title'],
      ['title over 200 characters', { title: long(201) }, 'title'],
      ['title an operator object', { title: { $ne: '' } }, 'title'],
      ['title an array', { title: ['a'] }, 'title'],
      ['title a number', { title: 42 }, 'title'],
      ['startDate missing', { startDate: undefined }, 'startDate'],
      ['startDate 31-02-2026', { startDate: '31-02-2026' }, 'startDate'],
      ['startDate 2026-02-29 (not a leap year)', { startDate: '2026-02-29' }, 'startDate'],
      ['startDate with slashes', { startDate: '01/04/2026' }, 'startDate'],
      ['startDate with one-digit day', { startDate: '1-04-2026' }, 'startDate'],
      ['startDate month 13', { startDate: '01-13-2026' }, 'startDate'],
      ['startDate a timestamp', { startDate: 1775001600000 }, 'startDate'],
      ['startDate an operator object', { startDate: { $gt: '' } }, 'startDate'],
      ['endDate missing', { endDate: undefined }, 'endDate'],
      ['endDate 31-06-2026', { endDate: '31-06-2026' }, 'endDate'],
      ['endDate before startDate', { startDate: '10-04-2026', endDate: '09-04-2026' }, 'endDate'],
      [
        'responsibilities over 20000 characters',
        { responsibilities: long(20001) },
        'responsibilities',
      ],
      ['requirements an object', { requirements: { $set: 'x' } }, 'requirements'],
      ['additional a number', { additional: 1 }, 'additional'],
    ])('answers 400 for %s, storing nothing', async (_name, change, field) => {
      const response = await request(app)
        .post('/api/careers')
        .set(auth())
        .send({ ...validBody, ...change })
        .expect(400);
      expect(response.body).toEqual({
        error: { code: 'validation_failed', message: expect.stringContaining(field), field },
      });
      expect(await careers.countDocuments()).toBe(0);
    });

    it('accepts the limits themselves', async () => {
      await request(app)
        .post('/api/careers')
        .set(auth())
        .send({ ...validBody, title: long(200), responsibilities: `<p>${long(19993)}</p>` })
        .expect(201);
    });

    it('answers 400 for a body that is not an object', async () => {
      for (const body of [[validBody], 'title=x']) {
        const response = await request(app).post('/api/careers').set(auth()).send(body).expect(400);
        expect(response.body).toMatchObject({
          error: { code: 'validation_failed', field: 'body' },
        });
      }
    });

    it('validates updates the same way and leaves the vacancy unchanged', async () => {
      const existing = stored('existing', '2026-03-01', '2026-04-30');
      await careers.insertOne(existing);
      const response = await request(app)
        .post(`/api/careers/update/${existing._id.toHexString()}`)
        .set(auth())
        .send({ ...validBody, endDate: '31-02-2026' })
        .expect(400);
      expect(response.body).toMatchObject({
        error: { code: 'validation_failed', field: 'endDate' },
      });
      expect(await careers.find({}).toArray()).toEqual([existing]);
    });
  });
});

describe('careers API without a database', () => {
  it('answers 503 JSON quickly, without details', async () => {
    const database = await unreachableDatabase(300);
    try {
      const app = adminApp(database);
      for (const path of ['/api/careers', `/api/careers/${new ObjectId().toHexString()}`]) {
        const response = await request(app).get(path).expect(503);
        expect(response.body).toEqual({
          error: { code: 'database_unavailable', message: 'The database is not reachable' },
        });
        expect(response.text).not.toMatch(/Mongo|127\.0\.0\.1|\bat .*:\d+/);
      }
      await request(app)
        .post('/api/careers')
        .set('Authorization', `Bearer ${handMadeToken()}`)
        .send(validBody)
        .expect(503);
    } finally {
      await database.close();
    }
  });
});
