import request from 'supertest';
import type { Database } from '../database/database';
import { CAREERS_COLLECTION } from '../../components/careers/careersRepository';
import { adminApp, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { testDatabase } from '../../../dev/test-support/helpers';

// The site server in front drops its rendered pages when, and only when, an answer names a
// change: a successful administrator's write. Preflights, anonymous or refused writes name none.
describe('answers that name what a write changed', () => {
  let database: Database;
  let app: ReturnType<typeof adminApp>;
  let token: string;

  beforeAll(async () => {
    database = testDatabase();
    app = adminApp(database);
    await createTestAdmin(database.db);
    token = await signIn(app);
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  const vacancy = {
    title: 'Tecnico di manutenzione',
    startDate: '01-04-2026',
    endDate: '30-04-2026',
    responsibilities: '<p>Manutenzione</p>',
    requirements: '<p>Diploma</p>',
    additional: '',
  };

  it('names the vacancies after a vacancy is created, changed or deleted', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const created = await request(app).post('/api/careers').set(auth).send(vacancy).expect(201);
    expect(created.headers['site-changed']).toBe('careers');
    const id = created.body._id as string;
    const updated = await request(app)
      .post(`/api/careers/update/${id}`)
      .set(auth)
      .send({ ...vacancy, title: 'Capoturno' })
      .expect(200);
    expect(updated.headers['site-changed']).toBe('careers');
    const deleted = await request(app).delete(`/api/careers/${id}`).set(auth).expect(204);
    expect(deleted.headers['site-changed']).toBe('careers');
    await database.db.collection(CAREERS_COLLECTION).deleteMany({});
  });

  it('names nothing for a preflight, an anonymous write or a refused one', async () => {
    const preflight = await request(app).options('/api/news').set('Origin', 'http://x.test');
    const anonymous = await request(app).post('/api/careers').send(vacancy).expect(401);
    const unknown = await request(app)
      .delete('/api/news/0123456789abcdef01234567')
      .set({ Authorization: `Bearer ${token}` })
      .expect(404);
    for (const response of [preflight, anonymous, unknown]) {
      expect(response.headers['site-changed']).toBeUndefined();
    }
  });
});
