import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { defineOperation } from '../../platform/http/operation';
import { buildOpenApiDocument } from './openApiDocument';
import { describeSchema, renderReferencePage } from './referencePage';

const errorBody = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

const document = buildOpenApiDocument(
  [
    defineOperation({
      id: 'listThings',
      method: 'get',
      path: '/api/things',
      tag: 'things',
      summary: 'Lists <things> & `stuff`.',
      auth: 'none',
      query: v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(100))) }),
      responses: {
        200: {
          description: 'The things.',
          body: v.array(
            v.object({
              name: v.pipe(v.string(), v.description('Its "name" <b>here</b>')),
              kind: v.picklist(['big', 'small']),
              size: v.nullable(v.number()),
            }),
          ),
        },
      },
    }),
    defineOperation({
      id: 'removeThing',
      method: 'delete',
      path: '/api/things/:id',
      tag: 'things',
      summary: 'Removes a thing.',
      auth: 'admin',
      responses: {
        204: { description: 'Removed.' },
        401: { description: 'No token.', body: errorBody },
      },
    }),
  ],
  {
    title: 'Things API',
    version: '2.0.0',
    description: 'For <testing>.',
    schemas: { ApiError: errorBody },
    errorSchema: 'ApiError',
  },
);

describe('renderReferencePage', () => {
  const page = renderReferencePage(document);

  it('is an English page with a title and a description', () => {
    expect(page.html).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charset="utf-8">/);
    expect(page.html).toContain('<title>Things API reference</title>');
    expect(page.html).toContain(
      '<meta name="description" content="Every operation of the Things API, version 2.0.0: parameters, request bodies and answers.">',
    );
  });

  it('escapes every text it takes from the document', () => {
    expect(page.html).toContain('Lists &lt;things&gt; &amp; <code>stuff</code>.');
    expect(page.html).toContain('For &lt;testing&gt;.');
    expect(page.html).toContain('Its &quot;name&quot; &lt;b&gt;here&lt;/b&gt;');
    expect(page.html).not.toMatch(/<(things|testing|b)>/);
  });

  it('marks the administrators’ operations as needing a token, and only them', () => {
    const remove = page.html.match(
      /<section class="operation" id="op-removeThing"[^]*?<\/section>/,
    )?.[0];
    const list = page.html.match(
      /<section class="operation" id="op-listThings"[^]*?<\/section>/,
    )?.[0];
    expect(remove).toContain('<span class="token">Token required</span>');
    expect(remove).toContain('Needs a signed-in administrator’s token');
    expect(list).not.toContain('Token required');
    expect(list).toContain('Public: no token needed.');
  });

  it('lists parameters, answers and the shared schemas', () => {
    expect(page.html).toContain(
      '<tr><td><code>q</code></td><td>query</td><td>no</td><td>string, at most 100 characters</td><td></td></tr>',
    );
    expect(page.html).toContain('<tr><td>204</td><td>Removed.</td><td>no body</td></tr>');
    expect(page.html).toContain(
      '<tr><td>401</td><td>No token.</td><td><code>application/json</code>: <a href="#schema-ApiError">ApiError</a></td></tr>',
    );
    // The platform's answers are shown with their meaning.
    expect(page.html).toContain('<tr><td>500</td><td>The request failed on the server');
    expect(page.html).toContain('<section id="schema-ApiError"');
  });

  it('allows its own style sheet and nothing else', () => {
    const style = page.html.match(/<style>([^]*?)<\/style>/)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.contentSecurityPolicy).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });
});

describe('describeSchema', () => {
  it('puts a schema in words', () => {
    expect(describeSchema({ type: 'integer', minimum: 1, maximum: 50 })).toBe('integer, ≥ 1, ≤ 50');
    expect(describeSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe(
      'string, or null',
    );
    expect(describeSchema({ enum: ['news', 'media'] })).toBe(
      'one of <code>&quot;news&quot;</code>, <code>&quot;media&quot;</code>',
    );
    expect(describeSchema({ type: 'array', items: { $ref: '#/components/schemas/Item' } })).toBe(
      'array of <a href="#schema-Item">Item</a>',
    );
    expect(
      describeSchema({ type: 'object', properties: { a: { type: 'string' } }, required: [] }),
    ).toBe(
      'object<ul class="fields"><li><code>a</code> <span class="optional">optional</span>: string</li></ul>',
    );
    expect(describeSchema(undefined)).toBe('any value');
  });
});
