// The measures of page views (LCP, INP, TTFB in milliseconds, CLS without unit) are kept as
// counts per bucket, never as values: a bucket's count is `$inc`-ed by every API instance, and
// the 75th percentile is read back from the counts. The bounds are fixed: stored counts are
// keyed by their bucket's upper bound (`le2500`, `le0_1`), so changing the bounds later leaves
// the old counts readable under their own keys but no longer summed with the new ones.
import type { TelemetryMeasure } from '@alu/common/contracts/schemas';

/**
 * Milliseconds: roughly logarithmic (each about 1.3 to 1.5 times the one before), with the
 * thresholds of the web-vitals ratings among them (INP 200/500, TTFB 800/1800, LCP 2500/4000).
 */
export const MILLISECOND_BOUNDS: readonly number[] = [
  25, 50, 75, 100, 150, 200, 300, 400, 500, 650, 800, 1000, 1300, 1800, 2500, 3200, 4000, 5000,
  6500, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
];

/** Layout shift, with the ratings' thresholds (0.1 good, 0.25 poor) among them. */
export const CLS_BOUNDS: readonly number[] = [
  0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.35, 0.5, 0.75, 1, 1.5, 2.5, 5,
];

export const MEASURE_BOUNDS: Readonly<Record<TelemetryMeasure, readonly number[]>> = {
  lcp: MILLISECOND_BOUNDS,
  inp: MILLISECOND_BOUNDS,
  ttfb: MILLISECOND_BOUNDS,
  cls: CLS_BOUNDS,
};

/** The bucket above the last bound. */
export const OPEN_BUCKET = 'inf';

/** Counts by bucket key. */
export type Histogram = Readonly<Record<string, number>>;

/** A bound as a field name: no dot (MongoDB reads a dot as a path). */
const keyOf = (bound: number) => `le${String(bound).replace('.', '_')}`;

/** The key of the bucket holding `value`: the first bound at or above it. */
export function bucketKey(bounds: readonly number[], value: number): string {
  const bound = bounds.find((upper) => value <= upper);
  return bound === undefined ? OPEN_BUCKET : keyOf(bound);
}

/**
 * The 75th percentile, as the upper bound of the bucket that holds it (the value is at most
 * that); in the open bucket above the last bound, that last bound (the value is more). Null
 * without any count.
 */
export function p75(histogram: Histogram | undefined, bounds: readonly number[]): number | null {
  if (!histogram) return null;
  const counted = [
    ...bounds.map((bound) => ({ value: bound, count: histogram[keyOf(bound)] ?? 0 })),
    { value: bounds[bounds.length - 1] ?? 0, count: histogram[OPEN_BUCKET] ?? 0 },
  ];
  const total = counted.reduce((sum, bucket) => sum + bucket.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of counted) {
    seen += bucket.count;
    if (seen >= rank) return bucket.value;
  }
  return null;
}

/** The sum of histograms (each bucket's counts added). */
export function addHistograms(into: Record<string, number>, more: Histogram | undefined): void {
  for (const [key, count] of Object.entries(more ?? {})) into[key] = (into[key] ?? 0) + count;
}
