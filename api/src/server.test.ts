// End-to-end tests of startApi(): the embedded FerretDB is started and stopped by the API itself.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { MongoClient } from 'mongodb';
import pino from 'pino';
import { randomBytes } from 'node:crypto';
import { metricSample } from '@alu/server-kit';
import { startApi, type RunningApi } from './server';
import { findFreePort } from './platform/database/ports';
import { isAlive, processesMentioning, tempDir, testMongoUri } from '../dev/test-support/helpers';

jest.setTimeout(60000);

describe('startApi with the embedded FerretDB', () => {
  let dataDir: string;
  const running: RunningApi[] = [];

  const start = async () => {
    const api = await startApi({
      env: process.env, // FERRETDB_BIN and the like; the overrides below win
      mongodbUri: undefined,
      port: 0,
      ferretdbPort: 0,
      dataDir,
      logLevel: 'silent',
      seedContent: false,
    });
    running.push(api);
    return api;
  };

  beforeEach(() => {
    dataDir = tempDir('alu-api-durability-');
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((api) => api.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps data across restarts and leaves no FerretDB process behind', async () => {
    const first = await start();
    expect(first.database.backend).toBe('ferretdb-embedded');
    const ferretPid = first.ferretdb?.pid ?? -1;
    expect(isAlive(ferretPid)).toBe(true);
    expect(processesMentioning(dataDir)).toHaveLength(1);

    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      database: { reachable: true, backend: 'ferretdb-embedded' },
    });

    const doc = { _id: 'durable-1', title: 'Aluminium coil', tons: 12.5, tags: ['a', 'b'] };
    await first.database.db.collection<typeof doc>('durability').insertOne(doc);

    await first.stop();
    expect(first.ferretdb?.running).toBe(false);
    expect(isAlive(ferretPid)).toBe(false);
    expect(processesMentioning(dataDir)).toEqual([]);
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();

    const second = await start();
    expect(second.ferretdb?.pid).not.toBe(ferretPid);
    const found = await second.database.db
      .collection<typeof doc>('durability')
      .findOne({ _id: 'durable-1' });
    expect(found).toEqual(doc);

    await second.stop();
    expect(processesMentioning(dataDir)).toEqual([]);
  });

  it('keeps an idle keep-alive connection open longer than a proxy would (no 502 race)', async () => {
    const api = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${api.url}/api/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
          );
        });
        request.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // Past Node's default keep-alive timeout (5 s + 1 s grace), when the old server hung up.
      await new Promise((resolve) => setTimeout(resolve, 7000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('stop() is idempotent', async () => {
    const api = await start();
    await Promise.all([api.stop(), api.stop()]);
    await api.stop();
    expect(processesMentioning(dataDir)).toEqual([]);
  });

  it('fails clearly, and cleans up, when the FerretDB port is taken', async () => {
    const blocker = net.createServer((socket) => socket.destroy());
    const port = await findFreePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expect(
        startApi({
          env: process.env,
          mongodbUri: undefined,
          port: 0,
          ferretdbPort: port,
          dataDir,
          logLevel: 'silent',
        }),
      ).rejects.toThrow(
        new RegExp(`FerretDB cannot listen on 127.0.0.1:${port}: the port is in use`),
      );
      expect(processesMentioning(dataDir)).toEqual([]);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('startApi with MONGODB_URI', () => {
  it('uses the given database instead of starting FerretDB', async () => {
    const dataDir = tempDir('alu-api-external-');
    const api = await startApi({
      env: {
        ...process.env,
        MONGODB_URI: testMongoUri(),
        API_PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_CONTENT: 'false',
        // Given, so no key file is generated in the data folder either.
        JWT_SECRET: 'k'.repeat(32),
      },
    });
    try {
      expect(api.ferretdb).toBeUndefined();
      expect(api.config.mongodbUri).toBe(testMongoUri());
      const response = await fetch(`${api.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ database: { backend: 'mongodb' } });
      // The data dir was not touched: no embedded database.
      expect(fs.readdirSync(dataDir)).toEqual([]);

      // Data written through the API's client is visible to another client.
      await api.database.db
        .collection<{ _id: string; v: number }>('probe')
        .insertOne({ _id: 'x', v: 1 });
      const other = new MongoClient(testMongoUri());
      try {
        const seen = await other.db(api.config.dbName).collection('probe').findOne({});
        expect(seen).toEqual({ _id: 'x', v: 1 });
      } finally {
        await api.database.db.dropDatabase();
        await other.close();
      }
    } finally {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('seeds an empty database with the sample news once, unless SEED_CONTENT=false', async () => {
    const dbName = `test_seed_${process.pid}_${Date.now()}`;
    const env = { ...process.env, MONGODB_URI: testMongoUri(), DB_NAME: dbName, API_PORT: '0' };
    const client = new MongoClient(testMongoUri());
    const logs: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => logs.push(JSON.parse(line)) },
    );
    try {
      const off = await startApi({ env: { ...env, SEED_CONTENT: 'false' }, logger });
      await off.stop();
      expect(await client.db(dbName).collection('news').countDocuments()).toBe(0);
      // Indexes are ensured at every start, seeding or not.
      const indexes = await client.db(dbName).collection('news').listIndexes().toArray();
      expect(indexes.map((index) => index.name)).toEqual(
        expect.arrayContaining(['url_1', 'date_-1']),
      );

      const first = await startApi({ env, logger });
      try {
        const news = (await (await fetch(`${first.url}/api/news`)).json()) as { cover: string }[];
        expect(news).toHaveLength(9);
        const cover = await fetch(`${first.url}/uploads/news/${news[0]!.cover}`);
        expect(cover.status).toBe(200);
        expect(cover.headers.get('content-type')).toBe('image/jpeg');
      } finally {
        await first.stop();
      }

      // A restart neither seeds again nor fails on the existing indexes.
      const second = await startApi({ env, logger });
      await second.stop();
      expect(await client.db(dbName).collection('news').countDocuments()).toBe(9);
      expect(await client.db(dbName).collection('newsImages.files').countDocuments()).toBe(27);
      expect(logs.filter((entry) => entry.msg === 'seeded the sample news')).toHaveLength(1);
      expect(logs.filter((entry) => entry.level >= 50)).toEqual([]);
    } finally {
      await client.db(dbName).dropDatabase();
      await client.close();
    }
  });

  it('rejects an invalid configuration before starting anything', async () => {
    await expect(startApi({ env: { API_PORT: 'eighty' } })).rejects.toThrow(
      /Invalid configuration:\n {2}- API_PORT must be an integer port number/,
    );
  });
});

describe('startApi in production', () => {
  const productionEnv = (dbName: string): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    MONGODB_URI: testMongoUri(),
    DB_NAME: dbName,
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    TRUSTED_PROXIES: 'none',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_ORIGIN: 'https://www.example.test',
    REDIS_URL: 'none',
    METRICS_PORT: '0',
    LOG_LEVEL: 'silent',
    LOGIN_LIMIT_PER_IP: '2',
    SHUTDOWN_DELAY_SECONDS: '0',
  });

  it('refuses SEED_CONTENT=true before it starts anything, naming the development command', async () => {
    const dbName = `test_production_seed_${process.pid}_${Date.now()}`;
    const client = new MongoClient(testMongoUri());
    try {
      await expect(
        startApi({ env: { ...productionEnv(dbName), SEED_CONTENT: 'true' } }),
      ).rejects.toThrow(
        /SEED_CONTENT=true: a production API writes no sample content; .*`npm run seed -w api`/,
      );
      // Not even the indexes: the database was never opened.
      const collections = await client.db(dbName).listCollections().toArray();
      expect(collections).toEqual([]);
    } finally {
      await client.db(dbName).dropDatabase();
      await client.close();
    }
  });

  it('writes no sample content, and counts its answers on a metrics port of its own', async () => {
    const dbName = `test_production_${process.pid}_${Date.now()}`;
    const api = await startApi({ env: productionEnv(dbName) });
    const client = new MongoClient(testMongoUri());
    try {
      expect(api.config.seedContent).toBe(false);
      expect(await (await fetch(`${api.url}/api/news`)).json()).toEqual([]);
      expect(await client.db(dbName).collection('news').countDocuments()).toBe(0);

      for (let read = 0; read < 3; read++) await fetch(`${api.url}/api/news/latest`);
      await fetch(`${api.url}/api/news/no-such-article`);
      await fetch(`${api.url}/api/news/no-such-article`);
      await fetch(`${api.url}/no/such/path?token=secret`);
      const signIns = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await fetch(`${api.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'nobody', password: 'wrong-password-1' }),
        });
        signIns.push(answer.status);
      }
      expect(signIns).toEqual([401, 401, 429]);
      await fetch(`${api.url}/healthz`);

      // Not on the port visitors reach.
      expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
      expect(api.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const metrics = await (await fetch(api.metricsUrl as string)).text();
      const count = (labels: Record<string, string>) =>
        metricSample(metrics, 'http_request_duration_seconds_count', { service: 'api', ...labels });
      // Repeated reads answered from memory are counted under their route like the first.
      expect(count({ method: 'GET', route: '/api/news/latest', status: '200' })).toBe(3);
      expect(count({ route: '/api/news/:url', status: '404' })).toBe(2);
      expect(count({ route: '/api/news', status: '200' })).toBe(1);
      // The unknown path and /metrics asked of the visitors' port.
      expect(count({ route: 'unmatched', status: '404' })).toBe(2);
      expect(count({ route: '/api/admin/login', status: '401' })).toBe(2);
      expect(count({ route: '/api/admin/login', status: '429' })).toBe(1);
      expect(metrics).not.toContain('secret');
      expect(metrics).not.toContain('/healthz');
      expect(metricSample(metrics, 'rate_limit_refusals_total', { limit: 'login-ip' })).toBe(1);
      expect(metricSample(metrics, 'mail_outbox_depth')).toBe(0);
      expect(metricSample(metrics, 'mail_outbox_oldest_age_seconds')).toBe(0);
      expect(metricSample(metrics, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(metricSample(metrics, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    } finally {
      await api.stop();
      await client.db(dbName).dropDatabase();
      await client.close();
    }
    // The metrics listener ends with the API.
    await expect(fetch(api.metricsUrl as string)).rejects.toThrow();
  });
});
