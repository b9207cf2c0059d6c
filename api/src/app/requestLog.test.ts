import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { RemotesRegistry } from '../components/remotes/registry';
import type { Database } from '../platform/database/database';
import {
  eventually,
  silentLogger,
  testDatabase,
  unreachableDatabase,
} from '../../dev/test-support/helpers';
import { createApp } from './createApp';
import { composeApi } from './composeApi';

type LogLine = Record<string, unknown> & { msg: string; level: number };

/** The app on `database`, logging at level info into the returned lines. */
function loggedApp(database: Database) {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const logger = pino(
    { level: 'info' },
    {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line));
      },
    },
  );
  const app = createApp(
    composeApi({
      database,
      remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
      logger,
    }),
  );
  return { app, lines, raw };
}

describe('request log', () => {
  it('logs each request with its method, path, status and time, and none of its headers', async () => {
    const database = testDatabase();
    try {
      const { app, lines, raw } = loggedApp(database);
      await request(app)
        .get('/api/news?kind=news&limit=2')
        .set('Authorization', 'Bearer secret-token-of-a-visitor')
        .set('Cookie', 'session=cookie-of-a-visitor')
        .expect(200);
      await request(app).get('/api/news/no-such-article').expect(404);

      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed).toEqual([
        expect.objectContaining({
          level: 30,
          // The query's values stay out of the log (a token, a search): its names are kept.
          req: { id: expect.any(String), method: 'GET', url: '/api/news?kind=…&limit=…' },
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
        expect.objectContaining({
          level: 40,
          req: { id: expect.any(String), method: 'GET', url: '/api/news/no-such-article' },
          res: { statusCode: 404 },
        }),
      ]);
      const text = raw.join('');
      expect(text).not.toMatch(/secret-token|cookie-of-a-visitor|headers|remoteAddress|kind=news/);
    } finally {
      await database.close();
    }
  });

  it('gives each request an id, answered as X-Request-Id, taken from a trusted proxy only', async () => {
    const database = testDatabase();
    try {
      const { app, lines } = loggedApp(database);
      // supertest connects from loopback, which the API trusts by default (the site server).
      const fromProxy = await request(app)
        .get('/api/health')
        .set('X-Request-Id', 'edge-5f0c1d2e3a4b')
        .expect(200);
      expect(fromProxy.headers['x-request-id']).toBe('edge-5f0c1d2e3a4b');
      const made = await request(app).get('/api/health').expect(200);
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const malformed = await request(app)
        .get('/api/health')
        .set('X-Request-Id', 'a b <script>')
        .expect(200);
      expect(malformed.headers['x-request-id']).not.toContain('script');
      const ids = lines.filter((line) => line.msg === 'request completed').map((line) => line.req);
      expect(ids).toEqual([
        expect.objectContaining({ id: 'edge-5f0c1d2e3a4b' }),
        expect.objectContaining({ id: made.headers['x-request-id'] }),
        expect.objectContaining({ id: malformed.headers['x-request-id'] }),
      ]);

      // A client no proxy stands for cannot choose the id its requests are logged under.
      const direct = createApp(
        composeApi({
          database,
          remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
          logger: silentLogger,
          trustedProxies: [],
        }),
      );
      const forged = await request(direct)
        .get('/api/health')
        .set('X-Request-Id', 'chosen-by-client-1')
        .expect(200);
      expect(forged.headers['x-request-id']).not.toBe('chosen-by-client-1');
    } finally {
      await database.close();
    }
  });

  it('never logs what someone typed as a username, only a stand-in for it', async () => {
    const database = testDatabase();
    try {
      const { app, raw, lines } = loggedApp(database);
      for (let attempt = 0; attempt < 2; attempt++) {
        await request(app)
          .post('/api/admin/login')
          .send({ username: 'maria.rossi@example.it', password: 'not-her-password' })
          .expect(401);
      }
      expect(raw.join('')).not.toMatch(/maria|rossi|example\.it|not-her-password/);
      const refused = lines.filter((line) => line.msg === 'administrator sign-in refused');
      expect(refused).toHaveLength(2);
      // The same stand-in both times: the attempts can be told together.
      expect(refused[0]?.user).toMatch(/^[\w-]{12}$/);
      expect(refused[1]?.user).toBe(refused[0]?.user);
    } finally {
      await database.close();
    }
  });

  it('logs the repeated reads answered from memory like any other', async () => {
    const database = testDatabase();
    try {
      const { app, lines } = loggedApp(database);
      for (let read = 0; read < 3; read++) await request(app).get('/api/news/latest').expect(200);
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed.map((line) => [line.req, line.res])).toEqual(
        [1, 2, 3].map(() => [
          { id: expect.any(String), method: 'GET', url: '/api/news/latest' },
          { statusCode: 200 },
        ]),
      );
    } finally {
      await database.close();
    }
  });

  it("logs a failure's error with its type, message and stack", async () => {
    const database = await unreachableDatabase(500);
    try {
      const { app, lines } = loggedApp(database);
      await request(app).get('/api/health').expect(503);
      const failure = lines.find((line) => line.msg === 'database ping failed');
      expect(failure).toMatchObject({
        level: 40,
        req: { method: 'GET', url: '/api/health' },
        err: { type: expect.any(String), message: expect.any(String), stack: expect.any(String) },
      });
    } finally {
      await database.close();
    }
  });

  it('logs a request whose client left before the answer, marked as aborted', async () => {
    // The health check waits for the unreachable database; the client leaves meanwhile.
    const database = await unreachableDatabase(1000);
    const { app, lines } = loggedApp(database);
    const server = app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const client = http.get({ host: '127.0.0.1', port, path: '/api/health' });
      client.on('error', () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      client.destroy();

      const completed = await eventually(
        async () => lines.filter((line) => line.msg === 'request completed'),
        (found) => found.length > 0,
      );
      expect(completed).toEqual([
        expect.objectContaining({
          level: 40,
          req: { id: expect.any(String), method: 'GET', url: '/api/health' },
          aborted: true,
        }),
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    }
  });
});
