import { CAREERS_API, careersToday, isCareerVisible } from './careers';

describe('careers contract', () => {
  it('tells "today" by the calendar of Sofia, across midnight and the DST changes', () => {
    expect(careersToday(new Date('2026-01-15T21:59:59Z'))).toBe('2026-01-15');
    expect(careersToday(new Date('2026-01-15T22:00:00Z'))).toBe('2026-01-16');
    expect(careersToday(new Date('2026-03-29T20:59:59Z'))).toBe('2026-03-29');
    expect(careersToday(new Date('2026-03-29T21:00:00Z'))).toBe('2026-03-30');
    expect(careersToday(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25');
    expect(careersToday(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('shows a vacancy from its start date through its end date, both included', () => {
    const today = '2026-03-30';
    const cases = [
      ['2026-03-30', '2026-03-30'],
      ['2026-03-01', '2026-03-30'],
      ['2026-03-30', '2026-04-30'],
      ['2026-03-31', '2026-04-30'],
      ['2026-03-01', '2026-03-29'],
      ['2025-12-01', '2027-01-01'],
    ] as const;
    const visible = cases.map(([startDate, endDate]) =>
      isCareerVisible({ startDate, endDate }, today),
    );
    expect(visible).toEqual([true, true, true, false, false, true]);
  });

  it('names the API paths', () => {
    const id = '650000000000000000000001';
    expect(CAREERS_API.list).toBe('/api/careers');
    expect(CAREERS_API.item(id)).toBe(`/api/careers/${id}`);
    expect(CAREERS_API.update(id)).toBe(`/api/careers/update/${id}`);
  });
});
