// The one error shape of every API answer that is not a success (see
// docs/accounts-and-newsletter.md, "Careers and administrator sign-in").
import type * as v from 'valibot';
import type { apiErrorBodySchema } from './schemas/apiErrors';

export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;

/** Whether an answer's body is the API's error shape. */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
