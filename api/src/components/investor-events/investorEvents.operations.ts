// The investors' calendar API's operations: the public list, and the administrators' list,
// item, create, update, withdrawal and deletion.
import {
  adminInvestorEventListSchema,
  adminInvestorEventSchema,
  investorEventAdminQuerySchema,
  investorEventInputSchema,
  investorEventListSchema,
} from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import {
  failure,
  idParamsOf,
  INVALID,
  json,
  SERVER_ERRORS,
  UNAUTHORIZED,
} from '../../platform/http/answers';

const tag = 'investor-events';
const idParams = idParamsOf('The event’s');
const NO_EVENT = failure('No event has this id (`not_found`).');
const WRITE_INVALID = failure(
  'A field is missing or invalid, or `documentId` names no document (`validation_failed`).',
);

export const listInvestorEvents = defineOperation({
  id: 'listInvestorEvents',
  method: 'get',
  path: '/api/investor-events',
  tag,
  summary: "Lists the investors' calendar: every published event, oldest first",
  description:
    'Revalidated on every use (`no-cache`). An event links to its document only while that ' +
    'document is published.',
  auth: 'none',
  responses: {
    200: json('Every published event.', investorEventListSchema),
    ...SERVER_ERRORS,
  },
});

export const listAdminInvestorEvents = defineOperation({
  id: 'listAdminInvestorEvents',
  method: 'get',
  path: '/api/admin/investor-events',
  tag,
  summary: 'Lists every event whatever its state, newest date first, by state',
  auth: 'admin',
  query: investorEventAdminQuerySchema,
  responses: {
    200: json('Every event.', adminInvestorEventListSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const readAdminInvestorEvent = defineOperation({
  id: 'readAdminInvestorEvent',
  method: 'get',
  path: '/api/admin/investor-events/:id',
  tag,
  summary: 'Answers one event by id whatever its state',
  auth: 'admin',
  params: idParams,
  responses: {
    200: json('The event.', adminInvestorEventSchema),
    401: UNAUTHORIZED,
    404: NO_EVENT,
    ...SERVER_ERRORS,
  },
});

export const createInvestorEvent = defineOperation({
  id: 'createInvestorEvent',
  method: 'post',
  path: '/api/admin/investor-events',
  tag,
  summary: 'Creates an event (published at once unless asked otherwise)',
  auth: 'admin',
  body: { schema: investorEventInputSchema, contentType: 'application/json' },
  responses: {
    201: json('The event created.', adminInvestorEventSchema),
    400: WRITE_INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const updateInvestorEvent = defineOperation({
  id: 'updateInvestorEvent',
  method: 'put',
  path: '/api/admin/investor-events/:id',
  tag,
  summary: "Updates an event's fields and publication",
  auth: 'admin',
  params: idParams,
  body: { schema: investorEventInputSchema, contentType: 'application/json' },
  responses: {
    200: json('The event as saved.', adminInvestorEventSchema),
    400: WRITE_INVALID,
    401: UNAUTHORIZED,
    404: NO_EVENT,
    ...SERVER_ERRORS,
  },
});

export const withdrawInvestorEvent = defineOperation({
  id: 'withdrawInvestorEvent',
  method: 'post',
  path: '/api/admin/investor-events/:id/withdraw',
  tag,
  summary: 'Takes an event off the calendar (state `unpublished`)',
  auth: 'admin',
  params: idParams,
  responses: {
    200: json('The event withdrawn.', adminInvestorEventSchema),
    400: failure('A body was sent that is not valid JSON (`invalid_json`).'),
    401: UNAUTHORIZED,
    404: NO_EVENT,
    ...SERVER_ERRORS,
  },
});

export const deleteInvestorEvent = defineOperation({
  id: 'deleteInvestorEvent',
  method: 'delete',
  path: '/api/admin/investor-events/:id',
  tag,
  summary: 'Deletes an event',
  auth: 'admin',
  params: idParams,
  responses: {
    204: { description: 'Deleted.' },
    401: UNAUTHORIZED,
    404: NO_EVENT,
    ...SERVER_ERRORS,
  },
});

export const INVESTOR_EVENTS_OPERATIONS = [
  listInvestorEvents,
  listAdminInvestorEvents,
  readAdminInvestorEvent,
  createInvestorEvent,
  updateInvestorEvent,
  withdrawInvestorEvent,
  deleteInvestorEvent,
] as const;
