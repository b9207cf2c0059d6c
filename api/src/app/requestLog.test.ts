import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { RemotesRegistry } from '../remotes/registry';
import type { Database } from '../db/database';
import {
  eventually,
  silentLogger,
  testDatabase,
  unreachableDatabase,
} from '../test-support/helpers';
import { createApp } from './createApp';

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
  const app = createApp({
    database,
    remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
    logger,
  });
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
          req: { id: expect.any(Number), method: 'GET', url: '/api/news?kind=news&limit=2' },
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
        expect.objectContaining({
          level: 40,
          req: { id: expect.any(Number), method: 'GET', url: '/api/news/no-such-article' },
          res: { statusCode: 404 },
        }),
      ]);
      const text = raw.join('');
      expect(text).not.toMatch(/secret-token|cookie-of-a-visitor|headers|remoteAddress/);
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
          { id: expect.any(Number), method: 'GET', url: '/api/news/latest' },
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
          req: { id: expect.any(Number), method: 'GET', url: '/api/health' },
          aborted: true,
        }),
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    }
  });
});
