import type { ApexOptions } from 'apexcharts';
import type { SiteLocale } from '@alu/common';
import { formatPercent } from '@alu/common/locale-format';
import { CHART_COLORS } from './chartColors';
import type { SalesChart } from './salesCharts.data';

/** Slices smaller than this (in percent) carry no label on the ring; the legend has them all. */
const MIN_LABELLED_SHARE = 6;

const FONT = 'inherit';

/**
 * ApexCharts options of a sales doughnut. The ring's slices are proportional, but every label
 * shows the published percentage (`slice.value`), not ApexCharts' recomputed share: the
 * published figures do not add up to exactly 100. `totalLabel` names the ring's centre (the
 * year's sales) in the page's language, whose rule every percentage follows too.
 */
export function doughnutOptions(
  chart: SalesChart,
  { animate, totalLabel, locale }: { animate: boolean; totalLabel: string; locale: SiteLocale },
): ApexOptions {
  const valueAt = (index: number | undefined) => chart.slices[index ?? -1]?.value ?? 0;
  const percent = (value: number) => formatPercent(value, locale);
  return {
    chart: {
      id: chart.id,
      type: 'donut',
      fontFamily: FONT,
      toolbar: { show: false },
      animations: { enabled: animate },
      // The page already offers the numbers as a table; the chart is one picture.
      selection: { enabled: false },
      // The chart is part of one picture (role="img") with the values in a table under it:
      // nothing in it may be a focusable control no reader can reach.
      accessibility: { enabled: false },
      // The site's Content-Security-Policy refuses injected <style> elements: the chart's
      // stylesheet is imported as a file instead (SalesDoughnut.tsx).
      injectStyleSheet: false,
    },
    labels: chart.slices.map((slice) => slice.label),
    colors: [...CHART_COLORS],
    stroke: { width: 2, colors: ['#ffffff'] },
    dataLabels: {
      enabled: true,
      formatter: (_share, opts) => {
        const value = valueAt(opts?.seriesIndex);
        return value >= MIN_LABELLED_SHARE ? percent(value) : '';
      },
      style: { fontSize: '12px', fontFamily: FONT, fontWeight: 600 },
      dropShadow: { enabled: false },
    },
    // The legend is the page's own (SalesLegend, beside the chart): ApexCharts' legend sits
    // in the chart's fixed box and scrolls, out of a keyboard's reach, when its entries do
    // not fit.
    legend: { show: false },
    tooltip: {
      y: { formatter: (value) => percent(value) },
    },
    plotOptions: {
      pie: {
        expandOnClick: false,
        donut: {
          size: '58%',
          labels: {
            show: true,
            name: { fontSize: '14px', fontFamily: FONT },
            value: {
              fontSize: '22px',
              fontFamily: FONT,
              fontWeight: 700,
              color: '#0b2a4a',
              formatter: (value) => percent(Number(value)),
            },
            total: {
              show: true,
              showAlways: false,
              label: totalLabel,
              fontSize: '14px',
              fontFamily: FONT,
              color: '#4a5561',
              formatter: () => chart.year,
            },
          },
        },
      },
    },
  };
}
