import { formatDisplayDate } from './formatDisplayDate';

describe('formatDisplayDate', () => {
  it('shows a calendar date as dd.mm.yyyy', () => {
    expect(formatDisplayDate('2026-03-15')).toBe('15.03.2026');
    expect(formatDisplayDate('2025-01-02')).toBe('02.01.2025');
  });

  it('accepts a full ISO timestamp', () => {
    expect(formatDisplayDate('2024-12-31T12:00:00')).toBe('31.12.2024');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('31-12-2024')).toBe('');
  });
  it('writes English dates in words and keeps dd.mm.yyyy for Bulgarian', () => {
    expect(formatDisplayDate('2026-03-05', 'en')).toBe('5 March 2026');
    expect(formatDisplayDate('2026-03-05', 'bg')).toBe('05.03.2026');
  });
});
