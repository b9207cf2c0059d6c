// Loaded lazily (React.lazy in KeyFigures): ApexCharts is downloaded on key-figures only.
import { useMemo } from 'react';
import { useLocale, useTexts } from '@alu/common';
import Chart from 'react-apexcharts/core';
import 'apexcharts/donut';
// The library's stylesheet as a file (the chart's options turn its <style> injection off).
import 'apexcharts/dist/apexcharts.css';
import { doughnutOptions } from './doughnutOptions';
import type { SalesChart } from './salesCharts.data';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';

export interface SalesDoughnutProps {
  readonly chart: SalesChart;
  readonly animate: boolean;
}

/** One sales doughnut; it fills the box its parent reserves. */
export default function SalesDoughnut({ chart, animate }: SalesDoughnutProps) {
  const series = useMemo(() => chart.slices.map((slice) => slice.value), [chart]);
  const tx = useTexts(corporateTexts);
  const totalLabel = tx('Vendite');
  const locale = useLocale();
  const options = useMemo(
    () => doughnutOptions(chart, { animate, totalLabel, locale }),
    [chart, animate, totalLabel, locale],
  );
  return <Chart type="donut" series={series} options={options} width="100%" height="100%" />;
}
