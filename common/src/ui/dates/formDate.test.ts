import { filterFormDateInput, parseFormDate, toFormDate } from './formDate';

describe('form dates (DD-MM-YYYY)', () => {
  it('keeps only digits and hyphens, at most 10 characters', () => {
    expect(filterFormDateInput('1a5/03-2026 ')).toBe('1503-2026');
    expect(filterFormDateInput('15-03-2026-99')).toBe('15-03-2026');
  });

  it('accepts real calendar dates only', () => {
    expect(parseFormDate('15-03-2026')).toBe('2026-03-15');
    expect(parseFormDate('29-02-2028')).toBe('2028-02-29');
    for (const bad of [
      '31-02-2026',
      '29-02-2026',
      '00-01-2026',
      '15-13-2026',
      '1-03-2026',
      '2026-03-15',
      '',
    ]) {
      expect(parseFormDate(bad)).toBeUndefined();
    }
  });

  it('writes ISO dates back as the form shows them', () => {
    expect(toFormDate('2026-03-15')).toBe('15-03-2026');
    expect(toFormDate('')).toBe('');
  });
});
