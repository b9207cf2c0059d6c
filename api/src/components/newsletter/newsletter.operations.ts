// The newsletter API's operations: subscribing and leaving (visitors), the subscribers' list,
// export and erasure (administrators).
import * as v from 'valibot';
import {
  newsletterRequestSchema,
  newsletterResultSchema,
  subscriberListSchema,
  subscribersPageSchema,
  subscribersQuerySchema,
  unsubscribedSchema,
  unsubscribeRequestSchema,
} from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import {
  failure,
  INVALID,
  json,
  SERVER_ERRORS,
  TOO_MANY,
  UNAUTHORIZED,
} from '../../platform/http/answers';

const tag = 'newsletter';

export const subscribe = defineOperation({
  id: 'subscribe',
  method: 'post',
  path: '/api/newsletter',
  tag,
  summary: 'Subscribes an e-mail address to the newsletter (a repeat is not an error)',
  auth: 'none',
  body: { schema: newsletterRequestSchema, contentType: 'application/json' },
  responses: {
    200: json('The address was already subscribed (`already-subscribed`).', newsletterResultSchema),
    201: json('The address is subscribed (`subscribed`).', newsletterResultSchema),
    400: INVALID,
    413: failure('The body is over 100 kB (`payload_too_large`).'),
    429: TOO_MANY,
    ...SERVER_ERRORS,
  },
});

export const unsubscribe = defineOperation({
  id: 'unsubscribe',
  method: 'post',
  path: '/api/newsletter/unsubscribe',
  tag,
  summary: "Removes the subscriber of a signed leave link's token (also when already gone)",
  auth: 'none',
  body: { schema: unsubscribeRequestSchema, contentType: 'application/json' },
  responses: {
    200: json('The subscriber has left.', unsubscribedSchema),
    400: failure(
      'A token the API did not sign (`invalid_token`), or a body that is not a JSON object ' +
        '(`validation_failed`).',
    ),
    429: TOO_MANY,
    ...SERVER_ERRORS,
  },
});

export const eraseSubscriber = defineOperation({
  id: 'eraseSubscriber',
  method: 'delete',
  path: '/api/newsletter/subscribers/:id',
  tag,
  summary: 'Erases one subscriber for good (a data-protection request)',
  auth: 'admin',
  params: v.object({
    id: v.pipe(
      v.string(),
      v.description(
        "The subscriber's id (24 lowercase hexadecimal digits); anything else names none.",
      ),
    ),
  }),
  responses: {
    204: { description: 'Erased.' },
    401: UNAUTHORIZED,
    404: failure('No subscriber has this id (`not_found`).'),
    ...SERVER_ERRORS,
  },
});

export const listSubscribers = defineOperation({
  id: 'listSubscribers',
  method: 'get',
  path: '/api/newsletter',
  tag,
  summary: 'Lists subscribers newest first: all of them, or one page with q, limit or cursor',
  auth: 'admin',
  query: subscribersQuerySchema,
  responses: {
    200: json(
      'Every subscriber (an array), or one page.',
      v.union([subscriberListSchema, subscribersPageSchema]),
    ),
    400: INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const exportSubscribers = defineOperation({
  id: 'exportSubscribers',
  method: 'get',
  path: '/api/newsletter/export.csv',
  tag,
  summary: 'Answers every subscriber as a CSV file, with each one’s leave link',
  auth: 'admin',
  responses: {
    200: { description: 'The CSV file, as an attachment.', contentType: 'text/csv' },
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const NEWSLETTER_OPERATIONS = [
  subscribe,
  unsubscribe,
  eraseSubscriber,
  listSubscribers,
  exportSubscribers,
] as const;
