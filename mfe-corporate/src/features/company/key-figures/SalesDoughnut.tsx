// Loaded lazily (React.lazy in KeyFigures): ApexCharts is downloaded on key-figures only.
import { useMemo } from 'react';
import Chart from 'react-apexcharts/core';
import 'apexcharts/donut';
import 'apexcharts/features/legend';
// The library's stylesheets as files (the chart's options turn its <style> injection off).
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';
import { doughnutOptions } from './doughnutOptions';
import type { SalesChart } from './salesCharts.data';

export interface SalesDoughnutProps {
  readonly chart: SalesChart;
  readonly animate: boolean;
}

/** One sales doughnut; it fills the box its parent reserves. */
export default function SalesDoughnut({ chart, animate }: SalesDoughnutProps) {
  const series = useMemo(() => chart.slices.map((slice) => slice.value), [chart]);
  const options = useMemo(() => doughnutOptions(chart, { animate }), [chart, animate]);
  return <Chart type="donut" series={series} options={options} width="100%" height="100%" />;
}
