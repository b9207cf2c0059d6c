// The performance budgets `npm run bench` prints every figure against. Data only: the bench
// marks a figure over its limit and fails nothing. `min` limits are floors (scores), `max`
// limits are ceilings (times, sizes, shift).

/**
 * Lighthouse mobile preset, simulated throttling, the median of LIGHTHOUSE_RUNS runs: the
 * home, a product, the news list, an article (from the API's seed) and the sales department,
 * in Italian, English and Bulgarian (SEO and accessibility must be 100 in each language).
 */
const KEY_PAGES = [
  '/',
  '/products/rolled-foils/household-foil',
  '/news',
  '/news/nuova-linea-laminazione-a-freddo',
  '/contacts/sales-department',
];
export const LIGHTHOUSE_ROUTES = ['', '/en', '/bg'].flatMap((prefix) =>
  KEY_PAGES.map((page) => (prefix && page === '/' ? prefix : `${prefix}${page}`)),
);

export const LIGHTHOUSE_BUDGET = {
  performance: { min: 95, label: 'perf' },
  lcpMs: { max: 2000, unit: 'ms', label: 'LCP' },
  tbtMs: { max: 150, unit: 'ms', label: 'TBT' },
  cls: { max: 0.02, label: 'CLS' },
  accessibility: { min: 100, label: 'a11y' },
  bestPractices: { min: 100, label: 'best pr.' },
  seo: { min: 100, label: 'SEO' },
};

/**
 * JavaScript a first visit downloads (gzip of the bodies, KB) until the page is loaded and
 * idle, per route group of routeGroups.mjs, for the Italian pages. The home page's 130 KB is
 * the target of the issue that set it (133 KB on 26 November 2026: over it since the news
 * strip and the languages). The others hold today's site (measured 26 November 2026, with the
 * languages' plumbing: 134–158 KB, the contacts page with the sales map 201 KB, the admin
 * sign-in 254 KB) with about 5 KB of room, rounded up to 5 KB: they catch a regression; lower
 * them as the shared base shrinks.
 */
export const FIRST_VISIT_JS_GZIP_KB = {
  home: 130,
  company: 160,
  markets: 155,
  sustainability: 155,
  careers: 160,
  'products-landing': 140,
  product: 160,
  contacts: 210,
  investors: 160,
  'download-center': 145,
  news: 165,
  sitemap: 140,
  admin: 260,
};

/** Each remote's `remoteEntry.js` (gzip, KB), for every remote of the registry. */
export const REMOTE_ENTRY_GZIP_KB = 10;

/** `{ pass, limit }` of a figure against a `{ min }` or `{ max }` limit (pass null: no figure). */
export function check(value, limit) {
  const bound = limit?.min ?? limit?.max;
  if (bound === undefined) return { pass: null, limit: null };
  if (value === null || value === undefined || Number.isNaN(value))
    return { pass: null, limit: bound };
  return { pass: limit.min !== undefined ? value >= limit.min : value <= limit.max, limit: bound };
}
