import express from 'express';
import request from 'supertest';
import * as v from 'valibot';
import { logRequests } from '@alu/server-kit';
import { jsonObject, pageLimit, requiredText, timeCursor } from '@alu/common/contracts/schemas';
import { silentLogger } from '../../../dev/test-support/helpers';
import { errorHandler } from './errors';
import { defineOperation } from './operation';
import { inputOf, routePath, validate } from './validate';

const operation = defineOperation({
  id: 'writeThing',
  method: 'post',
  path: '/api/things/:id',
  tag: 'things',
  summary: 'Writes a thing',
  auth: 'none',
  params: v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/, 'must be digits')) }),
  query: v.object({ limit: pageLimit({ default: 10, max: 50 }), cursor: timeCursor }),
  body: {
    contentType: 'application/json',
    schema: v.pipe(
      jsonObject({
        name: requiredText(5),
        start: v.number(),
        end: v.number(),
        tags: v.optional(v.array(jsonObject({ label: requiredText(3) }))),
      }),
      // A rule on two fields, reported after the fields' own: still named in the form's order.
      v.forward(
        v.partialCheck(
          [['start'], ['end']],
          (range) => range.end >= range.start,
          'must not come before start',
        ),
        ['end'],
      ),
    ),
  },
  responses: { 200: { description: 'Written.' } },
});

function app(options?: Parameters<typeof validate>[1]) {
  const server = express();
  logRequests(server, { logger: silentLogger });
  server.use(express.json());
  const api = express.Router();
  api.post(routePath(operation), validate(operation, options), (_req, res) => {
    const input = inputOf(res, operation);
    res.json({ input, query: input.query.limit + 1, name: input.body.name.toUpperCase() });
  });
  server.use('/api', api);
  server.use(errorHandler);
  return server;
}

const send = (body: unknown, path = '/api/things/7', target = app()) =>
  request(target).post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));

const refusal = (field: string, message: string) => ({
  error: { code: 'validation_failed', field, message },
});

describe('validate(operation)', () => {
  it('hands the handler the parsed values: trimmed, with defaults, unknown keys dropped', async () => {
    const response = await send({ name: '  Anna ', start: 1, end: 2, admin: true }).expect(200);
    expect(response.body).toEqual({
      input: {
        params: { id: '7' },
        query: { limit: 10 },
        body: { name: 'Anna', start: 1, end: 2 },
      },
      query: 11,
      name: 'ANNA',
    });
  });

  it('names the first field at fault in the order the schema declares them', async () => {
    const response = await send({ name: '', start: 2, end: 1 }).expect(400);
    expect(response.body).toEqual(refusal('name', 'name must be 1 to 5 characters long'));
    // The rule on two fields comes at its field's place, before a later field's own issue.
    const range = await send({ name: 'x', start: 2, end: 1, tags: [{ label: 'long' }] }).expect(
      400,
    );
    expect(range.body).toEqual(refusal('end', 'end must not come before start'));
    const nested = await send({ name: 'x', start: 1, end: 1, tags: [{ label: 'ok' }, {}] });
    expect(nested.body).toEqual(refusal('tags.1.label', 'tags.1.label is required'));
  });

  it('refuses an operator object or a list where a value belongs, before anything is read', async () => {
    for (const name of [{ $ne: '' }, ['Anna']]) {
      const response = await send({ name, start: 1, end: 1 }).expect(400);
      expect(response.body).toEqual(refusal('name', 'name must be a string'));
    }
    const list = await send({ name: 'x', start: 1, end: 1, tags: { $gt: '' } }).expect(400);
    expect(list.body).toEqual(refusal('tags', 'tags must be a list'));
    const inner = await send({ name: 'x', start: 1, end: 1, tags: [['label']] }).expect(400);
    expect(inner.body).toEqual(refusal('tags.0', 'tags.0 must be an object'));
  });

  it('refuses a body that is not a JSON object, naming the body', async () => {
    const list = await send([{ name: 'x', start: 1, end: 1 }]).expect(400);
    const none = await request(app()).post('/api/things/7').expect(400);
    for (const response of [list, none]) {
      expect(response.body.error).toMatchObject({ code: 'validation_failed', field: 'body' });
    }
  });

  it('checks the path and the query too, with the same answer', async () => {
    const path = await send({ name: 'x', start: 1, end: 1 }, '/api/things/x7').expect(400);
    expect(path.body).toEqual(refusal('id', 'id must be digits'));
    const repeated = await send({ name: 'x', start: 1, end: 1 }, '/api/things/7?limit=1&limit=2');
    expect(repeated.body).toEqual(refusal('limit', 'limit must be given once'));
    const cursor = await send({ name: 'x', start: 1, end: 1 }, '/api/things/7?cursor=bm9wZQ');
    expect(cursor.body).toEqual(refusal('cursor', 'cursor is not one this API made'));
    const limit = await send({ name: 'x', start: 1, end: 1 }, '/api/things/7?limit=51');
    expect(limit.body).toEqual(refusal('limit', 'limit must be 1 to 50'));
  });

  it('adds the reason an operation gives, and names fields as it says', async () => {
    const target = app({
      reason: (field, issue) => `${field}:${issue.type}`,
      field: (path) => `data.${path}`,
    });
    const response = await send({ name: 'toolong', start: 1, end: 1 }, '/api/things/7', target);
    expect(response.body.error).toEqual({
      code: 'validation_failed',
      field: 'data.name',
      message: 'data.name must be 1 to 5 characters long',
      reason: 'data.name:max_length',
    });
  });

  it('takes no field from a `__proto__` key of the body', async () => {
    const polluted = '{"__proto__": {"name": "Anna"}, "start": 1, "end": 1}';
    const response = await request(app())
      .post('/api/things/7')
      .set('Content-Type', 'application/json')
      .send(polluted)
      .expect(400);
    expect(response.body).toEqual(refusal('name', 'name is required'));
  });
});
