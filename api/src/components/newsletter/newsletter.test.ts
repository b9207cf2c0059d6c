import type { NewsletterSubscriber, SubscribersPage } from '@alu/common/contracts';
import { ObjectId, type Collection } from 'mongodb';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import {
  adminApp,
  createTestAdmin,
  handMadeToken,
  signIn,
} from '../../../dev/test-support/adminHelpers';
import { testDatabase, unreachableDatabase } from '../../../dev/test-support/helpers';
import {
  NEWSLETTER_COLLECTION,
  NewsletterRepository,
  type SubscriberDocument,
} from './newsletterRepository';
import { UnsubscribeTokens } from './unsubscribeTokens';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('newsletter API', () => {
  let database: Database;
  let subscribers: Collection<SubscriberDocument>;
  let app: ReturnType<typeof adminApp>;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const subscribe = (body: unknown) =>
    request(app)
      .post('/api/newsletter')
      .send(body as object);

  beforeAll(async () => {
    database = testDatabase();
    subscribers = database.db.collection<SubscriberDocument>(NEWSLETTER_COLLECTION);
    await new NewsletterRepository(database.db).ensureIndexes();
    app = adminApp(database);
    await createTestAdmin(database.db);
    token = await signIn(app);
  });
  afterEach(() => subscribers.deleteMany({}));
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  it('stores a valid address once, trimmed, and answers 201', async () => {
    const response = await subscribe({ email: '  Anna.Rossi@example.it ' }).expect(201);
    expect(response.body).toEqual({ status: 'subscribed' });
    expect(response.headers['cache-control']).toBe('no-store');
    const stored = await subscribers.find({}).toArray();
    expect(stored.map((doc) => doc.email)).toEqual(['Anna.Rossi@example.it']);
    expect(stored[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('accepts a repeat, in any capitalisation, without storing it twice', async () => {
    await subscribe({ email: 'anna.rossi@example.it' }).expect(201);
    const again = await subscribe({ email: 'ANNA.ROSSI@example.it' }).expect(200);
    expect(again.body).toEqual({ status: 'already-subscribed' });
    expect(await subscribers.countDocuments()).toBe(1);
  });

  it('stores one subscriber when the same address arrives twice at once', async () => {
    const answers = await Promise.all([
      subscribe({ email: 'twice@example.it' }),
      subscribe({ email: 'twice@example.it' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await subscribers.countDocuments()).toBe(1);
  });

  it.each([
    ['a missing address', {}],
    ['an empty address', { email: '   ' }],
    ['no domain', { email: 'anna@' }],
    ['no @', { email: 'anna.example.it' }],
    ['spaces inside', { email: 'anna rossi@example.it' }],
    ['an over-long address', { email: `${'a'.repeat(250)}@example.it` }],
    ['an object instead of a string', { email: { $ne: '' } }],
    ['an array', { email: ['a@example.it'] }],
  ])('refuses %s with 400 naming the field and stores nothing', async (_case, body) => {
    const response = await subscribe(body).expect(400);
    expect(response.body.error).toMatchObject({ code: 'validation_failed', field: 'email' });
    expect(await subscribers.countDocuments()).toBe(0);
  });

  it('refuses a body that is not a JSON object', async () => {
    await request(app)
      .post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .send('["a@example.it"]')
      .expect(400);
    expect(await subscribers.countDocuments()).toBe(0);
  });

  it('limits subscriptions per client IP with 429 and Retry-After', async () => {
    const limited = adminApp(database, { newsletterRateLimit: { windowMs: 60_000, maxPerIp: 3 } });
    for (let index = 0; index < 3; index += 1) {
      await request(limited)
        .post('/api/newsletter')
        .send({ email: `flood${index}@example.it` })
        .expect(201);
    }
    const refused = await request(limited)
      .post('/api/newsletter')
      .send({ email: 'flood9@example.it' })
      .expect(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await subscribers.countDocuments({ email: 'flood9@example.it' })).toBe(0);
  });

  it('lists subscribers newest first, to administrators only', async () => {
    await subscribers.insertMany([
      { email: 'old@example.it', emailKey: 'old@example.it', createdAt: new Date('2026-01-01') },
      { email: 'new@example.it', emailKey: 'new@example.it', createdAt: new Date('2026-05-01') },
    ]);
    await request(app).get('/api/newsletter').expect(401);
    await request(app)
      .get('/api/newsletter')
      .set('Authorization', `Bearer ${handMadeToken({ secret: 'wrong'.padEnd(40, 'x') })}`)
      .expect(401);
    const response = await request(app).get('/api/newsletter').set(auth()).expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = response.body as NewsletterSubscriber[];
    expect(list.map((subscriber) => [subscriber.email, subscriber.createdAt])).toEqual([
      ['new@example.it', '2026-05-01T00:00:00.000Z'],
      ['old@example.it', '2026-01-01T00:00:00.000Z'],
    ]);
  });

  it('pages through 120 subscribers and finds them by part of the address', async () => {
    await subscribers.insertMany(
      Array.from({ length: 120 }, (_, i) => ({
        email: `lettore${i}@${i % 3 === 0 ? 'giornale' : 'esempio'}.it`,
        emailKey: `lettore${i}@${i % 3 === 0 ? 'giornale' : 'esempio'}.it`,
        // Two a minute: the cursor must also order subscribers of one moment.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 2))),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const answer = await request(app)
        .get(`/api/newsletter?limit=50${cursor ? `&cursor=${cursor}` : ''}`)
        .set(auth())
        .expect(200);
      const page = answer.body as SubscribersPage;
      seen.push(...page.items.map((subscriber) => subscriber.email));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    const found = (await request(app).get('/api/newsletter?q=GIORNALE&limit=100').set(auth()))
      .body as SubscribersPage;
    expect(found.items).toHaveLength(40);
    await request(app).get('/api/newsletter?q=x').expect(401);
    await request(app).get('/api/newsletter?limit=0').set(auth()).expect(400);
  });

  it('exports the subscribers as a CSV download that spreadsheets read as text', async () => {
    await subscribers.insertMany([
      { email: 'anna@example.it', emailKey: 'anna@example.it', createdAt: new Date('2026-02-03') },
      {
        email: '=cmd@example.it',
        emailKey: '=cmd@example.it',
        createdAt: new Date('2026-02-04'),
      },
    ]);
    await request(app).get('/api/newsletter/export.csv').expect(401);
    const response = await request(app).get('/api/newsletter/export.csv').set(auth()).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="newsletter-subscribers.csv"',
    );
    const link =
      /^http:\/\/localhost:8080\/newsletter\/unsubscribe\?token=[0-9a-f]{24}\.[\w-]{43}$/;
    const [header, ...rows] = response.text.split('\n').filter(Boolean);
    expect(header).toBe('email,subscribed_at,unsubscribe_url');
    expect(rows.map((row) => row.split(',').slice(0, 2).join(','))).toEqual([
      "'=cmd@example.it,2026-02-04T00:00:00.000Z",
      'anna@example.it,2026-02-03T00:00:00.000Z',
    ]);
    for (const row of rows) expect(row.split(',')[2]).toMatch(link);
  });

  describe('leaving and erasure', () => {
    /** The subscriber's own link, as the admin list gives it, and the token in it. */
    const linkOf = async (email: string) => {
      const list = await request(app).get('/api/newsletter').set(auth()).expect(200);
      const subscriber = (list.body as NewsletterSubscriber[]).find((one) => one.email === email);
      const url = new URL(subscriber?.unsubscribeUrl ?? '');
      return { url, token: url.searchParams.get('token') ?? '', id: subscriber?._id ?? '' };
    };
    const unsubscribe = (token: unknown) =>
      request(app).post('/api/newsletter/unsubscribe').send({ token });

    it("a subscriber's signed link removes that subscription only, and again says done", async () => {
      await subscribe({ email: 'anna@example.it' }).expect(201);
      await subscribe({ email: 'bruno@example.it' }).expect(201);
      const { url, token } = await linkOf('anna@example.it');
      expect(url.pathname).toBe('/newsletter/unsubscribe');
      const left = await unsubscribe(token).expect(200);
      expect(left.body).toEqual({ status: 'unsubscribed' });
      await unsubscribe(token).expect(200);
      expect((await subscribers.find({}).toArray()).map((doc) => doc.email)).toEqual([
        'bruno@example.it',
      ]);
    });

    it('refuses a token it did not sign, and one changed by a character', async () => {
      await subscribe({ email: 'anna@example.it' }).expect(201);
      const { token, id } = await linkOf('anna@example.it');
      const signature = token.slice(25);
      const swap = (char: string, a: string, b: string) => (char === a ? b : a);
      // One character of the signature changed: in the middle, and at the end (whose two
      // lowest bits carry no data: flipping them must not give a second valid spelling).
      const middle = `${token.slice(0, 40)}${swap(token.charAt(40), 'x', 'y')}${token.slice(41)}`;
      const last = signature.charAt(42);
      const lastIndex = BASE64URL.indexOf(last);
      const sameBytes = `${token.slice(0, -1)}${BASE64URL.charAt(lastIndex ^ 1)}`;
      const otherKey = new UnsubscribeTokens('another secret').issue(new ObjectId(id));
      for (const bad of [middle, sameBytes, otherKey, `${id}.`, { $ne: '' }, '', undefined]) {
        const response = await unsubscribe(bad).expect(400);
        expect(response.body.error.code).toBe('invalid_token');
      }
      expect(await subscribers.countDocuments()).toBe(1);
    });

    it('lets administrators erase a subscriber for good', async () => {
      await subscribe({ email: 'anna@example.it' }).expect(201);
      const { id } = await linkOf('anna@example.it');
      await request(app).delete(`/api/newsletter/subscribers/${id}`).expect(401);
      await request(app).delete(`/api/newsletter/subscribers/${id}`).set(auth()).expect(204);
      expect(await subscribers.countDocuments()).toBe(0);
      await request(app).delete(`/api/newsletter/subscribers/${id}`).set(auth()).expect(404);
      await request(app).delete('/api/newsletter/subscribers/not-an-id').set(auth()).expect(404);
    });
  });

  it('answers 503 without storing when the database is down', async () => {
    const down = await unreachableDatabase(300);
    try {
      const response = await request(adminApp(down))
        .post('/api/newsletter')
        .send({ email: 'anna@example.it' })
        .expect(503);
      expect(response.body.error.code).toBe('database_unavailable');
    } finally {
      await down.close();
    }
  });
});
