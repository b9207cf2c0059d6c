import { calendarDateValue, formatCalendarDate, parseCalendarDate } from './calendarDate';

describe('calendar dates', () => {
  it('read the admin form’s DD-MM-YYYY and ISO YYYY-MM-DD', () => {
    expect(parseCalendarDate('01-04-2026')).toBe('2026-04-01');
    expect(parseCalendarDate('29-02-2028')).toBe('2028-02-29');
    expect(parseCalendarDate('2026-12-31')).toBe('2026-12-31');
  });

  it.each([
    '31-02-2026',
    '29-02-2026',
    '2026-02-30',
    '31-04-2026',
    '00-01-2026',
    '01-00-2026',
    '01-13-2026',
    '1-04-2026',
    '01-4-2026',
    '01/04/2026',
    '2026-4-01',
    '2026-04-01T00:00:00Z',
    ' 01-04-2026',
    '',
    'tomorrow',
  ])('refuse %p', (value) => {
    expect(parseCalendarDate(value)).toBeUndefined();
  });

  it('store a date as UTC midnight and read it back whatever the time zone', () => {
    const value = calendarDateValue('2026-03-30');
    expect(value.toISOString()).toBe('2026-03-30T00:00:00.000Z');
    expect(formatCalendarDate(value)).toBe('2026-03-30');
    expect(() => calendarDateValue('30-03-2026')).toThrow(RangeError);
    expect(() => calendarDateValue('2026-13-01')).toThrow(RangeError);
  });

  it('format what may be stored, and nothing else', () => {
    expect(formatCalendarDate('2026-03-30')).toBe('2026-03-30');
    expect(formatCalendarDate('2026-03-30T10:00:00.000Z')).toBe('2026-03-30');
    expect(formatCalendarDate('30-03-2026')).toBe('2026-03-30');
    expect(formatCalendarDate('31-02-2026')).toBe('');
    expect(formatCalendarDate(new Date(Number.NaN))).toBe('');
    expect(formatCalendarDate(undefined)).toBe('');
    expect(formatCalendarDate(20260330)).toBe('');
  });
});
