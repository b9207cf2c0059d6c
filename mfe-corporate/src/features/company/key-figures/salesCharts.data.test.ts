import { SALES_BY_COUNTRY_2024, SALES_BY_PRODUCT_2020, SALES_CHARTS } from './salesCharts.data';

const asRecord = (slices: readonly { label: string; value: number }[]) =>
  Object.fromEntries(slices.map((slice) => [slice.label, slice.value]));

describe('sales chart data', () => {
  it('has the 2024 sales by country, exactly', () => {
    expect(asRecord(SALES_BY_COUNTRY_2024.slices)).toEqual({
      Germania: 18.8,
      Polonia: 13.9,
      Italia: 14.4,
      Spagna: 8.3,
      'Paesi Bassi': 4.7,
      'Stati Uniti': 14.8,
      Bulgaria: 3.5,
      Francia: 3.2,
      Belgio: 3,
      Austria: 2.3,
      'Altri paesi': 14.1,
    });
  });

  it('has the 2020 sales by product, exactly', () => {
    expect(SALES_BY_PRODUCT_2020.slices.map((slice) => slice.value)).toEqual([
      26.3, 26.1, 11.19, 10.61, 7.01, 6.48, 4.01, 3.33, 2.73, 1.16, 10.9,
    ]);
    expect(new Set(SALES_BY_PRODUCT_2020.slices.map((slice) => slice.label)).size).toBe(11);
  });

  it('names each chart with an id unique on the site (remote prefix)', () => {
    const ids = SALES_CHARTS.map((chart) => chart.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^corporate-/);
  });
});
