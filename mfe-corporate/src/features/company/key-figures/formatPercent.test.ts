import { formatPercent } from './formatPercent';

describe('formatPercent', () => {
  it('writes Italian decimals with a no-break space before the sign', () => {
    expect(formatPercent(18.8)).toBe('18,8\u00a0%');
    expect(formatPercent(11.19)).toBe('11,19\u00a0%');
    expect(formatPercent(3)).toBe('3\u00a0%');
  });
});
