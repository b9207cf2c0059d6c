import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import type { Collection } from 'mongodb';
import pino from 'pino';
import request from 'supertest';
import type { Database } from '../../platform/database/database';
import {
  ADMIN,
  adminApp,
  createTestAdmin,
  handMadeToken,
  signIn,
  TEST_JWT_SECRET,
  unsignedToken,
} from '../../../dev/test-support/adminHelpers';
import { createApp } from '../../app/createApp';
import { composeApi } from '../../app/composeApi';
import { RemotesRegistry } from '../remotes/registry';
import { silentLogger, testDatabase, unreachableDatabase } from '../../../dev/test-support/helpers';
import { createOrResetAdmin } from './adminAccounts';
import { ADMINS_COLLECTION, AdminRepository, type AdminDocument } from './adminRepository';
import { ARGON2_OPTIONS } from './passwords';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS } from './tokens';

const login = (app: ReturnType<typeof adminApp>, body: unknown) =>
  request(app)
    .post('/api/admin/login')
    .send(body as object);
const validate = (app: ReturnType<typeof adminApp>, token: unknown) =>
  request(app).post('/api/admin/validate').send({ token });

describe('administrator sign-in', () => {
  let database: Database;
  let admins: Collection<AdminDocument>;
  let app: ReturnType<typeof adminApp>;

  beforeAll(async () => {
    database = testDatabase();
    admins = database.db.collection<AdminDocument>(ADMINS_COLLECTION);
    app = adminApp(database);
  });
  beforeEach(() => createTestAdmin(database.db));
  afterEach(async () => {
    jest.restoreAllMocks();
    await admins.deleteMany({});
  });
  afterAll(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  describe('POST /api/admin/login', () => {
    it('answers a token for the right password, which /validate accepts', async () => {
      const response = await login(app, ADMIN).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(Object.keys(response.body)).toEqual(['token']);
      const claims = jwt.verify(response.body.token, TEST_JWT_SECRET, {
        algorithms: ['HS256'],
      }) as jwt.JwtPayload;
      expect(claims).toMatchObject({ sub: ADMIN.username, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(TOKEN_LIFETIME_SECONDS);
      const check = await validate(app, response.body.token).expect(200);
      expect(check.body).toEqual({ user: { username: ADMIN.username } });
    });

    it('trims the username but takes the password exactly as typed', async () => {
      await login(app, { ...ADMIN, username: `  ${ADMIN.username} ` }).expect(200);
      await login(app, { ...ADMIN, password: ` ${ADMIN.password}` }).expect(401);
    });

    it('answers a wrong password and an unknown username identically', async () => {
      const wrong = await login(app, { ...ADMIN, password: 'not the password' }).expect(401);
      const unknown = await login(app, { username: 'nobody', password: ADMIN.password }).expect(
        401,
      );
      const caseVariant = await login(app, { ...ADMIN, username: 'AMMINISTRATORE' }).expect(401);
      for (const response of [wrong, unknown, caseVariant]) {
        expect(response.body).toEqual({
          error: {
            code: 'invalid_credentials',
            message: 'The username or password is incorrect',
          },
        });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-type']).toBe(wrong.headers['content-type']);
        expect(response.headers['content-length']).toBe(wrong.headers['content-length']);
      }
    });

    it('spends a full password check on an unknown username too (no timing oracle)', async () => {
      const verify = jest.spyOn(argon2, 'verify');
      await login(app, { username: 'nobody', password: 'whatever it is' }).expect(401);
      expect(verify).toHaveBeenCalledTimes(1);
      // Against a hash made with the same parameters as real ones.
      const [hash, password] = verify.mock.calls[0] ?? [];
      expect(password).toBe('whatever it is');
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

      // The same argon2id work as a wrong password: no timing difference to measure (a timed
      // comparison here would only be a flaky benchmark).
    });

    it.each([
      ['an operator object as username', { username: { $ne: '' }, password: 'x' }, 'username'],
      [
        'an operator object as password',
        { username: ADMIN.username, password: { $ne: '' } },
        'password',
      ],
      ['a regex-like object', { username: { $regex: '.*' }, password: 'x' }, 'username'],
      ['an array', { username: [ADMIN.username], password: ADMIN.password }, 'username'],
      ['a number', { username: ADMIN.username, password: 12345678 }, 'password'],
      ['no username', { password: ADMIN.password }, 'username'],
      ['no password', { username: ADMIN.username }, 'password'],
      ['an empty username', { username: '   ', password: ADMIN.password }, 'username'],
      ['an empty password', { username: ADMIN.username, password: '' }, 'password'],
      ['null', { username: null, password: ADMIN.password }, 'username'],
      ['a username over 100 characters', { username: 'a'.repeat(101), password: 'x' }, 'username'],
      [
        'a password over 1024 characters',
        { username: 'a', password: 'p'.repeat(1025) },
        'password',
      ],
    ])(
      'answers 400 naming the field for %s, without a database lookup',
      async (_n, body, field) => {
        const lookup = jest.spyOn(AdminRepository.prototype, 'findByUsername');
        const response = await login(app, body).expect(400);
        expect(response.body).toEqual({
          error: { code: 'validation_failed', message: expect.stringContaining(field), field },
        });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(lookup).not.toHaveBeenCalled();
      },
    );

    it('answers 400 for a body that is not a JSON object', async () => {
      for (const body of [[ADMIN], 'username=a&password=b']) {
        const response = await login(app, body).expect(400);
        expect(response.body).toMatchObject({
          error: { code: 'validation_failed', field: 'body' },
        });
      }
      const empty = await request(app).post('/api/admin/login').expect(400);
      expect(empty.body).toMatchObject({ error: { code: 'validation_failed', field: 'body' } });
    });

    it('upgrades a hash made with weaker parameters at the next sign-in', async () => {
      const weak = await argon2.hash(ADMIN.password, {
        ...ARGON2_OPTIONS,
        memoryCost: 4096,
        timeCost: 1,
      });
      await admins.updateOne({ username: ADMIN.username }, { $set: { passwordHash: weak } });
      const token = await signIn(app);
      const stored = await admins.findOne({ username: ADMIN.username });
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(await argon2.verify(stored?.passwordHash ?? '', ADMIN.password)).toBe(true);
      // Same password: the session goes on.
      await validate(app, token).expect(200);
    });

    it('stores argon2id hashes with at least OWASP’s parameters, never the password', async () => {
      const stored = await admins.findOne({ username: ADMIN.username });
      expect(JSON.stringify(stored)).not.toContain(ADMIN.password);
      const hash = stored?.passwordHash ?? '';
      expect(hash).toMatch(/^\$argon2id\$v=19\$/);
      const params = Object.fromEntries(
        (hash.split('$')[3] ?? '').split(',').map((pair) => {
          const [key, value] = pair.split('=');
          return [key, Number(value)];
        }),
      );
      expect(params.m).toBeGreaterThanOrEqual(19456);
      expect(params.t).toBeGreaterThanOrEqual(2);
      expect(params.p).toBeGreaterThanOrEqual(1);
    });
  });

  describe('POST /api/admin/validate', () => {
    const unauthorized = {
      error: { code: 'unauthorized', message: 'A valid administrator token is required' },
    };

    it('accepts a well-made token of an existing administrator (control)', async () => {
      const response = await validate(app, handMadeToken()).expect(200);
      expect(response.body).toEqual({ user: { username: ADMIN.username } });
    });

    it.each([
      ['a missing token', undefined],
      ['an empty token', ''],
      ['a non-string token', { $ne: '' }],
      ['garbage', 'not.a.token'],
      [
        'a token signed with another key',
        handMadeToken({ secret: 'another-secret'.padEnd(64, 'y') }),
      ],
      ['an expired token', handMadeToken({ expiresAt: Math.floor(Date.now() / 1000) - 5 })],
      ['an unsigned (alg: none) token', unsignedToken()],
      ['a token for another audience', handMadeToken({ audience: 'alu-public' })],
      ['a token from another issuer', handMadeToken({ issuer: 'someone-else' })],
      ['an HS512 token (algorithm pinned)', handMadeToken({ algorithm: 'HS512' })],
      ['a token of an unknown administrator', handMadeToken({ username: 'nobody' })],
      ['a token of an older session', handMadeToken({ sessionVersion: 0 })],
    ])('answers 401 for %s', async (_name, token) => {
      const response = await validate(app, token).expect(401);
      expect(response.body).toEqual(unauthorized);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 401 for a token whose payload was altered', async () => {
      const token = await signIn(app);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const altered = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86400 })).toString(
        'base64url',
      );
      await validate(app, `${header}.${altered}.${signature}`).expect(401);
      await validate(app, token).expect(200);
    });

    it('ends sessions when the password is reset or the administrator removed', async () => {
      const token = await signIn(app);
      await createOrResetAdmin(database.db, ADMIN.username, 'a brand new password');
      await validate(app, token).expect(401);
      await login(app, ADMIN).expect(401);
      const fresh = await signIn(app, { ...ADMIN, password: 'a brand new password' });
      await validate(app, fresh).expect(200);
      await admins.deleteMany({});
      await validate(app, fresh).expect(401);
    });

    it('does not accept a token issued by an app with another key', async () => {
      const token = await signIn(app);
      const otherApp = adminApp(database);
      await validate(otherApp, token).expect(200); // same key (the test key)
      const randomKeyApp = createApp(
        composeApi({
          database,
          remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
          logger: silentLogger,
        }),
      );
      await validate(randomKeyApp, token).expect(401);
    });
  });

  describe('rate limits', () => {
    const wrong = { ...ADMIN, password: 'wrong password' };
    const tooManyRequests = {
      error: {
        code: 'too_many_requests',
        message: 'Too many failed sign-in attempts; try again later',
      },
    };

    it('blocks a username after too many failures, even with the right password', async () => {
      const limited = adminApp(database, { loginRateLimit: { maxPerUsername: 3 } });
      for (let i = 0; i < 3; i++) await login(limited, wrong).expect(401);
      const blocked = await login(limited, ADMIN).expect(429);
      expect(blocked.body).toEqual(tooManyRequests);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Another username from the same client is not blocked.
      await login(limited, { username: 'someone-else', password: 'x' }).expect(401);
      // The key is the username as looked up (trimmed).
      await login(limited, { ...wrong, username: ` ${ADMIN.username}` }).expect(429);
    });

    it('counts failures only: an administrator signing in often is never blocked', async () => {
      const limited = adminApp(database, { loginRateLimit: { maxPerUsername: 2, maxPerIp: 2 } });
      for (let i = 0; i < 5; i++) await login(limited, ADMIN).expect(200);
    });

    it('blocks a client IP after too many failures across usernames', async () => {
      const limited = adminApp(database, { loginRateLimit: { maxPerIp: 3 } });
      const from = (ip: string, body: unknown) => login(limited, body).set('X-Forwarded-For', ip);
      await from('203.0.113.5', { username: 'a', password: 'x' }).expect(401);
      await from('203.0.113.5', { username: 'b', password: 'x' }).expect(401);
      await from('203.0.113.5', { username: { $ne: '' }, password: 'x' }).expect(400);
      const blocked = await from('203.0.113.5', ADMIN).expect(429);
      expect(blocked.body).toEqual(tooManyRequests);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      // The proxy (loopback) is trusted for X-Forwarded-For: another client has its own count.
      await from('203.0.113.6', ADMIN).expect(200);
    });
  });
});

describe('login rate limiter set-up', () => {
  it('reports no misconfiguration (trust proxy, key generators) to the log', async () => {
    const database = testDatabase();
    const logs: { msg: string }[] = [];
    const logger = pino(
      { level: 'debug' },
      { write: (line: string) => logs.push(JSON.parse(line)) },
    );
    try {
      const app = createApp(
        composeApi({
          database,
          remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
          logger,
          admin: { jwtSecret: TEST_JWT_SECRET },
        }),
      );
      // Each check of the library runs on the first request only: the proxied case first.
      for (const ip of ['198.51.100.7', '2001:db8::1', undefined]) {
        const attempt = login(app, { username: 'a', password: 'x' });
        await (ip === undefined ? attempt : attempt.set('X-Forwarded-For', ip)).expect(401);
      }
      expect(logs.filter((entry) => /^login-.* rate limiter$/.test(entry.msg))).toEqual([]);
    } finally {
      await database.db.dropDatabase();
      await database.close();
    }
  });
});

describe('administrator sign-in without a database', () => {
  it('answers 503 JSON, not 401', async () => {
    const database = await unreachableDatabase(300);
    try {
      const app = adminApp(database);
      const response = await login(app, ADMIN).expect(503);
      expect(response.body).toEqual({
        error: { code: 'database_unavailable', message: 'The database is not reachable' },
      });
      await validate(app, handMadeToken()).expect(503);
    } finally {
      await database.close();
    }
  });
});
