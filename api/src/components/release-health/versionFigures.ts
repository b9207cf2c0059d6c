// A version's figures over a period: the counts of its aggregates summed over routes and
// minutes (or hours), its error rate and the 75th percentiles of its measures.
import {
  CLIENT_ERROR_KINDS,
  TELEMETRY_MEASURES,
  type TelemetryMeasure,
  type VersionFigures,
} from '@alu/common/contracts/schemas';
import { addHistograms, MEASURE_BOUNDS, p75, type AggregateCounts } from '../telemetry';

export interface Totals {
  views: number;
  sessions: number;
  /** Every client error, failed loads included. */
  errors: number;
  failedLoads: number;
  histograms: Record<TelemetryMeasure, Record<string, number>>;
}

export function emptyTotals(): Totals {
  return {
    views: 0,
    sessions: 0,
    errors: 0,
    failedLoads: 0,
    histograms: { lcp: {}, inp: {}, cls: {}, ttfb: {} },
  };
}

export function addCounts(totals: Totals, counts: AggregateCounts): void {
  totals.views += counts.views ?? 0;
  totals.sessions += counts.sessions ?? 0;
  for (const kind of CLIENT_ERROR_KINDS) totals.errors += counts.errors?.[kind] ?? 0;
  totals.failedLoads += counts.errors?.load ?? 0;
  for (const measure of TELEMETRY_MEASURES) {
    addHistograms(totals.histograms[measure], counts[measure]);
  }
}

/**
 * Errors per page view. Without a view, each error counts as one: a version whose page never
 * got to count its view (its code failed to load) has the worst rate, not none.
 */
export const errorRate = ({ errors, views }: Pick<Totals, 'errors' | 'views'>): number =>
  errors / Math.max(views, 1);

export function figuresOf(version: string, totals: Totals): VersionFigures {
  const percentile = (measure: TelemetryMeasure) =>
    p75(totals.histograms[measure], MEASURE_BOUNDS[measure]);
  return {
    version,
    views: totals.views,
    sessions: totals.sessions,
    errors: totals.errors,
    errorRate: errorRate(totals),
    failedLoads: totals.failedLoads,
    lcpP75: percentile('lcp'),
    inpP75: percentile('inp'),
    clsP75: percentile('cls'),
    ttfbP75: percentile('ttfb'),
  };
}
