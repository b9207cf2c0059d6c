// Calendar dates and publication states as the admin forms send them.
import * as v from 'valibot';
import { parseCalendarDate } from '../calendarDate';
import { PUBLICATION_STATES } from '../publication';

/**
 * A real calendar date written `DD-MM-YYYY` (as the admin forms take it) or `YYYY-MM-DD`;
 * answered as ISO `YYYY-MM-DD`.
 */
export function calendarDate(message: string) {
  return v.pipe(
    v.string(),
    v.regex(/^(\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2})$/, message),
    v.check((text) => parseCalendarDate(text) !== undefined, message),
    v.transform((text) => parseCalendarDate(text) ?? text),
  );
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T/;
const isIsoMoment = (value: unknown): value is string =>
  typeof value === 'string' && ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The state a write asks for; a schedule needs its moment (ISO 8601). Whether that moment is
 * still in the future is the API's to judge, by its own clock.
 */
export const publicationInputSchema = v.pipe(
  v.object({
    state: v.picklist(PUBLICATION_STATES, 'must be draft, scheduled, published or unpublished'),
    publishAt: v.pipe(
      v.optional(v.string()),
      v.description('For `scheduled`: the moment it goes public, ISO 8601 UTC, in the future.'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['state'], ['publishAt']],
      (input) => input.state !== 'scheduled' || isIsoMoment(input.publishAt),
      'is needed for a scheduled item, as an ISO 8601 moment',
    ),
    ['publishAt'],
  ),
  v.transform((input) =>
    input.state === 'scheduled' && input.publishAt !== undefined
      ? { state: input.state, publishAt: input.publishAt }
      : { state: input.state },
  ),
);
