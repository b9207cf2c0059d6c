import type { ApexOptions } from 'apexcharts';
import { CHART_COLORS, doughnutOptions } from './doughnutOptions';
import { SALES_BY_COUNTRY_2024 } from './salesCharts.data';

type Formatter = (value: number, opts: { seriesIndex: number }) => string;

function dataLabel(options: ApexOptions, index: number): string {
  const format = options.dataLabels?.formatter as unknown as Formatter;
  // ApexCharts passes its own recomputed share as the value: the label must ignore it.
  return format(99.9, { seriesIndex: index });
}

describe('doughnutOptions', () => {
  const options = doughnutOptions(SALES_BY_COUNTRY_2024, { animate: true });

  it('registers the chart under its id with the slice labels in order', () => {
    expect(options.chart?.id).toBe('corporate-sales-by-country-2024');
    expect(options.labels).toEqual(SALES_BY_COUNTRY_2024.slices.map((slice) => slice.label));
    expect(CHART_COLORS.length).toBeGreaterThanOrEqual(SALES_BY_COUNTRY_2024.slices.length);
  });

  it('labels the ring with the published percentages, and leaves small slices to the legend', () => {
    expect(dataLabel(options, 0)).toBe('18,8\u00a0%');
    expect(dataLabel(options, 3)).toBe('8,3\u00a0%');
    expect(dataLabel(options, 9)).toBe('');
  });

  it('shows every published percentage in the legend', () => {
    const legend = options.legend?.formatter as unknown as (
      label: string,
      opts: { seriesIndex: number },
    ) => string;
    expect(legend('Austria', { seriesIndex: 9 })).toBe('Austria: 2,3\u00a0%');
  });

  it('turns animation off on request and keeps the legend from hiding slices', () => {
    expect(doughnutOptions(SALES_BY_COUNTRY_2024, { animate: false }).chart?.animations).toEqual({
      enabled: false,
    });
    expect(options.chart?.animations).toEqual({ enabled: true });
    expect(options.legend?.onItemClick?.toggleDataSeries).toBe(false);
  });
});
