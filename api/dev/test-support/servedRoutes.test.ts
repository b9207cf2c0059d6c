import express, { Router } from 'express';
import * as v from 'valibot';
import { buildOpenApiDocument } from '#api/components/api-reference/openApiDocument';
import { defineOperation, type Operation } from '#api/platform/http/operation';
import { compareWithDocument, servedRoutes } from './servedRoutes';

const errorBody = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

function documentOf(operations: Operation[]) {
  return buildOpenApiDocument(operations, {
    title: 'Fixture',
    version: '1.0.0',
    description: 'Made up.',
    schemas: { ApiError: errorBody },
    errorSchema: 'ApiError',
  });
}

const operation = (id: string, method: Operation['method'], path: string) =>
  defineOperation({ id, method, path, tag: 'things', summary: id, auth: 'none', responses: {} });

function fixtureApp() {
  const things = Router();
  things.get('/things', () => {});
  things.get('/things/latest', () => {});
  things.get(/^\/things\/([a-z]{1,5})\/?$/, () => {});
  things.get('/things/*rest', () => {});
  things
    .route('/things/:id')
    .put(() => {})
    .delete(() => {});
  const api = Router();
  api.use(things);
  api.use((_req, _res, next) => next());
  const app = express();
  app.use('/api', api);
  app.get('/files/:name', () => {});
  app.use((_req, res) => res.status(404).end());
  return app;
}

describe('servedRoutes', () => {
  it('reads every route with its whole path, through the mounted routers', () => {
    const routes = servedRoutes(fixtureApp());
    expect(routes).toEqual([
      { kind: 'path', method: 'get', path: '/api/things' },
      { kind: 'path', method: 'get', path: '/api/things/latest' },
      { kind: 'pattern', method: 'get', prefix: '/api', pattern: /^\/things\/([a-z]{1,5})\/?$/ },
      { kind: 'path', method: 'get', path: '/api/things/*rest' },
      { kind: 'path', method: 'put', path: '/api/things/:id' },
      { kind: 'path', method: 'delete', path: '/api/things/:id' },
      { kind: 'path', method: 'get', path: '/files/:name' },
    ]);
  });
});

describe('compareWithDocument', () => {
  const complete = [
    operation('listThings', 'get', '/api/things'),
    operation('latestThing', 'get', '/api/things/latest'),
    operation('readThing', 'get', '/api/things/:slug'),
    operation('replaceThing', 'put', '/api/things/:id'),
    operation('removeThing', 'delete', '/api/things/:id'),
    operation('readFile', 'get', '/files/:name'),
  ];

  it('pairs each route with its operation: by template, by pattern, a catch-all with its owner', () => {
    expect(compareWithDocument(servedRoutes(fixtureApp()), documentOf(complete))).toEqual({
      servedButNotDocumented: [],
      documentedButNotServed: [],
    });
  });

  it('names what is missing on either side', () => {
    const partial = [
      ...complete.filter(({ id }) => id !== 'readThing' && id !== 'removeThing'),
      operation('extra', 'post', '/api/things'),
    ];
    expect(compareWithDocument(servedRoutes(fixtureApp()), documentOf(partial))).toEqual({
      servedButNotDocumented: [
        'GET /api + /^\\/things\\/([a-z]{1,5})\\/?$/',
        'GET /api/things/*rest',
        'DELETE /api/things/{id}',
      ],
      documentedButNotServed: ['POST /api/things'],
    });
  });
});
