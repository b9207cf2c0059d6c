import { isoToSofiaMoment, sofiaMomentToIso } from './publicationTime';

describe('publication moments in Sofia time', () => {
  it('reads a typed moment in Sofia, winter (UTC+2) and summer (UTC+3)', () => {
    expect(sofiaMomentToIso('2026-12-01T09:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(sofiaMomentToIso('2026-07-01T09:00')).toBe('2026-07-01T06:00:00.000Z');
  });

  it('shows a stored moment as Sofia time, the other way round', () => {
    expect(isoToSofiaMoment('2026-12-01T07:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(isoToSofiaMoment('2026-03-29T00:30:00.000Z')).toBe('2026-03-29T02:30');
    expect(isoToSofiaMoment('2026-03-29T01:30:00.000Z')).toBe('2026-03-29T04:30');
  });

  it('refuses what is not a moment', () => {
    for (const text of ['', '2026-02-31T10:00', '2026-13-01T10:00', '2026-12-01 09:00', '1-1-1']) {
      expect(sofiaMomentToIso(text)).toBeUndefined();
    }
  });
});
