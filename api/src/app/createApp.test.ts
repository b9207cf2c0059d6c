import request from 'supertest';
import type { Database } from '../platform/database/database';
import { RemotesRegistry } from '../components/remotes/registry';
import { silentLogger, testDatabase } from '../../dev/test-support/helpers';
import { createApp } from './createApp';
import { composeApi } from './composeApi';

const STACK_LINE = /\bat .*\.[jt]s:\d+|node_modules|Error:/;

describe('HTTP app', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    database = testDatabase();
    app = createApp(
      composeApi({
        database,
        remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
        logger: silentLogger,
      }),
    );
  });
  afterAll(() => database.close());

  it('answers unknown API routes with 404 JSON', async () => {
    const response = await request(app).get('/api/does-not-exist').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/does-not-exist' },
    });
  });

  it('answers a wrong method on a known path with 404 JSON', async () => {
    const response = await request(app).delete('/api/health').expect(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('rejects a malformed JSON body with 400 JSON and no stack trace', async () => {
    const response = await request(app)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"unterminated": ')
      .expect(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    });
    expect(response.text).not.toMatch(STACK_LINE);
  });

  it('rejects a body over 100 kB with 413 JSON', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(101 * 1024) });
    const response = await request(app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    expect(response.body).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is too large' },
    });
  });

  it('accepts a body just under the limit (then 404s: no such route)', async () => {
    const fine = JSON.stringify({ text: 'x'.repeat(90 * 1024) });
    await request(app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send(fine)
      .expect(404);
  });

  it('sends helmet headers, with a cross-origin resource policy', async () => {
    const response = await request(app).get('/api/health');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
