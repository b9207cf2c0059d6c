// The first administrator at start-up, the persisted token key, and `npm run admin:create`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import request from 'supertest';
import { createDatabase, type Database } from '../../platform/database/database';
import { startApi } from '../../server';
import { adminApp } from '../../../dev/test-support/adminHelpers';
import {
  silentLogger,
  tempDir,
  testDatabase,
  testMongoUri,
} from '../../../dev/test-support/helpers';
import { DEVELOPMENT_ADMIN_PASSWORD } from '../../platform/passwords/passwordPolicy';
import { bootstrapAdmin } from './adminAccounts';
import { ADMINS_COLLECTION } from './adminRepository';
import { runCreateAdmin, type Prompter } from './createAdminCli';
import { JWT_SECRET_FILE } from './jwtSecret';

jest.setTimeout(60000);

const uniqueDbName = (label: string) =>
  `test_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

async function post(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('startApi and administrators', () => {
  it('creates the first administrator from the environment and keeps sessions across restarts', async () => {
    const dbName = uniqueDbName('bootstrap');
    const dataDir = tempDir('alu-api-admin-');
    const client = new MongoClient(testMongoUri());
    const env = {
      ...process.env,
      MONGODB_URI: testMongoUri(),
      DB_NAME: dbName,
      API_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_CONTENT: 'false',
      JWT_SECRET: '', // generated and kept in the data folder
      ADMIN_USERNAME: 'primo',
      ADMIN_PASSWORD: 'first password 123',
    };
    try {
      const first = await startApi({ env });
      let token: string;
      try {
        const login = await post(`${first.url}/api/admin/login`, {
          username: 'primo',
          password: 'first password 123',
        });
        expect(login.status).toBe(200);
        token = (login.body as { token: string }).token;
      } finally {
        await first.stop();
      }
      const keyFile = path.join(dataDir, JWT_SECRET_FILE);
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);

      // Another ADMIN_PASSWORD on restart changes nothing: administrators exist.
      const second = await startApi({ env: { ...env, ADMIN_PASSWORD: 'another password 456' } });
      try {
        const check = await post(`${second.url}/api/admin/validate`, { token });
        expect(check).toEqual({ status: 200, body: { user: { username: 'primo' } } });
        const changed = await post(`${second.url}/api/admin/login`, {
          username: 'primo',
          password: 'another password 456',
        });
        expect(changed.status).toBe(401);
      } finally {
        await second.stop();
      }
      expect(await client.db(dbName).collection(ADMINS_COLLECTION).countDocuments()).toBe(1);
      const indexes = await client.db(dbName).collection(ADMINS_COLLECTION).listIndexes().toArray();
      expect(indexes).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'username_1', unique: true })]),
      );
    } finally {
      await client.db(dbName).dropDatabase();
      await client.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production without a strong JWT_SECRET or with a weak password', async () => {
    const production = { NODE_ENV: 'production', MONGODB_URI: testMongoUri() };
    await expect(startApi({ env: production })).rejects.toThrow(
      /JWT_SECRET must hold at least 32 bytes \(256 bits\) of randomness/,
    );
    await expect(
      startApi({ env: { ...production, JWT_SECRET: 'secret'.repeat(12) } }),
    ).rejects.toThrow(/JWT_SECRET must hold .* this one has about \d+ bits/);
    const strong = { ...production, JWT_SECRET: randomBytes(32).toString('base64') };
    await expect(
      startApi({
        env: { ...strong, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: DEVELOPMENT_ADMIN_PASSWORD },
      }),
    ).rejects.toThrow(/ADMIN_PASSWORD is the documented development default/);
    await expect(
      startApi({ env: { ...strong, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'qwertyuiop123' } }),
    ).rejects.toThrow(/ADMIN_PASSWORD is one of the most common passwords/);
  });
});

describe('bootstrapAdmin', () => {
  it('creates one administrator only when there is none, also when started twice at once', async () => {
    const database = testDatabase();
    const admins = database.db.collection(ADMINS_COLLECTION);
    try {
      const none = { username: undefined, password: undefined };
      expect(await bootstrapAdmin(database.db, none, silentLogger)).toBe('not-configured');
      const first = { username: 'uno', password: 'password number one' };
      const outcomes = await Promise.all([
        bootstrapAdmin(database.db, first, silentLogger),
        bootstrapAdmin(database.db, first, silentLogger),
      ]);
      expect(outcomes.sort()).toEqual(['admins-exist', 'created']);
      expect(await admins.countDocuments()).toBe(1);
      const other = { username: 'due', password: 'password number two' };
      expect(await bootstrapAdmin(database.db, other, silentLogger)).toBe('admins-exist');
      expect(await admins.countDocuments()).toBe(1);
    } finally {
      await database.db.dropDatabase();
      await database.close();
    }
  });
});

describe('npm run admin:create', () => {
  let dbName: string;
  let env: NodeJS.ProcessEnv;
  let database: Database;
  let printed: string[];
  const print = (line: string) => printed.push(line);

  /** Answers the questions in order and records them. */
  const scripted =
    (answers: string[], asked: string[] = []) =>
    (): Prompter => ({
      ask: async (question, options) => {
        asked.push(`${question}${options?.hidden ? ' (hidden)' : ''}`);
        return answers.shift() ?? '';
      },
      close: () => undefined,
    });

  beforeEach(() => {
    dbName = uniqueDbName('cli');
    env = { MONGODB_URI: testMongoUri(), DB_NAME: dbName, LOG_LEVEL: 'silent' };
    database = createDatabase({ uri: testMongoUri(), dbName, backend: 'mongodb' });
    printed = [];
  });
  afterEach(async () => {
    await database.db.dropDatabase();
    await database.close();
  });

  const login = (username: string, password: string) =>
    request(adminApp(database)).post('/api/admin/login').send({ username, password });

  it('adds an administrator from the environment, then resets the password', async () => {
    const created = await runCreateAdmin({
      env: { ...env, ADMIN_USERNAME: 'editor', ADMIN_PASSWORD: 'editor password 1' },
      print,
    });
    expect(created).toBe(0);
    expect(printed).toEqual(['Administrator "editor" created.']);
    await login('editor', 'editor password 1').expect(200);

    const reset = await runCreateAdmin({
      env: { ...env, ADMIN_USERNAME: 'editor', ADMIN_PASSWORD: 'editor password 2' },
      print,
    });
    expect(reset).toBe(0);
    expect(printed[1]).toMatch(/"editor": new password set; existing sessions ended/);
    await login('editor', 'editor password 1').expect(401);
    await login('editor', 'editor password 2').expect(200);
    expect(await database.db.collection(ADMINS_COLLECTION).countDocuments()).toBe(1);
  });

  it('asks for what the environment does not give, the password twice and hidden', async () => {
    const asked: string[] = [];
    const code = await runCreateAdmin({
      env,
      print,
      prompter: scripted([' tecnico ', 'tecnico password', 'tecnico password'], asked),
    });
    expect(code).toBe(0);
    expect(asked).toEqual(['Username: ', 'Password:  (hidden)', 'Password again:  (hidden)']);
    await login('tecnico', 'tecnico password').expect(200);
  });

  it('changes nothing when the passwords differ or the input is not acceptable', async () => {
    const cases: [NodeJS.ProcessEnv, string[], RegExp][] = [
      [env, ['someone', 'password one 111', 'password two 222'], /passwords differ/],
      [{ ...env, ADMIN_USERNAME: 'shorty', ADMIN_PASSWORD: 'short' }, [], /at least|12 to/],
      [
        { ...env, ADMIN_USERNAME: 'with space', ADMIN_PASSWORD: 'long enough pass' },
        [],
        /username/,
      ],
    ];
    for (const [caseEnv, answers, message] of cases) {
      printed = [];
      expect(await runCreateAdmin({ env: caseEnv, print, prompter: scripted(answers) })).toBe(1);
      expect(printed.join('\n')).toMatch(message);
    }
    expect(await database.db.collection(ADMINS_COLLECTION).countDocuments()).toBe(0);
  });
});
