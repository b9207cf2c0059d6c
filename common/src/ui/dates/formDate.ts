import { FORM_DATE_PATTERN, parseCalendarDate } from '../../contracts/calendarDate';

export { FORM_DATE_PATTERN };
/** How the admin forms take dates: DD-MM-YYYY, 10 characters. */
export const FORM_DATE_LENGTH = 10;
const FORM_DATE = /^\d{2}-\d{2}-\d{4}$/;

/** What a date field keeps of typed text: digits and hyphens, at most 10 characters. */
export function filterFormDateInput(text: string): string {
  return text.replace(/[^\d-]/g, '').slice(0, FORM_DATE_LENGTH);
}

/** `DD-MM-YYYY` → ISO `YYYY-MM-DD`; undefined unless it is a real calendar date (not 31-02). */
export function parseFormDate(value: string): string | undefined {
  return FORM_DATE.test(value) ? parseCalendarDate(value) : undefined;
}

/** ISO `YYYY-MM-DD` → `DD-MM-YYYY` for a form field; '' when it is not such a date. */
export function toFormDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}
