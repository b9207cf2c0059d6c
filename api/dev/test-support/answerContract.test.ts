import * as v from 'valibot';
import { buildOpenApiDocument } from '#api/components/api-reference/openApiDocument';
import { defineOperation } from '#api/platform/http/operation';
import { AnswerContract, type Answer } from './answerContract';

const errorBody = v.object({ error: v.object({ code: v.string(), message: v.string() }) });
const item = v.object({ id: v.string(), count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

const document = buildOpenApiDocument(
  [
    defineOperation({
      id: 'latestItem',
      method: 'get',
      path: '/api/items/latest',
      tag: 'items',
      summary: 'The latest item.',
      auth: 'none',
      responses: { 200: { description: 'The item.', body: item } },
    }),
    defineOperation({
      id: 'getItem',
      method: 'get',
      path: '/api/items/:id',
      tag: 'items',
      summary: 'One item.',
      auth: 'none',
      responses: {
        200: { description: 'The item.', body: item },
        404: { description: 'No such item.', body: errorBody },
        304: { description: 'Not modified.' },
      },
    }),
    defineOperation({
      id: 'itemPicture',
      method: 'get',
      path: '/api/items/:id/picture',
      tag: 'items',
      summary: 'Its picture.',
      auth: 'none',
      responses: { 200: { description: 'The picture.', contentType: 'image/*' } },
    }),
    defineOperation({
      id: 'exportItems',
      method: 'get',
      path: '/api/items.csv',
      tag: 'items',
      summary: 'Every item as CSV.',
      auth: 'admin',
      responses: { 200: { description: 'The items.', contentType: 'text/csv' } },
    }),
  ],
  {
    title: 'Fixture',
    version: '1.0.0',
    description: 'Made up.',
    schemas: { ApiError: errorBody },
    errorSchema: 'ApiError',
  },
);

const contract = new AnswerContract(document);

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

function answer(overrides: Partial<Answer>): Answer {
  return {
    method: 'GET',
    path: '/api/items/abc',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: json({ id: 'abc', count: 2 }),
    ...overrides,
  };
}

describe('AnswerContract', () => {
  it('allows what the operation declares', () => {
    expect(contract.check(answer({}))).toBeUndefined();
    expect(
      contract.check(answer({ status: 304, contentType: undefined, body: Buffer.alloc(0) })),
    ).toBeUndefined();
    expect(
      contract.check(
        answer({ status: 404, body: json({ error: { code: 'not_found', message: 'No item' } }) }),
      ),
    ).toBeUndefined();
    expect(
      contract.check(
        answer({ path: '/api/items.csv', contentType: 'text/csv; charset=utf-8', body: undefined }),
      ),
    ).toBeUndefined();
  });

  it('finds the operation as Express does: literal segments first, any case, a trailing slash', () => {
    expect(contract.check(answer({ path: '/api/items/latest' }))).toBeUndefined();
    expect(contract.check(answer({ path: '/API/Items/abc/' }))).toBeUndefined();
    expect(contract.check(answer({ method: 'HEAD', body: Buffer.alloc(0) }))).toBeUndefined();
  });

  it('names an undeclared status', () => {
    expect(contract.check(answer({ status: 418 }))).toBe(
      'GET /api/items/abc (getItem, GET /api/items/{id}) answered 418, which the document does not declare (it declares 200, 304, 404, 500, 503)',
    );
  });

  it('names a body the schema refuses, and where', () => {
    const problem = contract.check(answer({ body: json({ id: 'abc', count: -1 }) }));
    expect(problem).toContain(
      'GET /api/items/abc (getItem, GET /api/items/{id}) answered 200 with a body the document does not allow: body/count must be >= 0',
    );
    expect(contract.check(answer({ body: json([]) }))).toContain('body must be object');
    expect(contract.check(answer({ body: Buffer.from('{oops') }))).toContain(
      'answered 200 with a body that is not JSON: {oops',
    );
  });

  it('names a content type the status does not declare, and a body where none is declared', () => {
    expect(contract.check(answer({ contentType: 'text/html', body: Buffer.from('<p>') }))).toBe(
      'GET /api/items/abc (getItem, GET /api/items/{id}) answered 200 as text/html, where the document declares application/json',
    );
    expect(contract.check(answer({ status: 304, body: json({}) }))).toContain(
      'answered 304 with a body (application/json), where the document declares none',
    );
  });

  it('holds a path no operation serves to the platform’s answers', () => {
    const notFound = json({ error: { code: 'not_found', message: 'No route for GET /nowhere' } });
    expect(
      contract.check(answer({ path: '/nowhere', status: 404, body: notFound })),
    ).toBeUndefined();
    const tooLarge = json({ error: { code: 'payload_too_large', message: 'Too large' } });
    expect(
      contract.check(
        answer({ method: 'POST', path: '/api/items/abc', status: 413, body: tooLarge }),
      ),
    ).toBeUndefined();
    expect(contract.check(answer({ path: '/nowhere', status: 200 }))).toBe(
      "GET /nowhere: no operation of the document serves it, so it may answer 404, 500, 503, 400, 413 (the platform's answers), not 200",
    );
    expect(contract.check(answer({ path: '/nowhere', status: 404, body: json({}) }))).toContain(
      "body must have required property 'error'",
    );
  });

  it('answers a path below an operation’s last parameter as that operation, given its catch-all', () => {
    const deeper = answer({
      path: '/api/items/abc/more',
      status: 404,
      body: json({ error: { code: 'not_found', message: 'No item' } }),
    });
    const withCatchAll = new AnswerContract(document, [{ method: 'get', base: '/api/items' }]);
    expect(withCatchAll.check(deeper)).toBeUndefined();
    expect(withCatchAll.check({ ...deeper, status: 200, body: json({}) })).toContain(
      'GET /api/items/abc/more (getItem, GET /api/items/{id}) answered 200 with a body the document does not allow',
    );
    // Without one, the path is no operation's: only the platform's answers fit.
    expect(contract.check({ ...deeper, status: 200 })).toContain(
      'GET /api/items/abc/more: no operation of the document serves it',
    );
  });

  it('reads a declared range of types (image/*) as OpenAPI does', () => {
    const picture = answer({
      path: '/api/items/abc/picture',
      contentType: 'image/avif',
      body: undefined,
    });
    expect(contract.check(picture)).toBeUndefined();
    expect(contract.check({ ...picture, contentType: 'text/plain' })).toContain(
      'answered 200 as text/plain, where the document declares image/*',
    );
  });

  it('lets the body parser refuse a request that carries a body, whatever its operation', () => {
    const refusal = answer({
      status: 400,
      body: json({
        error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
      }),
    });
    expect(contract.check({ ...refusal, requestBody: true })).toBeUndefined();
    expect(contract.check(refusal)).toContain('answered 400, which the document does not declare');
  });
});
