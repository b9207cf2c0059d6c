import type { ApexOptions } from 'apexcharts';
import { format, parseISO } from 'date-fns';
import { INTL_LOCALES, type SiteLocale } from '@alu/common';
import { DATE_LOCALES } from '../../../shared/dates/dateLocales';
import type { SharePricePoint } from './shares.data';

const priceFormat = (locale: SiteLocale) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** "5,20 BGN" (Italian and Bulgarian), "5.20 BGN" (English). */
export const formatPrice = (value: number, locale: SiteLocale = 'it') =>
  `${priceFormat(locale).format(value)} BGN`;

const monthOf = (point: SharePricePoint) => parseISO(`${point.month}-01`);

/** "gennaio 2018": the month of a point in the data table. */
export const monthLabel = (point: SharePricePoint, locale: SiteLocale = 'it') =>
  format(monthOf(point), 'LLLL yyyy', { locale: DATE_LOCALES[locale] });

/** "gen": the month of a point on the axis (the chart's title names the year). */
const axisLabel = (point: SharePricePoint, locale: SiteLocale) =>
  format(monthOf(point), 'LLL', { locale: DATE_LOCALES[locale] });

/** ApexCharts options of the share-price area chart (brand navy line, no toolbar). */
export function sharePriceOptions(
  points: readonly SharePricePoint[],
  { id, animate, locale }: { id: string; animate: boolean; locale: SiteLocale },
): ApexOptions {
  const price = priceFormat(locale);
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
      categories: points.map((point) => axisLabel(point, locale)),
      labels: { style: { fontSize: '12px' } },
      tooltip: { enabled: false },
    },
    yaxis: {
      min: 4.5,
      max: 6.5,
      tickAmount: 4,
      labels: { formatter: (value) => price.format(value) },
      title: { text: 'BGN' },
    },
    tooltip: { y: { formatter: (value) => formatPrice(value, locale) } },
    grid: { borderColor: '#d5dbe2', strokeDashArray: 4 },
    legend: { show: false },
  };
}
