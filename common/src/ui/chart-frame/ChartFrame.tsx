import { Suspense, useId, type ReactNode } from 'react';
import { SpecTable, type SpecTableProps } from '../spec-table/SpecTable';
import { ClientOnly } from '../../federation/ssr/ClientOnly';
import { ChartErrorBoundary } from './ChartErrorBoundary';
import { useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';
import styles from './ChartFrame.module.css';

export interface ChartFrameProps {
  /** The chart's heading (an h3). */
  readonly title: string;
  /** Accessible name of the picture, e.g. "…: grafico a linee; i valori sono nei dati…". */
  readonly description: string;
  /** The chart's values as a table, under a "Dati del grafico" disclosure. */
  readonly table: SpecTableProps;
  /** The chart itself, usually a lazily loaded component (its code comes on demand). */
  readonly children: ReactNode;
  /** Sizes the chart's box, so the chart arriving never moves the page. */
  readonly boxClassName?: string;
  /** Shown in the box while the chart's code loads. */
  readonly placeholder?: ReactNode;
  /**
   * The key to the chart's colours, drawn by the page beside the chart (under it on narrow
   * screens). It is rendered on the server and takes the height it needs, so it never
   * scrolls inside the chart's fixed box; like the chart, it is part of the picture.
   */
  readonly legend?: ReactNode;
  /** `data-testid` of the picture (the chart's box and its legend). */
  readonly testId?: string;
  /** The chart's id (ApexCharts keeps one registry for every remote: ids must be unique). */
  readonly chartId?: string;
}

/**
 * A chart card: heading, the chart in a box of fixed size with its legend, if any, beside it
 * (one picture for assistive technology), and its data as a table. A chart that fails (its
 * code cannot be downloaded, the library throws) says so inside its box; the rest of the page
 * and the table stay.
 */
export function ChartFrame({
  title,
  description,
  table,
  children,
  boxClassName,
  placeholder,
  legend,
  testId,
  chartId,
}: ChartFrameProps) {
  const tx = useTexts(uiTexts);
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <div
        className={legend ? `${styles.picture} ${styles.withLegend}` : styles.picture}
        role="img"
        aria-label={description}
        data-testid={testId}
        data-chart-id={chartId}
      >
        <div className={[styles.box, boxClassName].filter(Boolean).join(' ')}>
          <ChartErrorBoundary
            fallback={<p className={styles.error}>{tx('Il grafico non è disponibile.')}</p>}
          >
            {/* Charts draw with the DOM: the server's HTML has the placeholder, the table the data. */}
            <ClientOnly fallback={placeholder ?? null}>
              <Suspense fallback={placeholder ?? null}>{children}</Suspense>
            </ClientOnly>
          </ChartErrorBoundary>
        </div>
        {legend}
      </div>
      <details className={styles.data}>
        <summary className={styles.summary}>{tx('Dati del grafico')}</summary>
        <SpecTable {...table} />
      </details>
    </section>
  );
}
