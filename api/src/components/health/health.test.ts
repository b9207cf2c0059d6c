import request from 'supertest';
import type { Database } from '../../platform/database/database';
import { createApp } from '../../app/createApp';
import { composeApi } from '../../app/composeApi';
import { RemotesRegistry } from '../remotes/registry';
import { silentLogger, testDatabase, unreachableDatabase } from '../../../dev/test-support/helpers';

const appWith = (database: Database) =>
  createApp(
    composeApi({
      database,
      remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
      logger: silentLogger,
    }),
  );

describe('GET /api/health', () => {
  it('reports the real database as reachable', async () => {
    const database = testDatabase('ferretdb-embedded');
    try {
      const response = await request(appWith(database)).get('/api/health').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        status: 'ok',
        database: { reachable: true, backend: 'ferretdb-embedded', latencyMs: expect.any(Number) },
      });
      expect(response.body.database.latencyMs).toBeGreaterThanOrEqual(0);
    } finally {
      await database.close();
    }
  });

  it('names the backend it was given', async () => {
    const database = testDatabase('mongodb');
    try {
      const response = await request(appWith(database)).get('/api/health').expect(200);
      expect(response.body.database.backend).toBe('mongodb');
    } finally {
      await database.close();
    }
  });

  it('answers 503 quickly when the database is unreachable', async () => {
    const database = await unreachableDatabase();
    try {
      const started = Date.now();
      const response = await request(appWith(database)).get('/api/health');
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        status: 'unavailable',
        database: { reachable: false, backend: 'mongodb' },
      });
      expect(elapsed).toBeLessThan(3000);
    } finally {
      await database.close();
    }
  });
});
