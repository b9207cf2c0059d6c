// What the footer's newsletter form sends (`POST /api/newsletter`); the form checks the address
// with this schema before sending, the API again on receiving it.
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../email';

const EMAIL_RULE = 'must be a valid e-mail address';

export const newsletterRequestSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('must not be empty'),
    v.maxLength(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters long`),
    v.regex(EMAIL_PATTERN, EMAIL_RULE),
  ),
});

/** Whether the form may send this address (trimmed, as the API will judge it). */
export function isSubscribableAddress(email: string): boolean {
  return v.safeParse(newsletterRequestSchema, { email }).success;
}
