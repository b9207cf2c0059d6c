import { lazy } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery, Prose } from '@alu/common';
import { ChartFrame } from '@alu/common/chart-frame';
import { formatPercent } from './formatPercent';
import * as keyFiguresContent from './keyFigures.data';
import * as salesChartsContent from './salesCharts.data';
import type { SalesChart } from './salesCharts.data';
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
          <div key={figure.key} className={styles.figure} data-testid="key-figure">
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.circle}>
              {figure.prefix ? <span className={styles.prefix}>{figure.prefix}</span> : null}
              <span className={styles.value}>{figure.value}</span>
              {figure.unit ? <span className={styles.unit}>{figure.unit}</span> : null}
            </dd>
          </div>
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

function SalesChartCard({ chart }: { readonly chart: SalesChart }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const tx = useTexts(corporateTexts);
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
        rows: chart.slices.map((slice) => [slice.label, formatPercent(slice.value)]),
      }}
      boxClassName={styles.chartBox}
      placeholder={<span className={styles.placeholder} />}
      testId="sales-chart"
      chartId={chart.id}
    >
      <SalesDoughnut chart={chart} animate={!reducedMotion} />
    </ChartFrame>
  );
}
