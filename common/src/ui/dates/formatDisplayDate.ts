import { isValid, lightFormat, parseISO } from 'date-fns';

import type { SiteLocale } from '../../contracts/locales';

/** The date convention of the Italian and Bulgarian sites: dd.mm.yyyy. */
export const DISPLAY_DATE_PATTERN = 'dd.MM.yyyy';

let englishDate: Intl.DateTimeFormat | undefined;

/**
 * English has its own: `15 March 2026` (the browser's Intl, no locale tables to download).
 * Made on first use, not when the module loads: the first formatter a page makes loads the
 * browser's locale data, 65 ms of a slowed phone's main thread on an Italian news list that
 * never shows an English date.
 */
function englishDateFormat(): Intl.DateTimeFormat {
  englishDate ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return englishDate;
}

/**
 * Formats an ISO date (`2026-03-15` or a full timestamp) as `15.03.2026` (`15 March 2026` in
 * English).
 * A date-only value is a calendar day, so it is read in local time and never shifts a day.
 * Returns '' for a missing or invalid value, so a bad record never shows "Invalid Date".
 */
export function formatDisplayDate(
  iso: string | undefined | null,
  locale: SiteLocale = 'it',
): string {
  if (!iso) return '';
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  // lightFormat: digits only, no locale tables to download.
  return locale === 'en'
    ? englishDateFormat().format(date)
    : lightFormat(date, DISPLAY_DATE_PATTERN);
}
