import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
  // Every entry of these registries points at this test's own server, whose remotes declare no
  // pages (no routes.json): what the API answers cannot depend on what else runs on this
  // machine (the development remotes of `npm start` on 3001–3006 declare theirs).
  let remotesServer: http.Server;
  let origin: string;

  const appFor = (registryFile: string) =>
    createApp(
      composeApi({
        database,
        remotes: new RemotesRegistry(registryFile, silentLogger),
        logger: silentLogger,
      }),
    );

  const write = (value: unknown) => fs.writeFileSync(file, JSON.stringify(value));

  beforeAll(async () => {
    database = testDatabase();
    remotesServer = http.createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => remotesServer.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(remotesServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    remotesServer.closeAllConnections();
    await new Promise((resolve) => remotesServer.close(resolve));
    await database.close();
  });
  beforeEach(() => {
    dir = tempDir('alu-remotes-');
    file = path.join(dir, 'remotes.json');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('returns the registry document with a short public cache lifetime', async () => {
    const remotes = [
      { name: 'corporate', entry: `${origin}/corporate/mf-manifest.json` },
      { name: 'news', entry: `${origin}/news/1/mf-manifest.json` },
    ];
    write({ remotes });
    const response = await request(appFor(file)).get('/api/remotes').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(response.body).toEqual({ remotes, conflicts: [] });
  });

  it('serves the committed default registry', async () => {
    // Its remotes, in its order, each moved to this test's server.
    const committed = JSON.parse(
      fs.readFileSync(path.join(findApiDir(), 'config', 'remotes.json'), 'utf8'),
    ) as { remotes: { name: string; entry: string }[] };
    write({
      remotes: committed.remotes.map(({ name, entry }) => ({
        name,
        entry: `${origin}/${name}${new URL(entry).pathname}`,
      })),
    });
    const response = await request(appFor(file)).get('/api/remotes').expect(200);
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
    write({ remotes: [{ name: 'corporate', entry: `${origin}/corporate/mf-manifest.json` }] });
    const app = appFor(file);
    const first = await request(app).get('/api/remotes').expect(200);
    expect(first.body.remotes).toHaveLength(1);

    const changed = [
      { name: 'corporate', entry: `${origin}/cdn/9001/mf-manifest.json` },
      { name: 'products', entry: `${origin}/products/mf-manifest.json` },
    ];
    write({ remotes: changed });
    const second = await request(app).get('/api/remotes').expect(200);
    expect(second.body).toEqual({ remotes: changed, conflicts: [] });

    // Same size, different content: caught through the (nanosecond) modification time.
    const sameSize = changed.map((r) => ({ ...r, entry: r.entry.replace('/9001/', '/9002/') }));
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
