import { execFileSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { adminApp } from '../../../dev/test-support/adminHelpers';
import { silentLogger, testDatabase } from '../../../dev/test-support/helpers';
import {
  compareWithDocument,
  servedRoutes,
  type PathRoute,
} from '../../../dev/test-support/servedRoutes';
import { composeApi } from '../../app/composeApi';
import { createApp } from '../../app/createApp';
import { API_OPERATIONS } from '../../app/operations';
import type { Database } from '../../platform/database/database';
import { RemotesRegistry } from '../remotes/registry';
import { HTTP_METHODS, openApiPath, type OpenApiDocument } from './openApiDocument';

const API_DIR = path.resolve(__dirname, '..', '..', '..');

/** The orchestrator's probes, answered by @alu/server-kit's service lifecycle. */
const PROBES: readonly PathRoute[] = [
  { kind: 'path', method: 'get', path: '/healthz' },
  { kind: 'path', method: 'get', path: '/readyz' },
];

/**
 * The OpenAPI project's schemas, through @seriousme/openapi-schema-validator. It is an ES
 * module that jest's CommonJS module system cannot load, so it runs in a Node process of its own.
 */
function validateOpenApi(document: unknown): { valid: boolean; errors?: unknown } {
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text));
    process.stdout.write(JSON.stringify({ ...result, version: validator.version }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: API_DIR,
    input: JSON.stringify(document),
    encoding: 'utf8',
  });
  return JSON.parse(output) as { valid: boolean; errors?: unknown; version?: string };
}

/** `METHOD path` of every operation of a document, paths as OpenAPI writes them. */
function documentedRoutes(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map(
      (method) => `${method.toUpperCase()} ${template}`,
    ),
  );
}

describe('the API reference', () => {
  let database: Database;
  let app: ReturnType<typeof adminApp>;
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = testDatabase();
    app = adminApp(database);
    const response = await request(app).get('/api/openapi.json').expect(200);
    document = response.body as OpenApiDocument;
  });
  afterAll(() => database.close());

  describe('GET /api/openapi.json', () => {
    it('serves the document as JSON that a reader may keep for a while', async () => {
      const response = await request(app).get('/api/openapi.json').expect(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body).toMatchObject({
        openapi: '3.1.0',
        info: { title: 'Alumis website API', version: '1.0.0' },
        servers: [{ url: '/' }],
      });
      // Revalidated without the body.
      await request(app)
        .get('/api/openapi.json')
        .set('If-None-Match', String(response.headers.etag))
        .expect(304);
    });

    it('is valid OpenAPI 3.1', () => {
      const result = validateOpenApi(document);
      expect(result).toEqual({ valid: true, version: '3.1' });
    });

    it('is refused by the validator when broken (the check can fail)', () => {
      const broken = { ...document, paths: { 'api/without-leading-slash': {} } };
      expect(validateOpenApi(broken).valid).toBe(false);
      const { info: _info, ...withoutInfo } = document;
      expect(validateOpenApi(withoutInfo).valid).toBe(false);
    });

    it('lists exactly the routes Express serves, and each operation once', async () => {
      // The probes are answered by the service lifecycle ahead of every router, so they are in
      // no router's stack: they count as served when they answer.
      for (const probe of PROBES) {
        const { status, body } = await request(app).get(probe.path);
        // Ready or not (this app's registry file does not exist), but answered.
        expect({ probe: probe.path, answered: [200, 503].includes(status) }).toEqual({
          probe: probe.path,
          answered: true,
        });
        expect(body).toHaveProperty('status');
      }
      expect(compareWithDocument([...PROBES, ...servedRoutes(app)], document)).toEqual({
        servedButNotDocumented: [],
        documentedButNotServed: [],
      });
      expect(documentedRoutes(document)).toHaveLength(API_OPERATIONS.length);
    });

    it('asks a token of every administrator’s operation, and of no other', () => {
      for (const operation of API_OPERATIONS) {
        const described = document.paths[openApiPath(operation.path)]?.[operation.method];
        expect({ id: operation.id, security: described?.security }).toEqual({
          id: operation.id,
          security: operation.auth === 'admin' ? [{ adminToken: [] }] : undefined,
        });
      }
    });

    it('answers a browser of a configured site origin, as the rest of the API does', async () => {
      const site = 'https://www.alumis.example';
      const withCors = createApp(
        composeApi({
          database,
          remotes: new RemotesRegistry('/nonexistent/remotes.json', silentLogger),
          logger: silentLogger,
          corsOrigins: [site],
        }),
      );
      const response = await request(withCors)
        .get('/api/openapi.json')
        .set('Origin', site)
        .expect(200);
      expect(response.headers['access-control-allow-origin']).toBe(site);
    });
  });

  describe('GET /api/reference', () => {
    it('is a page listing every operation, the administrators’ marked, under a strict policy', async () => {
      const response = await request(app).get('/api/reference').expect(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['content-security-policy']).toMatch(
        /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
      );
      const html = response.text;
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toContain('<title>Alumis website API reference</title>');
      expect(html).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html).toContain('<a href="/api/openapi.json">/api/openapi.json</a>');
      for (const operation of API_OPERATIONS) {
        const section = html.match(
          new RegExp(`<section class="operation" id="op-${operation.id}"[^]*?</section>`),
        )?.[0];
        expect({ id: operation.id, found: section !== undefined }).toEqual({
          id: operation.id,
          found: true,
        });
        expect(section).toContain(
          `<span class="method ${operation.method}">${operation.method.toUpperCase()}</span>`,
        );
        expect(section).toContain(`<code>${openApiPath(operation.path)}</code>`);
        expect({ id: operation.id, marked: section?.includes('Token required') }).toEqual({
          id: operation.id,
          marked: operation.auth === 'admin',
        });
      }
    });

    it('has no script and loads nothing from elsewhere', async () => {
      const { text } = await request(app).get('/api/reference').expect(200);
      expect(text).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|url\(/i);
    });
  });
});
