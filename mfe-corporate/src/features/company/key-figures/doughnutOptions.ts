import type { ApexOptions } from 'apexcharts';
import { formatPercent } from './formatPercent';
import type { SalesChart } from './salesCharts.data';

/** Below this window width the legend moves under the doughnut (matches the CSS). */
export const NARROW_CHART_BREAKPOINT = 640;

/** Slices smaller than this (in percent) carry no label on the ring; the legend has them all. */
const MIN_LABELLED_SHARE = 6;

/** Brand navy and red first, then steel tones and a few warm accents; "others" last in grey. */
export const CHART_COLORS = [
  '#0b2a4a',
  '#c8102e',
  '#2f6f9f',
  '#e3a33b',
  '#1f8a70',
  '#7fb3d5',
  '#5b3f8c',
  '#d9643a',
  '#4a5561',
  '#8fa3b5',
  '#c3ccd5',
] as const;

const FONT = 'inherit';

/**
 * ApexCharts options of a sales doughnut. The ring's slices are proportional, but every label
 * shows the published percentage (`slice.value`), not ApexCharts' recomputed share: the
 * published figures do not add up to exactly 100.
 */
export function doughnutOptions(chart: SalesChart, { animate }: { animate: boolean }): ApexOptions {
  const valueAt = (index: number | undefined) => chart.slices[index ?? -1]?.value ?? 0;
  return {
    chart: {
      id: chart.id,
      type: 'donut',
      fontFamily: FONT,
      toolbar: { show: false },
      animations: { enabled: animate },
      // The page already offers the numbers as a table; the chart is one picture.
      selection: { enabled: false },
      // The box is one picture (role="img") with the values in a table under it: its legend
      // must not be a row of buttons inside a picture (focusable items no reader can reach).
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
        return value >= MIN_LABELLED_SHARE ? formatPercent(value) : '';
      },
      style: { fontSize: '12px', fontFamily: FONT, fontWeight: 600 },
      dropShadow: { enabled: false },
    },
    legend: {
      position: 'right',
      fontSize: '14px',
      fontFamily: FONT,
      formatter: (label, opts) => `${label}: ${formatPercent(valueAt(opts?.seriesIndex))}`,
      itemMargin: { vertical: 3 },
      onItemClick: { toggleDataSeries: false },
    },
    tooltip: {
      y: { formatter: (value) => formatPercent(value) },
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
              formatter: (value) => formatPercent(Number(value)),
            },
            total: {
              show: true,
              showAlways: false,
              label: 'Vendite',
              fontSize: '14px',
              fontFamily: FONT,
              color: '#4a5561',
              formatter: () => chart.year,
            },
          },
        },
      },
    },
    responsive: [
      {
        breakpoint: NARROW_CHART_BREAKPOINT,
        options: { legend: { position: 'bottom', fontSize: '13px' } },
      },
    ],
  };
}
