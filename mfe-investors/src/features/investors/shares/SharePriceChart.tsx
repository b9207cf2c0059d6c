// Loaded lazily (React.lazy in Shares): ApexCharts is downloaded on the shares page only.
import { useMemo } from 'react';
import { useLocale, useTexts } from '@alu/common';
import Chart from 'react-apexcharts/core';
import 'apexcharts/area';
// The library's stylesheet as a file (the chart's options turn its <style> injection off).
import 'apexcharts/dist/apexcharts.css';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';
import { sharePriceOptions } from './sharePriceOptions';
import type { SharePricePoint } from './shares.data';

export interface SharePriceChartProps {
  readonly id: string;
  readonly points: readonly SharePricePoint[];
  readonly animate: boolean;
}

/** The share price as an area chart; it fills the box its parent reserves. */
export default function SharePriceChart({ id, points, animate }: SharePriceChartProps) {
  const locale = useLocale();
  const seriesName = useTexts(investorsTexts)('Prezzo di chiusura');
  const series = useMemo(
    () => [{ name: seriesName, data: points.map((point) => point.close) }],
    [points, seriesName],
  );
  const options = useMemo(
    () => sharePriceOptions(points, { id, animate, locale }),
    [points, id, animate, locale],
  );
  return <Chart type="area" series={series} options={options} width="100%" height="100%" />;
}
