import { lazy } from 'react';
import { REDUCED_MOTION_QUERY, useLocale, useMediaQuery, Prose } from '@alu/common';
import { ChartFrame } from '@alu/common/chart-frame';
import { formatPercent, measureParts } from '@alu/common/locale-format';
import * as keyFiguresContent from './keyFigures.data';
import * as salesChartsContent from './salesCharts.data';
import type { SalesChart } from './salesCharts.data';
import { SalesLegend } from './SalesLegend';
import type { KeyFigure } from './keyFigures.data';
import styles from './KeyFigures.module.css';
import { useLocalizedContent, useTexts } from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';

const SalesDoughnut = lazy(
  () => import(/* webpackChunkName: "company-sales-doughnut" */ './SalesDoughnut'),
);

/** key-figures: the company's figures in circles and the two sales doughnuts. */
export function KeyFigures() {
  const { SALES_CHARTS } = useLocalizedContent(salesChartsContent, corporateTexts);
  const { KEY_FIGURES, KEY_FIGURES_TEXT } = useLocalizedContent(keyFiguresContent, corporateTexts);
  return (
    <>
      <Prose>
        <h2>{KEY_FIGURES_TEXT.heading}</h2>
        <p>{KEY_FIGURES_TEXT.intro}</p>
      </Prose>
      <dl className={styles.figures}>
        {KEY_FIGURES.map((figure) => (
          <KeyFigureCircle key={figure.key} figure={figure} />
        ))}
      </dl>
      <Prose>
        <h2>{KEY_FIGURES_TEXT.salesHeading}</h2>
        <p>{KEY_FIGURES_TEXT.salesIntro}</p>
      </Prose>
      <div className={styles.charts}>
        {SALES_CHARTS.map((chart) => (
          <SalesChartCard key={chart.id} chart={chart} />
        ))}
      </div>
    </>
  );
}

function KeyFigureCircle({ figure }: { readonly figure: KeyFigure }) {
  const locale = useLocale();
  const parts =
    typeof figure.figure === 'string'
      ? { value: figure.figure }
      : measureParts(figure.figure, locale);
  return (
    <div className={styles.figure} data-testid="key-figure">
      <dt className={styles.label}>{figure.label}</dt>
      <dd className={styles.circle}>
        {parts.qualifier ? <span className={styles.prefix}>{parts.qualifier}</span> : null}
        <span className={styles.value}>{parts.value}</span>
        {parts.unit ? <span className={styles.unit}>{parts.unit}</span> : null}
      </dd>
    </div>
  );
}

function SalesChartCard({ chart }: { readonly chart: SalesChart }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const tx = useTexts(corporateTexts);
  const locale = useLocale();
  return (
    <ChartFrame
      title={chart.title}
      description={tx(
        '{{chart}}: grafico ad anello; i valori sono nei dati del grafico qui sotto.',
        {
          chart: chart.title,
        },
      )}
      table={{
        caption: tx('{{chart}} (quote in percentuale)', { chart: chart.title }),
        head: [chart.categoryLabel, tx('Quota')],
        rows: chart.slices.map((slice) => [slice.label, formatPercent(slice.value, locale)]),
      }}
      boxClassName={styles.chartBox}
      placeholder={<span className={styles.placeholder} />}
      legend={<SalesLegend chart={chart} />}
      testId="sales-chart"
      chartId={chart.id}
    >
      <SalesDoughnut chart={chart} animate={!reducedMotion} />
    </ChartFrame>
  );
}
