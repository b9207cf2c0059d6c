// The careers API's operations: visitors read the vacancies open today; administrators read
// every vacancy and write them.
import * as v from 'valibot';
import {
  careerInputSchema,
  careerListSchema,
  careersPageSchema,
  careersQuerySchema,
  careerSchema,
} from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import {
  failure,
  INVALID,
  json,
  SERVER_ERRORS,
  UNAUTHORIZED,
  idParamsOf,
} from '../../platform/http/answers';

const tag = 'careers';
const idParams = idParamsOf("The vacancy's");
const NO_VACANCY = failure('No vacancy has this id (`not_found`).');
const TOO_LARGE = failure('The body is over 100 kB (`payload_too_large`).');

export const listCareers = defineOperation({
  id: 'listCareers',
  method: 'get',
  path: '/api/careers',
  tag,
  summary: 'Lists the vacancies open today; every vacancy, or one filtered page, to administrators',
  description:
    'Without a token: the vacancies visible today, as an array (the parameters are checked, ' +
    'not used). With an administrator’s token: every vacancy with its state; with any of `q`, ' +
    '`state`, `limit`, `cursor`, one page (`{ items, nextCursor }`).',
  auth: 'none',
  query: careersQuerySchema,
  responses: {
    200: json(
      'The vacancies (an array), or one page of them.',
      v.union([careerListSchema, careersPageSchema]),
    ),
    400: INVALID,
    ...SERVER_ERRORS,
  },
});

export const readCareer = defineOperation({
  id: 'readCareer',
  method: 'get',
  path: '/api/careers/:id',
  tag,
  summary:
    'Answers one vacancy as the only element of an array (hidden ones to administrators only)',
  auth: 'none',
  params: idParams,
  responses: {
    200: json('The vacancy, as a one-element array.', v.tuple([careerSchema])),
    404: {
      description: 'No vacancy visible to the caller has this id: an empty list.',
      body: v.tuple([]),
    },
    ...SERVER_ERRORS,
  },
});

export const createCareer = defineOperation({
  id: 'createCareer',
  method: 'post',
  path: '/api/careers',
  tag,
  summary: 'Creates a vacancy (published at once unless asked otherwise)',
  auth: 'admin',
  body: { schema: careerInputSchema, contentType: 'application/json' },
  responses: {
    201: json('The vacancy created, with its state.', careerSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    413: TOO_LARGE,
    ...SERVER_ERRORS,
  },
});

export const updateCareer = defineOperation({
  id: 'updateCareer',
  method: 'post',
  path: '/api/careers/update/:id',
  tag,
  summary: 'Replaces a vacancy’s texts, dates and state (translations kept when not sent)',
  auth: 'admin',
  params: idParams,
  body: { schema: careerInputSchema, contentType: 'application/json' },
  responses: {
    200: json('The vacancy as saved, with its state.', careerSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    404: NO_VACANCY,
    413: TOO_LARGE,
    ...SERVER_ERRORS,
  },
});

export const deleteCareer = defineOperation({
  id: 'deleteCareer',
  method: 'delete',
  path: '/api/careers/:id',
  tag,
  summary: 'Deletes a vacancy',
  auth: 'admin',
  params: idParams,
  responses: {
    204: { description: 'Deleted.' },
    401: UNAUTHORIZED,
    404: NO_VACANCY,
    ...SERVER_ERRORS,
  },
});

export const CAREERS_OPERATIONS = [
  listCareers,
  readCareer,
  createCareer,
  updateCareer,
  deleteCareer,
] as const;
