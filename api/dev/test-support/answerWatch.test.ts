import express from 'express';
import request from 'supertest';
import { describeApi } from '#api/components/api-reference/apiReference';
import { API_OPERATIONS } from '#api/app/operations';
import { takeAnswerProblems, watchAnswers } from './answerWatch';

describe('watchAnswers', () => {
  const served = describeApi(API_OPERATIONS).json;

  it('keeps what the document does not allow, for the test to fail on', async () => {
    const app = express();
    app.get('/api/openapi.json', (_req, res) => res.status(200).json({ openapi: '2.0' }));
    app.get('/api/reference', (_req, res) => res.status(201).type('html').send('<p>'));
    app.use((_req, res) => res.status(404).json({ error: { code: 'not_found', message: 'No' } }));
    watchAnswers(app, served);
    await request(app).get('/api/openapi.json').expect(200);
    await request(app).get('/api/reference').expect(201);
    // An unknown path answering the not-found body is what the document says.
    await request(app).get('/nowhere').expect(404);
    expect(takeAnswerProblems()).toEqual([
      expect.stringMatching(
        /^GET \/api\/openapi.json \(getOpenApiDocument, GET \/api\/openapi.json\) answered 200 with a body the document does not allow: .*body\/openapi must be equal to constant/,
      ),
      'GET /api/reference (getApiReferencePage, GET /api/reference) answered 201, which the document does not declare (it declares 200, 304, 500, 503)',
    ]);
  });

  it('reads the type of an answer whose headers went straight to writeHead', async () => {
    const app = express();
    app.get('/api/openapi.json', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('not the document');
    });
    watchAnswers(app, served);
    await request(app).get('/api/openapi.json').expect(200);
    expect(takeAnswerProblems()).toEqual([
      'GET /api/openapi.json (getOpenApiDocument, GET /api/openapi.json) answered 200 as text/plain, where the document declares application/json',
    ]);
  });
});
