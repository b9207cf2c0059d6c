import type { AuditPage } from '@alu/common/contracts';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { adminApp, ADMIN, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { VACANCY_INPUT } from '../../../dev/test-support/careers';
import { testDatabase } from '../../../dev/test-support/helpers';
import { AUDIT_COLLECTION } from './auditRepository';

describe('audit trail', () => {
  let database: Database;
  let app: ReturnType<typeof adminApp>;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  const list = async (query = '') =>
    (await request(app).get(`/api/audit${query}`).set(auth()).expect(200)).body as AuditPage;

  /** Entries are written once the answer is sent: wait until `count` match `query`. */
  async function entries(query: string, count: number) {
    const deadline = Date.now() + 3000;
    for (;;) {
      const page = await list(query);
      if (page.items.length >= count || Date.now() > deadline) return page.items;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  beforeAll(async () => {
    database = testDatabase();
    app = adminApp(database);
    await createTestAdmin(database.db);
    token = await signIn(app);
  });
  afterEach(() => database.db.collection(AUDIT_COLLECTION).deleteMany({}));
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  it('records sign-ins, and failed ones with the username tried and the address', async () => {
    await signIn(app);
    await request(app)
      .post('/api/admin/login')
      .send({ username: ADMIN.username, password: 'wrong password here' })
      .expect(401);
    // Each kind on its own: the sign-in of `beforeAll` is in the trail too, and an entry is
    // written once its answer has gone, so the newest two may not be this test's yet.
    const [failed] = await entries('?action=admin.sign-in-failed', 1);
    const [signedIn] = await entries('?action=admin.sign-in', 1);
    expect(failed).toMatchObject({
      action: 'admin.sign-in-failed',
      actor: ADMIN.username,
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    expect(signedIn).toMatchObject({ action: 'admin.sign-in', actor: ADMIN.username });
  });

  it('records each write with who, when, what it was done to, and nothing for reads', async () => {
    const before = Date.now();
    const created = await request(app)
      .post('/api/careers')
      .set(auth())
      .send(VACANCY_INPUT)
      .expect(201);
    const id = (created.body as { _id: string })._id;
    await request(app)
      .post(`/api/careers/update/${id}`)
      .set(auth())
      .send({ ...VACANCY_INPUT, title: 'Nuovo titolo' })
      .expect(200);
    await request(app).delete(`/api/careers/${id}`).set(auth()).expect(204);
    // Refused writes and reads are not recorded.
    await request(app).delete(`/api/careers/${id}`).set(auth()).expect(404);
    await request(app).post('/api/careers').send(VACANCY_INPUT).expect(401);
    await request(app).get('/api/careers').set(auth()).expect(200);

    const items = await entries('?action=career', 3);
    expect(items.map((item) => [item.action, item.target, item.actor])).toEqual([
      ['career.delete', id, ADMIN.username],
      ['career.update', id, ADMIN.username],
      ['career.create', id, ADMIN.username],
    ]);
    expect(items[2]?.detail).toBe(VACANCY_INPUT.title);
    expect(Date.parse(items[2]?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await database.db.collection(AUDIT_COLLECTION).countDocuments()).toBe(3);
  });

  it('filters by administrator and pages through the trail without repeats', async () => {
    for (let index = 0; index < 7; index += 1) {
      await request(app).post('/api/careers').set(auth()).send(VACANCY_INPUT).expect(201);
    }
    await entries('', 7);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item._id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(7);
    expect((await list(`?actor=${ADMIN.username}`)).items).toHaveLength(7);
    expect((await list('?actor=someone-else')).items).toHaveLength(0);
    await request(app).get('/api/audit?action=$where').set(auth()).expect(400);
  });

  it('is read by administrators only, and no route changes or deletes an entry', async () => {
    await request(app).post('/api/careers').set(auth()).send(VACANCY_INPUT).expect(201);
    const [entry] = await entries('', 1);
    await request(app).get('/api/audit').expect(401);
    for (const [method, path] of [
      ['post', '/api/audit'],
      ['put', `/api/audit/${entry?._id}`],
      ['post', `/api/audit/${entry?._id}`],
      ['delete', `/api/audit/${entry?._id}`],
      ['delete', '/api/audit'],
    ] as const) {
      await request(app)[method](path).set(auth()).send({ actor: 'nobody' }).expect(404);
    }
    expect((await list()).items).toEqual([entry]);
  });
});
