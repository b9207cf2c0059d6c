import {
  formatMeasure,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRange,
  isMeasure,
  measureParts,
} from './numbers';

// The rules of docs/languages.md ("Numbers, units, money and dates"), one language at a time.
// `_` stands for the no-break space Intl and the module put inside a figure.
const nb = (text: string) => text.replaceAll('_', '\u00a0');

describe('Italian figures', () => {
  it('groups thousands with a dot from five digits on, decimals with a comma', () => {
    expect(formatNumber(7000, 'it')).toBe('7000');
    expect(formatNumber(100000, 'it')).toBe('100.000');
    expect(formatNumber(0.8, 'it', { fractionDigits: 1 })).toBe('0,8');
  });

  it('writes percentages without a space and units with a no-break space', () => {
    expect(formatPercent(18.8, 'it')).toBe('18,8%');
    expect(formatQuantity(2200, 'millimetre', 'it')).toBe(nb('2200_mm'));
    expect(formatQuantity(100000, 'tonne', 'it')).toBe(nb('100.000_t'));
    expect(formatQuantity(36000, 'tonne-per-year', 'it')).toBe(nb('36.000_t/anno'));
  });

  it('writes ranges, money and qualifiers', () => {
    expect(formatRange(600, 2500, 'it', 'tonne')).toBe(nb('600-2500_t'));
    expect(formatMoney(168e6, 'EUR', 'it', { compact: true })).toBe(nb('168_Mln_€'));
    expect(formatMeasure({ value: 11500, unit: 'millimetre', qualifier: 'upTo' }, 'it')).toBe(
      nb('fino a 11.500_mm'),
    );
  });
});

describe('English figures', () => {
  it('groups thousands with a comma, decimals with a point', () => {
    expect(formatNumber(7000, 'en')).toBe('7,000');
    expect(formatNumber(100000, 'en')).toBe('100,000');
    expect(formatNumber(9, 'en', { fractionDigits: 1 })).toBe('9.0');
  });

  it('writes percentages with a decimal point and tonnes as a word', () => {
    expect(formatPercent(18.8, 'en')).toBe('18.8%');
    expect(formatPercent(11.19, 'en')).toBe('11.19%');
    expect(formatQuantity(100000, 'tonne', 'en')).toBe(nb('100,000_tonnes'));
    expect(formatQuantity(1, 'tonne', 'en')).toBe(nb('1_tonne'));
    expect(formatQuantity(36000, 'tonne-per-year', 'en')).toBe(nb('36,000_tonnes a year'));
    expect(formatQuantity(9, 'kilogram-per-metre', 'en', { fractionDigits: 1 })).toBe(
      nb('9.0_kg/m'),
    );
  });

  it('writes ranges with an en dash, money with its sign first', () => {
    expect(formatRange(600, 2500, 'en', 'tonne')).toBe(nb('600–2,500_tonnes'));
    expect(formatRange(5, 10, 'en', 'millimetre')).toBe(nb('5–10_mm'));
    expect(formatMoney(168e6, 'EUR', 'en', { compact: true })).toBe('€168m');
    expect(formatMoney(5.2, 'BGN', 'en', { fractionDigits: 2 })).toBe(nb('BGN_5.20'));
    expect(
      formatMeasure({ amount: 168e6, currency: 'EUR', compact: true, qualifier: 'over' }, 'en'),
    ).toBe('over €168m');
  });
});

describe('Bulgarian figures', () => {
  it('groups thousands with a no-break space from five digits on, decimals with a comma', () => {
    expect(formatNumber(7000, 'bg')).toBe('7000');
    expect(formatNumber(100000, 'bg')).toBe(nb('100_000'));
    expect(formatNumber(0.8, 'bg', { fractionDigits: 1 })).toBe('0,8');
  });

  it('writes percentages without a space, tonnes with the Cyrillic symbol', () => {
    expect(formatPercent(18.8, 'bg')).toBe('18,8%');
    expect(formatPercent(95, 'bg')).toBe('95%');
    expect(formatQuantity(100000, 'tonne', 'bg')).toBe(nb('100_000_т'));
    expect(formatQuantity(7000, 'tonne-per-year', 'bg')).toBe(nb('7000_т годишно'));
    expect(formatQuantity(2200, 'millimetre', 'bg')).toBe(nb('2200_mm'));
  });

  it('writes ranges with a spaced en dash and money with лв. and млн.', () => {
    expect(formatRange(600, 2500, 'bg', 'tonne')).toBe(nb('600 – 2500_т'));
    expect(formatMoney(5.2, 'BGN', 'bg', { fractionDigits: 2 })).toBe(nb('5,20_лв.'));
    expect(formatMoney(168e6, 'EUR', 'bg', { compact: true })).toBe(nb('168_млн._€'));
    expect(formatMeasure({ value: 36000, unit: 'tonne-per-year', qualifier: 'about' }, 'bg')).toBe(
      nb('около 36_000_т годишно'),
    );
  });
});

describe('measures as content', () => {
  it('splits a figure into qualifier, number and unit for a layout that sets them apart', () => {
    expect(measureParts({ value: 370000, unit: 'square-metre' }, 'en')).toEqual({
      value: '370,000',
      unit: 'm²',
    });
    expect(measureParts({ value: 95, unit: 'percent' }, 'bg')).toEqual({ value: '95', unit: '%' });
    expect(
      measureParts({ amount: 168e6, currency: 'EUR', compact: true, qualifier: 'over' }, 'bg'),
    ).toEqual({ qualifier: 'над', value: '168', unit: nb('млн._€') });
    expect(measureParts({ amount: 168e6, currency: 'EUR', compact: true }, 'en')).toEqual({
      value: '€168m',
    });
    expect(measureParts({ from: 600, to: 2500, unit: 'tonne' }, 'en')).toEqual({
      value: nb('600–2,500_tonnes'),
    });
  });

  it('tells a measure from other content', () => {
    expect(isMeasure({ value: 1, unit: 'tonne' })).toBe(true);
    expect(isMeasure({ from: 1, to: 2 })).toBe(true);
    expect(isMeasure({ amount: 1, currency: 'EUR' })).toBe(true);
    expect(isMeasure({ value: '1' })).toBe(false);
    expect(isMeasure({ value: 1, label: 'Dipendenti' })).toBe(false);
    expect(isMeasure([1])).toBe(false);
  });
});
