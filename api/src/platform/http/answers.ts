// The answers operations declare, written once: the error shape every refusal shares and the
// errors any operation may give.
import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import { apiErrorBodySchema } from '@alu/common/contracts/schemas';
import type { OperationResponse } from './operation';

/** A JSON answer and its schema. */
export const json = (description: string, body: GenericSchema): OperationResponse => ({
  description,
  body,
});

/** An error answer (`{ error: { code, message, … } }`), its codes in `description`. */
export const failure = (description: string): OperationResponse => ({
  description,
  body: apiErrorBodySchema,
});

/** A body that is not what the operation takes (`validation_failed`, naming the field). */
export const INVALID = failure(
  'The request breaks a rule (`validation_failed`, naming the first field at fault) or its JSON ' +
    'body is not valid (`invalid_json`).',
);

/** Administrators' operations without a valid bearer token. */
export const UNAUTHORIZED = failure(
  'No valid administrator token (`unauthorized`, with `WWW-Authenticate: Bearer`).',
);

/** The client sent more than its limit allows (with `Retry-After`). */
export const TOO_MANY = failure('Too many requests from this client (`too_many_requests`).');

/** What any operation may answer besides its own. */
export const SERVER_ERRORS = {
  500: failure('An unexpected fault (`internal_error`).'),
  503: failure(
    'The database is not reachable (`database_unavailable`) or the request ran out of time ' +
      '(`timeout`).',
  ),
} as const;

/**
 * `:id` naming a stored document: any string is taken, so that one which names nothing is
 * answered 404 like an unknown id rather than 400.
 */
export const idParamsOf = (whose: string) =>
  v.object({
    id: v.pipe(
      v.string(),
      v.description(`${whose} id (24 hexadecimal digits); anything else names none.`),
    ),
  });
