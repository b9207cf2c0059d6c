import * as v from 'valibot';
import { defineOperation, type Operation } from '../../platform/http/operation';
import { buildOpenApiDocument, openApiPath, type OpenApiSettings } from './openApiDocument';

const errorBody = v.object({
  error: v.object({ code: v.string(), message: v.string(), field: v.optional(v.string()) }),
});
const item = v.object({ id: v.string(), title: v.pipe(v.string(), v.maxLength(200)) });

const settings: OpenApiSettings = {
  title: 'Fixture API',
  version: '9.8.7',
  description: 'Operations made up for the tests.',
  schemas: { ApiError: errorBody, Item: item },
  errorSchema: 'ApiError',
};

const listItems = defineOperation({
  id: 'listItems',
  method: 'get',
  path: '/api/items',
  tag: 'items',
  summary: 'Lists the items.',
  auth: 'none',
  query: v.object({
    limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.description('How many, 1–50.'))),
    kind: v.picklist(['a', 'b']),
  }),
  responses: {
    200: { description: 'The items.', body: v.array(item) },
    400: { description: 'A parameter is refused.', body: errorBody },
  },
});

const updateItem = defineOperation({
  id: 'updateItem',
  method: 'put',
  path: '/api/items/:id',
  tag: 'items',
  summary: 'Replaces an item.',
  auth: 'admin',
  params: v.object({ id: v.pipe(v.string(), v.regex(/^[\da-f]{24}$/)) }),
  body: { contentType: 'application/json', schema: v.object({ title: v.string() }) },
  responses: {
    200: { description: 'The item as stored.', body: item },
    401: { description: 'No valid token.', body: errorBody },
  },
});

const uploadPicture = defineOperation({
  id: 'uploadPicture',
  method: 'post',
  path: '/api/items/:id/picture',
  tag: 'pictures',
  summary: 'Adds a picture.',
  auth: 'admin',
  body: {
    contentType: 'multipart/form-data',
    schema: v.object({ caption: v.optional(v.string()) }),
    files: { picture: { description: 'A JPEG or PNG picture.', required: true } },
  },
  responses: {
    201: { description: 'Stored.' },
    200: { description: 'The picture.', contentType: 'image/webp' },
  },
});

const fixtures: Operation[] = [listItems, updateItem, uploadPicture];

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(fixtures, settings);

  it('writes OpenAPI 3.1 with its info, a relative server and the tags in order', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toEqual({
      title: 'Fixture API',
      version: '9.8.7',
      description: 'Operations made up for the tests.',
    });
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.tags).toEqual([{ name: 'items' }, { name: 'pictures' }]);
  });

  it('writes Express paths as OpenAPI templates, one path item per path', () => {
    expect(Object.keys(document.paths)).toEqual([
      '/api/items',
      '/api/items/{id}',
      '/api/items/{id}/picture',
    ]);
    expect(document.paths['/api/items']?.get?.operationId).toBe('listItems');
    expect(document.paths['/api/items/{id}']?.put).toMatchObject({
      operationId: 'updateItem',
      tags: ['items'],
      summary: 'Replaces an item.',
    });
  });

  it('describes path and query parameters from their schemas', () => {
    expect(document.paths['/api/items']?.get?.parameters).toEqual([
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: 'How many, 1–50.',
        schema: { type: 'string', pattern: '^\\d+$' },
      },
      { name: 'kind', in: 'query', required: true, schema: { type: 'string', enum: ['a', 'b'] } },
    ]);
    expect(document.paths['/api/items/{id}']?.put?.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^[\\da-f]{24}$' },
      },
    ]);
    // A path parameter without a schema is still declared, as OpenAPI requires.
    expect(document.paths['/api/items/{id}/picture']?.post?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('names the shared schemas once and refers to them', () => {
    expect(Object.keys(document.components.schemas)).toEqual(['ApiError', 'Item']);
    const ok = document.paths['/api/items']?.get?.responses['200'];
    expect(ok).toEqual({
      description: 'The items.',
      content: {
        'application/json': {
          schema: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
        },
      },
    });
    expect(document.paths['/api/items']?.get?.responses['400']).toEqual({
      description: 'A parameter is refused.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  });

  it('names only the schemas the operations use, and those that have a JSON Schema form', () => {
    const unused = v.object({ never: v.string() });
    const formOnly = v.pipe(v.string(), v.creditCard());
    const query = v.object({ kind: v.picklist(['a', 'b']) });
    const named = buildOpenApiDocument([{ ...listItems, query }], {
      ...settings,
      schemas: { ...settings.schemas, Unused: unused, FormOnly: formOnly, Query: query },
    });
    expect(Object.keys(named.components.schemas)).toEqual(['ApiError', 'Item']);
    // A named schema of parameters is still written out: its fields are the parameters.
    expect(named.paths['/api/items']?.get?.parameters).toEqual([
      { name: 'kind', in: 'query', required: true, schema: { type: 'string', enum: ['a', 'b'] } },
    ]);
  });

  it('describes JSON and multipart bodies, the file parts included', () => {
    expect(document.paths['/api/items/{id}']?.put?.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { title: { type: 'string' } },
            required: ['title'],
          },
        },
      },
    });
    expect(document.paths['/api/items/{id}/picture']?.post?.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              caption: { type: 'string' },
              picture: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: 'A JPEG or PNG picture.',
              },
            },
            required: ['picture'],
          },
        },
      },
    });
  });

  it('gives an answer its content type, and none when it has no body', () => {
    const responses = document.paths['/api/items/{id}/picture']?.post?.responses;
    expect(responses?.['200']).toEqual({
      description: 'The picture.',
      content: { 'image/webp': {} },
    });
    expect(responses?.['201']).toEqual({ description: 'Stored.' });
  });

  it('asks a bearer token of the administrators’ operations only', () => {
    expect(document.components.securitySchemes).toEqual({
      adminToken: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
    expect(document.paths['/api/items/{id}']?.put?.security).toEqual([{ adminToken: [] }]);
    expect(document.paths['/api/items/{id}/picture']?.post?.security).toEqual([{ adminToken: [] }]);
    expect(document.paths['/api/items']?.get).not.toHaveProperty('security');
  });

  it('adds the answers the platform gives on every route, unless the operation has its own', () => {
    const list = document.paths['/api/items']?.get?.responses;
    expect(Object.keys(list ?? {})).toEqual(['200', '304', '400', '500', '503']);
    expect(list?.['500']).toEqual({ $ref: '#/components/responses/InternalError' });
    // Express answers a GET whose ETag the client holds with 304.
    expect(list?.['304']).toEqual({ $ref: '#/components/responses/NotModified' });
    expect(document.components.responses['NotModified']).not.toHaveProperty('content');
    // A JSON body may also be malformed or too large.
    const update = document.paths['/api/items/{id}']?.put?.responses;
    expect(update?.['400']).toEqual({ $ref: '#/components/responses/InvalidJson' });
    expect(update?.['413']).toEqual({ $ref: '#/components/responses/BodyTooLarge' });
    expect(document.components.responses['UnknownRoute']).toEqual({
      description: expect.stringContaining('not_found'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  });

  it('refuses operations it cannot describe faithfully', () => {
    const build = (operations: Operation[]) => () => buildOpenApiDocument(operations, settings);
    expect(build([listItems, { ...listItems, path: '/api/other' }])).toThrow(
      'Two operations are named listItems',
    );
    expect(build([updateItem, { ...updateItem, id: 'other', path: '/api/items/:key' }])).toThrow(
      'other and updateItem answer the same requests (put /api/items/{})',
    );
    expect(build([{ ...listItems, path: '/api/items{/:page}' }])).toThrow('OpenAPI form');
    expect(
      build([{ ...updateItem, params: v.object({ id: v.string(), other: v.string() }) }]),
    ).toThrow('updateItem: other declared as path parameters of /api/items/{id}');
    expect(
      build([{ ...listItems, query: v.object({ at: v.pipe(v.string(), v.transform(Date)) }) }]),
    ).not.toThrow();
    expect(
      build([{ ...listItems, query: v.object({ card: v.pipe(v.string(), v.creditCard()) }) }]),
    ).toThrow('listItems query: The "credit_card" action cannot be converted to JSON Schema.');
    expect(() => buildOpenApiDocument(fixtures, { ...settings, errorSchema: 'Missing' })).toThrow(
      'The error schema Missing is not among the named schemas',
    );
  });
});

describe('openApiPath', () => {
  it('turns Express parameters and wildcards into templates', () => {
    expect(openApiPath('/api/news/:url')).toBe('/api/news/{url}');
    expect(openApiPath('/api/applications/:id/cv')).toBe('/api/applications/{id}/cv');
    expect(openApiPath('/api/news/*rest')).toBe('/api/news/{rest}');
    expect(openApiPath('/api/inquiries/export.csv')).toBe('/api/inquiries/export.csv');
  });
});
