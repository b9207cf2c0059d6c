import type { ApexOptions } from 'apexcharts';
import { CHART_COLORS } from './chartColors';
import { doughnutOptions } from './doughnutOptions';
import { SALES_BY_COUNTRY_2024 } from './salesCharts.data';

type Formatter = (value: number, opts: { seriesIndex: number }) => string;

function dataLabel(options: ApexOptions, index: number): string {
  const format = options.dataLabels?.formatter as unknown as Formatter;
  // ApexCharts passes its own recomputed share as the value: the label must ignore it.
  return format(99.9, { seriesIndex: index });
}

describe('doughnutOptions', () => {
  const options = doughnutOptions(SALES_BY_COUNTRY_2024, {
    animate: true,
    totalLabel: 'Sales',
    locale: 'it',
  });

  it('registers the chart under its id with the slice labels in order', () => {
    expect(options.chart?.id).toBe('corporate-sales-by-country-2024');
    expect(options.labels).toEqual(SALES_BY_COUNTRY_2024.slices.map((slice) => slice.label));
    expect(CHART_COLORS.length).toBeGreaterThanOrEqual(SALES_BY_COUNTRY_2024.slices.length);
  });

  it('labels the ring with the published percentages, and leaves small slices to the legend', () => {
    expect(dataLabel(options, 0)).toBe('18,8%');
    expect(dataLabel(options, 3)).toBe('8,3%');
    expect(dataLabel(options, 9)).toBe('');
  });

  it('writes the percentages by the page’s language', () => {
    const english = doughnutOptions(SALES_BY_COUNTRY_2024, {
      animate: true,
      totalLabel: 'Sales',
      locale: 'en',
    });
    expect(dataLabel(english, 0)).toBe('18.8%');
  });

  it('draws no legend of its own (the page draws it beside the chart)', () => {
    expect(options.legend?.show).toBe(false);
  });

  it('turns animation off on request', () => {
    expect(
      doughnutOptions(SALES_BY_COUNTRY_2024, { animate: false, totalLabel: 'Sales', locale: 'it' })
        .chart?.animations,
    ).toEqual({
      enabled: false,
    });
    expect(options.chart?.animations).toEqual({ enabled: true });
  });

  it('names the ring’s centre with the label it is given (the page’s language)', () => {
    expect(options.plotOptions?.pie?.donut?.labels?.total?.label).toBe('Sales');
  });
});
