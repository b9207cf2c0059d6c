// Loaded lazily (React.lazy in Shares): ApexCharts is downloaded on the shares page only.
import { useMemo } from 'react';
import Chart from 'react-apexcharts/core';
import 'apexcharts/area';
// The library's stylesheet as a file (the chart's options turn its <style> injection off).
import 'apexcharts/dist/apexcharts.css';
import { sharePriceOptions } from './sharePriceOptions';
import type { SharePricePoint } from './shares.data';

export interface SharePriceChartProps {
  readonly id: string;
  readonly points: readonly SharePricePoint[];
  readonly animate: boolean;
}

/** The share price as an area chart; it fills the box its parent reserves. */
export default function SharePriceChart({ id, points, animate }: SharePriceChartProps) {
  const series = useMemo(
    () => [{ name: 'Prezzo di chiusura', data: points.map((point) => point.close) }],
    [points],
  );
  const options = useMemo(() => sharePriceOptions(points, { id, animate }), [points, id, animate]);
  return <Chart type="area" series={series} options={options} width="100%" height="100%" />;
}
