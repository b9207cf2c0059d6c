import { Suspense, useId, type ReactNode } from 'react';
import { SpecTable, type SpecTableProps } from '../spec-table/SpecTable';
import { ClientOnly } from '../../federation/ssr/ClientOnly';
import { ChartErrorBoundary } from './ChartErrorBoundary';
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
  /** `data-testid` of the box. */
  readonly testId?: string;
  /** The chart's id (ApexCharts keeps one registry for every remote: ids must be unique). */
  readonly chartId?: string;
}

/**
 * A chart card: heading, the chart in a box of fixed size (a picture for assistive
 * technology), and its data as a table. A chart that fails (its code cannot be downloaded,
 * the library throws) says so inside its box; the rest of the page and the table stay.
 */
export function ChartFrame({
  title,
  description,
  table,
  children,
  boxClassName,
  placeholder,
  testId,
  chartId,
}: ChartFrameProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <div
        className={[styles.box, boxClassName].filter(Boolean).join(' ')}
        role="img"
        aria-label={description}
        data-testid={testId}
        data-chart-id={chartId}
      >
        <ChartErrorBoundary
          fallback={<p className={styles.error}>Il grafico non è disponibile.</p>}
        >
          {/* Charts draw with the DOM: the server's HTML has the placeholder, the table the data. */}
          <ClientOnly fallback={placeholder ?? null}>
            <Suspense fallback={placeholder ?? null}>{children}</Suspense>
          </ClientOnly>
        </ChartErrorBoundary>
      </div>
      <details className={styles.data}>
        <summary className={styles.summary}>Dati del grafico</summary>
        <SpecTable {...table} />
      </details>
    </section>
  );
}
