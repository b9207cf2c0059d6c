// The job application API's operations: visitors apply with a CV; administrators list,
// download, set a status and erase.
import {
  applicationCreatedSchema,
  applicationFieldsSchema,
  applicationsPageSchema,
  applicationsQuerySchema,
  applicationStatusInputSchema,
  storedApplicationSchema,
} from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import {
  failure,
  INVALID,
  json,
  SERVER_ERRORS,
  TOO_MANY,
  UNAUTHORIZED,
  idParamsOf,
} from '../../platform/http/answers';

const tag = 'applications';
const idParams = idParamsOf("The application's");
const NO_APPLICATION = failure('No application has this id (`not_found`).');

export const submitApplication = defineOperation({
  id: 'submitApplication',
  method: 'post',
  path: '/api/applications',
  tag,
  summary: 'Stores a job application with its CV (a PDF or DOCX checked by its bytes)',
  description:
    'A refusal names the field and the problem as `reason` (`required`, `too-long`, `invalid`, ' +
    '`type`, `content`, `too-large`, `empty`, `closed`).',
  auth: 'none',
  body: {
    schema: applicationFieldsSchema,
    contentType: 'multipart/form-data',
    files: { cv: { description: 'The CV: a PDF or DOCX of at most 5 MB.', required: true } },
  },
  responses: {
    201: json('The application was stored.', applicationCreatedSchema),
    400: INVALID,
    411: failure('The body does not declare its length (`length_required`).'),
    415: failure('The body is not multipart/form-data (`unsupported_media_type`).'),
    429: TOO_MANY,
    ...SERVER_ERRORS,
  },
});

export const listApplications = defineOperation({
  id: 'listApplications',
  method: 'get',
  path: '/api/applications',
  tag,
  summary: 'Lists applications newest first, a page at a time, with the counts per vacancy',
  auth: 'admin',
  query: applicationsQuerySchema,
  responses: {
    200: json('One page and the counts per vacancy.', applicationsPageSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const downloadApplicationCv = defineOperation({
  id: 'downloadApplicationCv',
  method: 'get',
  path: '/api/applications/:id/cv',
  tag,
  summary: "Answers an application's CV as an attachment",
  auth: 'admin',
  params: idParams,
  responses: {
    200: {
      description: 'The CV as an attachment: `application/pdf`, or the DOCX type.',
      contentType: 'application/*',
    },
    401: UNAUTHORIZED,
    404: NO_APPLICATION,
    ...SERVER_ERRORS,
  },
});

export const setApplicationStatus = defineOperation({
  id: 'setApplicationStatus',
  method: 'post',
  path: '/api/applications/:id/status',
  tag,
  summary: "Sets an application's status",
  auth: 'admin',
  params: idParams,
  body: { schema: applicationStatusInputSchema, contentType: 'application/json' },
  responses: {
    200: json('The application as stored.', storedApplicationSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    404: NO_APPLICATION,
    ...SERVER_ERRORS,
  },
});

export const eraseApplication = defineOperation({
  id: 'eraseApplication',
  method: 'delete',
  path: '/api/applications/:id',
  tag,
  summary: 'Erases an application and its CV for good',
  auth: 'admin',
  params: idParams,
  responses: {
    204: { description: 'Erased.' },
    401: UNAUTHORIZED,
    404: NO_APPLICATION,
    ...SERVER_ERRORS,
  },
});

export const APPLICATIONS_OPERATIONS = [
  submitApplication,
  listApplications,
  downloadApplicationCv,
  setApplicationStatus,
  eraseApplication,
] as const;
