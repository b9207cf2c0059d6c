import { formatDate, formatDateTime, formatMonth } from './dates';

// The date rules of docs/languages.md, one language at a time.
describe('dates in lists', () => {
  it('uses Intl’s medium style: words in Italian and English, dd.mm.yyyy г. in Bulgarian', () => {
    expect(formatDate('2018-08-27', 'it')).toBe('27 ago 2018');
    expect(formatDate('2018-08-27', 'en')).toBe('27 Aug 2018');
    expect(formatDate('2018-08-27', 'bg')).toBe('27.08.2018 г.');
  });

  it('reads a date-only value as a calendar day and accepts a full timestamp', () => {
    expect(formatDate('2026-03-05', 'bg')).toBe('5.03.2026 г.');
    expect(formatDate('2024-12-31T12:00:00', 'bg')).toBe('31.12.2024 г.');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('31-12-2024', 'en')).toBe('');
  });
});

describe('long dates', () => {
  it('writes the month in full, with г. in Bulgarian', () => {
    expect(formatDate('2018-08-27', 'it', 'long')).toBe('27 agosto 2018');
    expect(formatDate('2018-08-27', 'en', 'long')).toBe('27 August 2018');
    expect(formatDate('2018-08-27', 'bg', 'long')).toBe('27 август 2018 г.');
  });

  it('adds the weekday in the full style', () => {
    expect(formatDate('2018-08-27', 'it', 'full')).toBe('lunedì 27 agosto 2018');
    expect(formatDate('2018-08-27', 'en', 'full')).toBe('Monday, 27 August 2018');
    expect(formatDate('2018-08-27', 'bg', 'full')).toBe('понеделник, 27 август 2018 г.');
  });
});

describe('months', () => {
  it('writes a month with its year', () => {
    expect(formatMonth('2018-08', 'it')).toBe('agosto 2018');
    expect(formatMonth('2018-08', 'en')).toBe('August 2018');
    expect(formatMonth('2018-08', 'bg')).toBe('август 2018 г.');
  });

  it('writes a chart axis’s month short, in full in Bulgarian (whose short month is a number)', () => {
    expect(formatMonth('2018-08', 'it', 'axis')).toBe('ago');
    expect(formatMonth('2018-08', 'en', 'axis')).toBe('Aug');
    expect(formatMonth('2018-08', 'bg', 'axis')).toBe('август');
  });
});

describe('moments', () => {
  it('adds the time in 24 hours', () => {
    expect(formatDateTime('2018-08-27T14:05:00', 'bg')).toBe('27.08.2018 г., 14:05');
    expect(formatDateTime('2018-08-27T14:05:00', 'en')).toBe('27 Aug 2018, 14:05');
    expect(formatDateTime('not a date', 'bg')).toBe('');
  });

  it('writes a moment in the time zone it is given', () => {
    expect(formatDateTime('2026-07-01T06:00:00Z', 'bg', { timeZone: 'Europe/Sofia' })).toBe(
      '1.07.2026 г., 9:00',
    );
  });
});
