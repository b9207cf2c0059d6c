import express from 'express';
import { MongoNetworkError, MongoServerError } from 'mongodb';
import request from 'supertest';
import { silentLogger } from '../../../dev/test-support/helpers';
import { logRequests } from '@alu/server-kit';
import { errorHandler, HttpError, notFoundHandler, sendError } from './errors';

function appThrowing(error: unknown) {
  const app = express();
  logRequests(app, { logger: silentLogger });
  app.get('/boom', () => {
    throw error;
  });
  app.get('/async-boom', async () => {
    await Promise.resolve();
    throw error;
  });
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

describe('errorHandler', () => {
  it('turns unexpected errors into a generic 500 without details', async () => {
    const app = appThrowing(new Error('secret connection string mongodb://user:pw@host'));
    for (const path of ['/boom', '/async-boom']) {
      const response = await request(app).get(path).expect(500);
      expect(response.body).toEqual({
        error: { code: 'internal_error', message: 'Internal server error' },
      });
      expect(response.text).not.toMatch(/secret|mongodb|at .*:\d+/);
    }
  });

  it('uses the status, code and message of an HttpError', async () => {
    const response = await request(appThrowing(new HttpError(409, 'conflict', 'Already there')))
      .get('/boom')
      .expect(409);
    expect(response.body).toEqual({ error: { code: 'conflict', message: 'Already there' } });
  });

  it('answers 503 when the database cannot be reached, also for a wrapped driver error', async () => {
    const network = new MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017');
    for (const error of [network, new Error('loading news failed', { cause: network })]) {
      const response = await request(appThrowing(error)).get('/async-boom').expect(503);
      expect(response.body).toEqual({
        error: { code: 'database_unavailable', message: 'The database is not reachable' },
      });
      expect(response.text).not.toMatch(/ECONNREFUSED|27017/);
    }
    // A server-side error is not an outage.
    await request(appThrowing(new MongoServerError({ message: 'bad', code: 2 })))
      .get('/boom')
      .expect(500);
  });

  it('treats thrown non-errors as 500', async () => {
    const response = await request(appThrowing('a string')).get('/boom').expect(500);
    expect(response.body.error.code).toBe('internal_error');
  });

  it('does not expose the message of a 4xx error unless it is marked safe', async () => {
    const hidden = Object.assign(new Error('internal detail'), { status: 422 });
    const shown = Object.assign(new Error('Bad field'), { status: 422, expose: true });
    const a = await request(appThrowing(hidden)).get('/boom').expect(422);
    expect(a.body).toEqual({ error: { code: 'bad_request', message: 'The request is invalid' } });
    const b = await request(appThrowing(shown)).get('/boom').expect(422);
    expect(b.body).toEqual({ error: { code: 'bad_request', message: 'Bad field' } });
  });
});

describe('sendError', () => {
  it('adds extra fields next to code and message, which they cannot replace', async () => {
    const app = express();
    app.get('/field', (_req, res) => {
      sendError(res, 400, 'validation_failed', 'title is required', { field: 'title' });
    });
    app.get('/override', (_req, res) => {
      const details = { field: 'x', code: 'other', message: 'other' } as unknown as {
        field: string;
      };
      sendError(res, 400, 'validation_failed', 'kept', details);
    });
    const field = await request(app).get('/field').expect(400);
    expect(field.body).toEqual({
      error: { code: 'validation_failed', message: 'title is required', field: 'title' },
    });
    expect(field.headers['cache-control']).toBe('no-store');
    const override = await request(app).get('/override').expect(400);
    expect(override.body).toEqual({
      error: { code: 'validation_failed', message: 'kept', field: 'x' },
    });
  });
});
