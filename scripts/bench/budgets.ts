// The performance budgets `npm run bench` prints every figure against. Data only: the bench
// marks a figure over its limit and fails nothing. `min` limits are floors (scores), `max`
// limits are ceilings (times, sizes, shift). The page-weight budgets (JavaScript and HTML of a
// first visit, per route group) are in tooling/budgets/pageBudgets.json: the e2e guard of
// `npm test` reads them too.

/**
 * Lighthouse mobile preset, simulated throttling, the median of LIGHTHOUSE_RUNS runs: these
 * key pages in Italian on every run (the home, a product, the news list, an article from the
 * API's seed and the sales department with its map), plus LIGHTHOUSE_SAMPLE pages of the
 * whole site taken in turn (another set each day), so the bench stays under 15 minutes.
 */
export const KEY_PAGES = [
  '/',
  '/products/rolled-foils/household-foil',
  '/news',
  '/news/nuova-linea-laminazione-a-freddo',
  '/contacts/sales-department',
];

/** The key pages plus `sample` others of `paths`, a different set each day. */
export function lighthousePages(
  paths: string[],
  sample: number,
  day = Math.floor(Date.now() / 86_400_000),
): string[] {
  const others = paths.filter((path) => !KEY_PAGES.includes(path) && !path.startsWith('/admin'));
  if (others.length === 0 || sample <= 0) return [...KEY_PAGES];
  // Evenly spread over the list (every group and language in turn), shifted by the day.
  const stride = others.length / sample;
  const picked = Array.from(
    { length: Math.min(sample, others.length) },
    (_, index) => others[Math.floor((index * stride + day) % others.length)]!,
  );
  return [...KEY_PAGES, ...new Set(picked)];
}

/** A limit: a floor (`min`, scores) or a ceiling (`max`, times, sizes, shift). */
export interface Limit {
  min?: number;
  max?: number;
  unit?: string;
  label?: string;
}

/** A figure against its limit: pass true (within), false (over), null (not measured). */
export interface Check {
  pass: boolean | null;
  limit: number | null;
}

/** A figure with its check, as report.json holds it. */
export interface Checked extends Check {
  value: number | null;
}

export const LIGHTHOUSE_BUDGET = {
  performance: { min: 97, label: 'perf' },
  lcpMs: { max: 1500, unit: 'ms', label: 'LCP' },
  tbtMs: { max: 150, unit: 'ms', label: 'TBT' },
  cls: { max: 0, label: 'CLS' },
  accessibility: { min: 100, label: 'a11y' },
  bestPractices: { min: 100, label: 'best pr.' },
  seo: { min: 100, label: 'SEO' },
} satisfies Record<string, Limit & { label: string }>;

/** Each remote's `remoteEntry.js` (gzip, KB), for every remote of the registry. */
export const REMOTE_ENTRY_GZIP_KB = 10;

/** An interaction's latency (Event Timing duration, CPU slowed 4×), ms. */
export const INTERACTION_MAX_MS = 100;

/** LCP of a page over the LCP of its server HTML without any script. */
export const FLOOR_RATIO_MAX = 1.1;

/** Server cost: the home page's uncached render p99 (ms) and each server's memory (MB). */
export const SERVER_BUDGET = { homeUncachedP99Ms: 60, rssMb: 300 };

/**
 * API cost: a cached read's share of the bare Express route's requests/s and its p99 (ms); an
 * uncached article read's requests/s at least five times 327, the rate of the slow read path
 * this target was set against: a return to it shows at once.
 */
export const API_BUDGET = {
  cachedShareMin: 0.5,
  cachedP99Ms: 10,
  uncachedMinRps: 5 * 327,
  // Beacons of real visitors: one per page view, so ten times the page views of a busy
  // second at the edge's measured ceiling is room enough.
  telemetryMinRps: 1000,
};

/** Building one remote alone, as a share of building the whole site. */
export const RELEASE_SHARE_MAX = 0.25;

/** `{ pass, limit }` of a figure against a `{ min }` or `{ max }` limit (pass null: no figure). */
export function check(value: number | null | undefined, limit: Limit | undefined): Check {
  const bound = limit?.min ?? limit?.max;
  if (limit === undefined || bound === undefined) return { pass: null, limit: null };
  if (value === null || value === undefined || Number.isNaN(value))
    return { pass: null, limit: bound };
  return { pass: limit.min !== undefined ? value >= limit.min : value <= bound, limit: bound };
}
