// The orchestrator's view of the API: /healthz (alive), /readyz (able to serve), both outside
// /api, never cached, and neither logged nor counted as visitors' requests.
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../app/createApp';
import { composeApi } from '../../app/composeApi';
import { findApiDir } from '../../config/config';
import type { Database } from '../../platform/database/database';
import { RemotesRegistry } from '../remotes/registry';
import { silentLogger, testDatabase, unreachableDatabase } from '../../../dev/test-support/helpers';

const REGISTRY_FILE = path.join(findApiDir(), 'config', 'remotes.json');

function appWith(database: Database, registryFile = REGISTRY_FILE) {
  const lines: { msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = createApp(
    composeApi({
      database,
      remotes: new RemotesRegistry(registryFile, silentLogger),
      logger,
    }),
  );
  return { app, lines };
}

describe('GET /healthz and /readyz', () => {
  it('answer 200 while the database answers and the registry is loaded, and are not logged', async () => {
    const database = testDatabase();
    try {
      const { app, lines } = appWith(database);
      const health = await request(app).get('/healthz').expect(200);
      expect(health.headers['cache-control']).toBe('no-store');
      expect(health.body).toEqual({ status: 'ok' });
      const ready = await request(app).get('/readyz').expect(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', registry: 'ok' } });
      expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('/readyz is 503 when the database does not answer; /healthz stays 200', async () => {
    const database = await unreachableDatabase(300);
    try {
      const { app } = appWith(database);
      await request(app).get('/healthz').expect(200);
      const ready = await request(app).get('/readyz').expect(503);
      expect(ready.body).toEqual({
        status: 'not-ready',
        checks: { database: expect.stringMatching(/^(failed|timeout)$/), registry: 'ok' },
      });
    } finally {
      await database.close();
    }
  });

  it('/readyz is 503 while the registry file cannot be read', async () => {
    const database = testDatabase();
    try {
      const { app } = appWith(database, '/nonexistent/remotes.json');
      const ready = await request(app).get('/readyz').expect(503);
      expect(ready.body.checks).toEqual({ database: 'ok', registry: 'failed' });
    } finally {
      await database.close();
    }
  });
});
