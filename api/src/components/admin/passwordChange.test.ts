import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { adminApp, createTestAdmin, signIn } from '../../../dev/test-support/adminHelpers';
import { testDatabase } from '../../../dev/test-support/helpers';
import { ADMINS_COLLECTION } from './adminRepository';
import { DEVELOPMENT_ADMIN_PASSWORD } from '../../platform/passwords/passwordPolicy';

const ADMIN = { username: 'redattrice', password: 'la password di partenza 1' };
const NEW_PASSWORD = 'un ponte sul Danubio 2026';

describe('an administrator changes the password', () => {
  let database: Database;
  let app: ReturnType<typeof adminApp>;

  beforeAll(() => {
    database = testDatabase();
    app = adminApp(database, { loginRateLimit: { maxPerUsername: 3 } });
  });
  beforeEach(async () => {
    await database.db.collection(ADMINS_COLLECTION).deleteMany({});
    await createTestAdmin(database.db, ADMIN);
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  const change = (token: string, body: object) =>
    request(app).post('/api/admin/password').set('Authorization', `Bearer ${token}`).send(body);
  const valid = (token: string) =>
    request(app)
      .post('/api/admin/validate')
      .send({ token })
      .then((response) => response.status);

  it('ends every other session and gives the one that asked a new token', async () => {
    const here = await signIn(app, ADMIN);
    const elsewhere = await signIn(app, ADMIN);
    const response = await change(here, {
      currentPassword: ADMIN.password,
      newPassword: NEW_PASSWORD,
    }).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const fresh = response.body.token as string;
    expect(await valid(fresh)).toBe(200);
    expect(await valid(elsewhere)).toBe(401);
    expect(await valid(here)).toBe(401);
    await request(app).post('/api/admin/login').send(ADMIN).expect(401);
    await request(app)
      .post('/api/admin/login')
      .send({ username: ADMIN.username, password: NEW_PASSWORD })
      .expect(200);
  });

  it('refuses a wrong current password, and changes nothing', async () => {
    const token = await signIn(app, ADMIN);
    const response = await change(token, {
      currentPassword: 'not the password',
      newPassword: NEW_PASSWORD,
    }).expect(403);
    expect(response.body.error.code).toBe('wrong_password');
    expect(await valid(token)).toBe(200);
    await request(app).post('/api/admin/login').send(ADMIN).expect(200);
  });

  it.each([
    ['short', 'must be at least 12 characters long', 'too_short'],
    ['password1234', 'is one of the most common passwords', 'common'],
    [DEVELOPMENT_ADMIN_PASSWORD, 'is the documented development default', 'development_default'],
    [ADMIN.password, 'must differ from the current one', 'unchanged'],
  ])(
    'refuses "%s" as the new password with a clear message',
    async (newPassword, message, reason) => {
      const token = await signIn(app, ADMIN);
      const response = await change(token, { currentPassword: ADMIN.password, newPassword }).expect(
        400,
      );
      expect(response.body.error).toMatchObject({ field: 'newPassword', reason });
      expect(response.body.error.message).toContain(message);
      expect(await valid(token)).toBe(200);
    },
  );

  it('needs a session, and limits wrong current passwords like failed sign-ins', async () => {
    // An app of its own: the limiter's counts of the other tests are not this test's.
    app = adminApp(database, { loginRateLimit: { maxPerUsername: 3 } });
    await request(app)
      .post('/api/admin/password')
      .send({ currentPassword: ADMIN.password, newPassword: NEW_PASSWORD })
      .expect(401);
    const token = await signIn(app, ADMIN);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const body = { currentPassword: `guess number ${attempt}`, newPassword: NEW_PASSWORD };
      statuses.push((await change(token, body)).status);
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    // Even the right password waits now: the guesses must not go on.
    await change(token, { currentPassword: ADMIN.password, newPassword: NEW_PASSWORD }).expect(429);
  });
});
