import type { ApexOptions } from 'apexcharts';
import type { SiteLocale } from '@alu/common';
import { currencySign, formatMoney, formatMonth, formatNumber } from '@alu/common/locale-format';
import type { SharePricePoint } from './shares.data';

/** "5,20 BGN" (Italian), "BGN 5.20" (English), "5,20 лв." (Bulgarian). */
export const formatPrice = (value: number, locale: SiteLocale = 'it') =>
  formatMoney(value, 'BGN', locale, { fractionDigits: 2 });

/** "gennaio 2018": the month of a point in the data table. */
export const monthLabel = (point: SharePricePoint, locale: SiteLocale = 'it') =>
  formatMonth(point.month, locale);

/** ApexCharts options of the share-price area chart (brand navy line, no toolbar). */
export function sharePriceOptions(
  points: readonly SharePricePoint[],
  { id, animate, locale }: { id: string; animate: boolean; locale: SiteLocale },
): ApexOptions {
  return {
    chart: {
      id,
      type: 'area',
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: animate },
      // The site's Content-Security-Policy refuses injected <style> elements: the chart's
      // stylesheet is imported as a file instead (SharePriceChart.tsx).
      injectStyleSheet: false,
    },
    colors: ['#0b2a4a'],
    stroke: { curve: 'straight', width: 3 },
    fill: { type: 'gradient', gradient: { opacityFrom: 0.35, opacityTo: 0.02 } },
    dataLabels: { enabled: false },
    markers: { size: 4, colors: ['#c8102e'], strokeWidth: 0 },
    xaxis: {
      categories: points.map((point) => formatMonth(point.month, locale, 'axis')),
      labels: { style: { fontSize: '12px' } },
      tooltip: { enabled: false },
    },
    yaxis: {
      min: 4.5,
      max: 6.5,
      tickAmount: 4,
      labels: { formatter: (value) => formatNumber(value, locale, { fractionDigits: 2 }) },
      title: { text: currencySign('BGN', locale) },
    },
    tooltip: { y: { formatter: (value) => formatPrice(value, locale) } },
    grid: { borderColor: '#d5dbe2', strokeDashArray: 4 },
    legend: { show: false },
  };
}
