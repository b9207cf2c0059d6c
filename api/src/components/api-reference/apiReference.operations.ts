// The API's description of itself: the OpenAPI document and the page written from it.
import * as v from 'valibot';
import { json, SERVER_ERRORS } from '../../platform/http/answers';
import { defineOperation } from '../../platform/http/operation';

/** What a client can rely on in the document; the rest is OpenAPI 3.1's. */
const openApiDocumentSchema = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.looseObject({})),
  components: v.looseObject({}),
});

export const getOpenApiDocument = defineOperation({
  id: 'getOpenApiDocument',
  method: 'get',
  path: '/api/openapi.json',
  tag: 'api-reference',
  summary: 'Answers the OpenAPI 3.1 document of every operation of this API',
  auth: 'none',
  responses: {
    200: json('The document.', openApiDocumentSchema),
    ...SERVER_ERRORS,
  },
});

export const getApiReferencePage = defineOperation({
  id: 'getApiReferencePage',
  method: 'get',
  path: '/api/reference',
  tag: 'api-reference',
  summary: 'Answers this reference as a web page, written from the OpenAPI document',
  auth: 'none',
  responses: {
    200: { description: 'The page.', contentType: 'text/html' },
    ...SERVER_ERRORS,
  },
});

export const API_REFERENCE_OPERATIONS = [getOpenApiDocument, getApiReferencePage] as const;
