import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../app/createApp';
import { composeApi } from '../../app/composeApi';
import { silentLogger, tempDir, testDatabase } from '../../../dev/test-support/helpers';
import { RemotesRegistry } from './registry';
import type { Database } from '../../platform/database/database';
import { findApiDir } from '../../config/config';

describe('GET /api/remotes', () => {
  let database: Database;
  let dir: string;
  let file: string;

  const appFor = (registryFile: string) =>
    createApp(
      composeApi({
        database,
        remotes: new RemotesRegistry(registryFile, silentLogger),
        logger: silentLogger,
      }),
    );

  const write = (value: unknown) => fs.writeFileSync(file, JSON.stringify(value));

  beforeAll(() => {
    database = testDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => {
    dir = tempDir('alu-remotes-');
    file = path.join(dir, 'remotes.json');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('returns the registry document with a short public cache lifetime', async () => {
    const remotes = [
      { name: 'corporate', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'news', entry: 'https://news.example/mf-manifest.json' },
    ];
    write({ remotes });
    const response = await request(appFor(file)).get('/api/remotes').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(response.body).toEqual({ remotes, conflicts: [] });
  });

  it('serves the committed default registry', async () => {
    const defaultFile = path.join(findApiDir(), 'config', 'remotes.json');
    const response = await request(appFor(defaultFile)).get('/api/remotes').expect(200);
    expect(response.body.remotes.map((r: { name: string }) => r.name)).toEqual([
      'corporate',
      'products',
      'contacts',
      'investors',
      'news',
      'admin',
    ]);
  });

  it('picks up changes to the file without a restart', async () => {
    write({ remotes: [{ name: 'corporate', entry: 'http://localhost:3001/mf-manifest.json' }] });
    const app = appFor(file);
    const first = await request(app).get('/api/remotes').expect(200);
    expect(first.body.remotes).toHaveLength(1);

    const changed = [
      { name: 'corporate', entry: 'http://cdn.example:9001/mf-manifest.json' },
      { name: 'products', entry: 'http://localhost:3002/mf-manifest.json' },
    ];
    write({ remotes: changed });
    const second = await request(app).get('/api/remotes').expect(200);
    expect(second.body).toEqual({ remotes: changed, conflicts: [] });

    // Same size, different content: caught through the (nanosecond) modification time.
    const sameSize = changed.map((r) => ({ ...r, entry: r.entry.replace('9001', '9002') }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    write({ remotes: sameSize });
    const third = await request(app).get('/api/remotes').expect(200);
    expect(third.body).toEqual({ remotes: sameSize, conflicts: [] });
  });

  it('answers 500 JSON for an invalid file, and recovers once it is fixed', async () => {
    write({ remotes: [{ name: 'Bad Name', entry: 'ftp://x' }] });
    const app = appFor(file);
    const invalid = await request(app).get('/api/remotes').expect(500);
    expect(invalid.headers['content-type']).toMatch(/application\/json/);
    expect(invalid.body).toEqual({
      error: { code: 'remotes_unavailable', message: 'The remotes registry is invalid' },
    });
    expect(invalid.text).not.toMatch(/\bat .*\.[jt]s:\d+/); // no stack trace

    fs.writeFileSync(file, '{ not json');
    await request(app).get('/api/remotes').expect(500);

    write({ remotes: [] });
    const fixed = await request(app).get('/api/remotes').expect(200);
    expect(fixed.body).toEqual({ remotes: [], conflicts: [] });
  });

  it('answers 500 JSON when the file is missing', async () => {
    const response = await request(appFor(path.join(dir, 'absent.json')))
      .get('/api/remotes')
      .expect(500);
    expect(response.body.error.code).toBe('remotes_unavailable');
  });
});
