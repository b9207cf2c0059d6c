import { isValid, lightFormat, parseISO } from 'date-fns';

/** The one date convention of the site: dd.mm.yyyy. */
export const DISPLAY_DATE_PATTERN = 'dd.MM.yyyy';

/**
 * Formats an ISO date (`2026-03-15` or a full timestamp) as `15.03.2026`.
 * A date-only value is a calendar day, so it is read in local time and never shifts a day.
 * Returns '' for a missing or invalid value, so a bad record never shows "Invalid Date".
 */
export function formatDisplayDate(iso: string | undefined | null): string {
  if (!iso) return '';
  const date = parseISO(iso);
  // lightFormat: digits only, no locale tables to download.
  return isValid(date) ? lightFormat(date, DISPLAY_DATE_PATTERN) : '';
}
