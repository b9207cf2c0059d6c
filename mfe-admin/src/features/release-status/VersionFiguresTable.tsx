import type { RemoteReleaseStatus, VersionFigures } from '@alu/common/contracts/schemas';
import {
  formatCount,
  formatLayoutShift,
  formatMilliseconds,
  formatRate,
  NO_DATA,
} from './releaseFormat';
import styles from './ReleasesTab.module.css';

/** One version's column of a period's table. */
export interface FiguresColumn {
  readonly heading: string;
  /** Absent when no visitor of this version was measured in the period. */
  readonly figures: VersionFigures | undefined;
}

const METRICS: readonly { label: string; cell: (figures: VersionFigures) => string }[] = [
  { label: 'Прегледи', cell: (figures) => formatCount(figures.views) },
  { label: 'Сесии', cell: (figures) => formatCount(figures.sessions) },
  {
    label: 'Грешки',
    cell: (figures) => `${formatCount(figures.errors)} (${formatRate(figures.errorRate)})`,
  },
  { label: 'Неуспешни зареждания', cell: (figures) => formatCount(figures.failedLoads) },
  { label: 'p75 LCP', cell: (figures) => formatMilliseconds(figures.lcpP75) },
  { label: 'p75 INP', cell: (figures) => formatMilliseconds(figures.inpP75) },
  { label: 'p75 CLS', cell: (figures) => formatLayoutShift(figures.clsP75) },
  { label: 'p75 TTFB', cell: (figures) => formatMilliseconds(figures.ttfbP75) },
];

/**
 * A period's columns: the stable version, the canary beside it, then any other version still
 * seen (pages opened before a change), the most viewed first.
 */
export function figuresColumns(
  remote: Pick<RemoteReleaseStatus, 'stable' | 'canary'>,
  figures: readonly VersionFigures[],
): FiguresColumn[] {
  const of = (version: string) => figures.find((item) => item.version === version);
  const { stable, canary } = remote;
  const others = figures
    .filter((item) => item.version !== stable.version && item.version !== canary?.version)
    .sort((a, b) => b.views - a.views);
  return [
    { heading: `Стабилна ${stable.version}`, figures: of(stable.version) },
    ...(canary ? [{ heading: `Канарче ${canary.version}`, figures: of(canary.version) }] : []),
    ...others.map((item) => ({ heading: item.version, figures: item })),
  ];
}

/** What real visitors measured over one period, the versions side by side. */
export function VersionFiguresTable({
  caption,
  columns,
}: {
  readonly caption: string;
  readonly columns: readonly FiguresColumn[];
}) {
  if (columns.every((column) => !column.figures)) {
    return (
      <p className={styles.noData}>
        {caption}: {NO_DATA}.
      </p>
    );
  }
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Показател</th>
            {columns.map((column) => (
              <th scope="col" key={column.heading} className={styles.version}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {METRICS.map((metric) => (
            <tr key={metric.label}>
              <th scope="row">{metric.label}</th>
              {columns.map((column) => (
                <td key={column.heading} className={styles.figure}>
                  {column.figures ? metric.cell(column.figures) : NO_DATA}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
