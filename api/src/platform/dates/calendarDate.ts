// Calendar dates as the API stores them: BSON Dates at UTC midnight. Parsing what a client
// sends is the shared contract's (parseCalendarDate, the forms' own rule).
// Its own entry point, not the contracts index: date-fns's parser stays out of the browser
// bundles that import the index.
import { parseCalendarDate } from '@alu/common/contracts/calendarDate';

export { parseCalendarDate };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FORM_DATE = /^\d{2}-\d{2}-\d{4}$/;

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
