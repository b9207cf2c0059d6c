// Calendar dates (no time of day) on the wire: the admin forms take DD-MM-YYYY, the API sends
// and stores ISO YYYY-MM-DD. One parser, used by the forms and by the API.
import { format, isValid, parse } from 'date-fns';

/** How the admin forms take dates (date-fns pattern). */
export const FORM_DATE_PATTERN = 'dd-MM-yyyy';
const ISO_DATE_PATTERN = 'yyyy-MM-dd';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FORM_DATE = /^\d{2}-\d{2}-\d{4}$/;
/** Any fixed day: parse() takes missing parts from it (none are missing here). */
const REFERENCE = new Date(2000, 0, 1);

/**
 * `DD-MM-YYYY` or `YYYY-MM-DD` → `YYYY-MM-DD`; undefined unless it is a real calendar date
 * (31-02-2026 is not).
 */
export function parseCalendarDate(value: string): string | undefined {
  const pattern = ISO_DATE.test(value)
    ? ISO_DATE_PATTERN
    : FORM_DATE.test(value)
      ? FORM_DATE_PATTERN
      : undefined;
  if (pattern === undefined) return undefined;
  const date = parse(value, pattern, REFERENCE);
  // parse() answers Invalid Date for impossible days; the round trip guards the rest.
  if (!isValid(date) || format(date, pattern) !== value) return undefined;
  return format(date, ISO_DATE_PATTERN);
}
