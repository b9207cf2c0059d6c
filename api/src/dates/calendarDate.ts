// Calendar dates (no time of day): typed by the admin forms as DD-MM-YYYY, sent on
// the wire as ISO YYYY-MM-DD, stored as BSON Dates at UTC midnight.
import { format, isValid, parse } from 'date-fns';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FORM_DATE = /^\d{2}-\d{2}-\d{4}$/;
/** Any fixed day: parse() takes missing parts from it (none are missing here). */
const REFERENCE = new Date(2000, 0, 1);

/**
 * `DD-MM-YYYY` or `YYYY-MM-DD` → `YYYY-MM-DD`; undefined unless it is a real calendar date
 * (31-02-2026 is not).
 */
export function parseCalendarDate(value: string): string | undefined {
  const pattern = ISO_DATE.test(value) ? 'yyyy-MM-dd' : FORM_DATE.test(value) ? 'dd-MM-yyyy' : '';
  if (pattern === '') return undefined;
  const date = parse(value, pattern, REFERENCE);
  // parse() answers Invalid Date for impossible days; the round trip guards the rest.
  if (!isValid(date) || format(date, pattern) !== value) return undefined;
  return format(date, 'yyyy-MM-dd');
}

/** A `YYYY-MM-DD` date as stored: a Date at UTC midnight. */
export function calendarDateValue(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  if (!ISO_DATE.test(isoDate) || Number.isNaN(date.getTime())) {
    throw new RangeError(`not a calendar date: ${isoDate}`);
  }
  return date;
}

/** A stored date → `YYYY-MM-DD` (also ISO strings and `DD-MM-YYYY`); '' when unreadable. */
export function formatCalendarDate(value: unknown): string {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return '';
  const iso = /^(\d{4}-\d{2}-\d{2})(T|$)/.exec(value);
  if (iso) return iso[1] ?? '';
  return FORM_DATE.test(value) ? (parseCalendarDate(value) ?? '') : '';
}
