import * as contract from '@alu/common/contracts';
import { CAREERS_TIME_ZONE, careersToday, isCareerVisible } from './careersContract';

describe('careers rules of the API', () => {
  it('use the time zone of the shared wire contract', () => {
    expect(CAREERS_TIME_ZONE).toBe(contract.CAREERS_TIME_ZONE);
  });

  it('agree with the contract on "today", around midnight and the DST changes in Sofia', () => {
    const instants = [
      '2026-01-15T12:00:00Z',
      '2026-01-15T21:59:59Z', // 23:59:59 in Sofia (UTC+2)
      '2026-01-15T22:00:00Z', // 00:00 on the 16th
      '2026-03-29T00:59:59Z', // just before the switch to summer time
      '2026-03-29T01:00:00Z',
      '2026-03-29T20:59:59Z', // 23:59:59 (UTC+3)
      '2026-03-29T21:00:00Z',
      '2026-10-25T00:30:00Z', // the hour that happens twice
      '2026-10-25T01:30:00Z',
      '2026-12-31T22:00:00Z', // new year in Sofia, not yet in UTC
    ].map((iso) => new Date(iso));
    for (const now of instants) expect(careersToday(now)).toBe(contract.careersToday(now));
    expect(careersToday(new Date('2026-01-15T22:00:00Z'))).toBe('2026-01-16');
    expect(careersToday(new Date('2026-03-29T20:59:59Z'))).toBe('2026-03-29');
    expect(careersToday(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('agree with the contract on visibility, both ends included', () => {
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
    for (const [startDate, endDate] of cases) {
      expect(isCareerVisible({ startDate, endDate }, today)).toBe(
        contract.isCareerVisible({ startDate, endDate }, today),
      );
    }
  });

  it('name the paths the contract builds', () => {
    const id = '650000000000000000000001';
    expect(contract.CAREERS_API.list).toBe('/api/careers');
    expect(contract.CAREERS_API.item(id)).toBe(`/api/careers/${id}`);
    expect(contract.CAREERS_API.update(id)).toBe(`/api/careers/update/${id}`);
    expect(contract.CAREERS_API.remove(id)).toBe(`/api/careers/${id}`);
  });
});
