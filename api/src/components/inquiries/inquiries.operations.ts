// The inquiry API's operations: visitors send an inquiry; administrators list, export,
// handle and erase them.
import * as v from 'valibot';
import {
  inquiriesPageSchema,
  inquiriesQuerySchema,
  inquiryListSchema,
  inquiryRequestSchema,
  inquiryStatusInputSchema,
  storedInquirySchema,
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

const tag = 'inquiries';
const idParams = idParamsOf("The inquiry's");
const NO_INQUIRY = failure('No inquiry has this id (`not_found`).');
const TOO_LARGE = failure('The body is over 100 kB (`payload_too_large`).');

export const createInquiry = defineOperation({
  id: 'createInquiry',
  method: 'post',
  path: '/api/inquiries',
  tag,
  summary: 'Stores an inquiry from the product or the contact form (staff are mailed of it)',
  auth: 'none',
  body: { schema: inquiryRequestSchema, contentType: 'application/json' },
  responses: {
    201: json('The inquiry as stored.', storedInquirySchema),
    400: INVALID,
    413: TOO_LARGE,
    429: TOO_MANY,
    ...SERVER_ERRORS,
  },
});

export const listInquiries = defineOperation({
  id: 'listInquiries',
  method: 'get',
  path: '/api/inquiries',
  tag,
  summary: 'Lists inquiries newest first: all of them, or one filtered page with any parameter',
  description:
    'Without parameters: every inquiry, as an array. With any of `status`, `kind`, `q`, ' +
    '`limit`, `cursor`: one page (`{ items, nextCursor }`) of the filtered list.',
  auth: 'admin',
  query: inquiriesQuerySchema,
  responses: {
    200: json(
      'Every inquiry (an array), or one page.',
      v.union([inquiryListSchema, inquiriesPageSchema]),
    ),
    400: INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const exportInquiries = defineOperation({
  id: 'exportInquiries',
  method: 'get',
  path: '/api/inquiries/export.csv',
  tag,
  summary: 'Answers the filtered list as a CSV file (every cell text, newest first)',
  auth: 'admin',
  query: inquiriesQuerySchema,
  responses: {
    200: { description: 'The CSV file, as an attachment.', contentType: 'text/csv' },
    400: INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const setInquiryStatus = defineOperation({
  id: 'setInquiryStatus',
  method: 'post',
  path: '/api/inquiries/:id/status',
  tag,
  summary: "Sets an inquiry's status (answered and archived count as handled)",
  auth: 'admin',
  params: idParams,
  body: { schema: inquiryStatusInputSchema, contentType: 'application/json' },
  responses: {
    200: json('The inquiry as stored.', storedInquirySchema),
    400: INVALID,
    401: UNAUTHORIZED,
    404: NO_INQUIRY,
    ...SERVER_ERRORS,
  },
});

export const markInquiryHandled = defineOperation({
  id: 'markInquiryHandled',
  method: 'post',
  path: '/api/inquiries/:id/handled',
  tag,
  summary: 'Marks an inquiry handled (answered)',
  auth: 'admin',
  params: idParams,
  responses: {
    200: json('The inquiry as stored.', storedInquirySchema),
    401: UNAUTHORIZED,
    404: NO_INQUIRY,
    ...SERVER_ERRORS,
  },
});

export const eraseInquiry = defineOperation({
  id: 'eraseInquiry',
  method: 'delete',
  path: '/api/inquiries/:id',
  tag,
  summary: 'Erases an inquiry for good (with its mail to staff, if not sent yet)',
  auth: 'admin',
  params: idParams,
  responses: {
    204: { description: 'Erased.' },
    401: UNAUTHORIZED,
    404: NO_INQUIRY,
    ...SERVER_ERRORS,
  },
});

export const INQUIRIES_OPERATIONS = [
  createInquiry,
  listInquiries,
  exportInquiries,
  setInquiryStatus,
  markInquiryHandled,
  eraseInquiry,
] as const;
