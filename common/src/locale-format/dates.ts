// Dates as a page's language writes them, through Intl's own date styles (no locale tables
// shipped). The rules per language are written down in docs/languages.md.
import { isValid, parseISO } from 'date-fns';
import { INTL_LOCALES, type SiteLocale } from '../contracts/locales';

/**
 * - `list`: a date among others (news, documents, meetings, admin lists): Intl's medium
 *   style, `27 ago 2018`, `27 Aug 2018`, `27.08.2018 г.`;
 * - `long`: a page's own date (an article, a legal text's update): `27 agosto 2018`,
 *   `27 August 2018`, `27 август 2018 г.`;
 * - `full`: the long date with its weekday, as a screen reader says a calendar's day.
 */
export type DateStyle = 'list' | 'long' | 'full';

const DATE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  list: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

/**
 * - `long`: a month and its year, `agosto 2018`, `August 2018`, `август 2018 г.`;
 * - `axis`: the month alone on a chart's axis (its title names the year): Intl's short name,
 *   `ago`, `Aug`; Bulgarian's short month in Intl is its number (`08`), so Bulgarian takes the
 *   full name, `август`.
 */
export type MonthStyle = 'long' | 'axis';

const MONTH_OPTIONS: Readonly<Record<MonthStyle, Intl.DateTimeFormatOptions>> = {
  long: { month: 'long', year: 'numeric' },
  axis: { month: 'short' },
};

// Made on first use: a page's first Intl formatter loads the locale's data, a long task on a
// slow phone, which a page without dates should not pay.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: SiteLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options);
    formats.set(key, format);
  }
  return format;
}

/**
 * An ISO date (`2026-03-15` or a full timestamp) or a Date, undefined when it is not a real
 * one. A date-only value is a calendar day, read in local time so it never shifts a day.
 */
function toDate(value: string | Date | undefined | null): Date | undefined {
  if (!value) return undefined;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : undefined;
}

/** A date in the page's language; '' for a missing or invalid value (never "Invalid Date"). */
export function formatDate(
  value: string | Date | undefined | null,
  locale: SiteLocale,
  style: DateStyle = 'list',
): string {
  const date = toDate(value);
  return date ? dateFormat(locale, DATE_OPTIONS[style]).format(date) : '';
}

/** A month (any day of it, or `2018-08`) in the page's language; '' when it is not a date. */
export function formatMonth(
  value: string | Date,
  locale: SiteLocale,
  style: MonthStyle = 'long',
): string {
  const date = toDate(value);
  if (!date) return '';
  const options =
    style === 'axis' && locale === 'bg' ? { month: 'long' as const } : MONTH_OPTIONS[style];
  return dateFormat(locale, options).format(date);
}

/**
 * A moment with its time: `27.08.2018 г., 14:05`. In the reader's time zone, or the one given
 * (the company's own, for a publication scheduled in Shumen's time).
 */
export function formatDateTime(
  value: string | Date | undefined | null,
  locale: SiteLocale,
  { timeZone }: { readonly timeZone?: string } = {},
): string {
  const date = toDate(value);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  return date ? dateFormat(locale, timeZone ? { ...options, timeZone } : options).format(date) : '';
}
