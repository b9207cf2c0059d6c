import { useLocale } from '@alu/common';
import { formatPercent } from '@alu/common/locale-format';
import { CHART_COLORS } from './chartColors';
import type { SalesChart } from './salesCharts.data';
import styles from './KeyFigures.module.css';

/**
 * A sales doughnut's key: each slice's colour, name and published share. It is the page's
 * markup, not the chart library's, so it is there before the chart's code and grows with its
 * entries (a longer language, a narrow screen) instead of scrolling inside the chart's box.
 */
export function SalesLegend({ chart }: { readonly chart: SalesChart }) {
  const locale = useLocale();
  return (
    <ul className={styles.legend}>
      {chart.slices.map((slice, index) => (
        <li key={slice.label} className={styles.legendItem}>
          {/* The colour as an SVG attribute: the site's policy refuses inline style attributes. */}
          <svg className={styles.swatch} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <rect width="12" height="12" rx="2" fill={CHART_COLORS[index % CHART_COLORS.length]} />
          </svg>
          {`${slice.label}: ${formatPercent(slice.value, locale)}`}
        </li>
      ))}
    </ul>
  );
}
