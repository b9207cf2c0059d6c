// Puts the bench's figures next to their budgets (budgets.mjs, pageBudgets.json): pass flags
// for report.json and aligned text tables, every budgeted figure as `✔ figure / limit` or
// `✖ figure / limit`.
import { LIGHTHOUSE_BUDGET, REMOTE_ENTRY_GZIP_KB, check } from './budgets.mjs';

export const PASS = '✔';
export const OVER = '✖';
export const FAILED = '! failed';
export const NONE = '—';
/** Lighthouse's category ids of the budgeted scores, for the audits that failed. */
const CATEGORY_IDS = {
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** Budget checks of Lighthouse's median run: `{ performance: { value, limit, pass }, … }`. */
function lighthouseChecks(result) {
  return Object.fromEntries(
    Object.entries(LIGHTHOUSE_BUDGET).map(([key, limit]) => {
      const value = result && !result.error ? result[key] : null;
      return [key, { value, ...check(value, limit) }];
    }),
  );
}

/** A count that must be zero: `{ value, limit: 0, pass }`. */
const none = (list) => ({ value: list?.length ?? null, ...check(list?.length, { max: 0 }) });

/** The checks of one page's first visit. */
function pageChecks(page) {
  const jsGzipKb = page.error ? null : kb(page.jsGzip);
  const htmlGzipKb = page.error ? null : kb(page.htmlGzip);
  return {
    jsGzipKb: { value: jsGzipKb, ...check(jsGzipKb, { max: page.jsGzipKb }) },
    htmlGzipKb: { value: htmlGzipKb, ...check(htmlGzipKb, { max: page.htmlGzipKb }) },
    duplicateScripts: none(page.duplicateScripts),
    repeatedStyles: {
      value: page.repeatedStyles ?? null,
      ...check(page.repeatedStyles, { max: 0 }),
    },
    oversizedImages: none(page.oversizedImages),
  };
}

/**
 * Adds the budgets and pass flags to the measured figures. `pass` is true (within), false
 * (over) or null (not measured: the measurement failed).
 */
export function applyBudgets({ pages, lighthouse, remoteEntries }) {
  const lighthouseRoutes = lighthouse.map((result) => ({
    ...result,
    budget: lighthouseChecks(result),
  }));
  const measured = pages.map((page) => ({ ...page, budget: pageChecks(page) }));
  const entries = remoteEntries.map((entry) => {
    const gzipKb = entry.error ? null : kb(entry.gzip);
    return {
      ...entry,
      budget: { gzipKb: { value: gzipKb, ...check(gzipKb, { max: REMOTE_ENTRY_GZIP_KB }) } },
    };
  });
  return {
    budgets: { lighthouse: LIGHTHOUSE_BUDGET, remoteEntryGzipKb: REMOTE_ENTRY_GZIP_KB },
    pages: measured,
    lighthouse: lighthouseRoutes,
    remoteEntries: entries,
  };
}

/** Every budget check of a report section: `{ value, limit, pass }` objects. */
export function checksOf(report) {
  return [
    ...(report.pages ?? []).flatMap((page) => Object.values(page.budget)),
    ...(report.lighthouse ?? []).flatMap((route) => Object.values(route.budget)),
    ...(report.remoteEntries ?? []).map((entry) => entry.budget.gzipKb),
  ].filter((item) => item.limit !== null);
}

/** `✔ 118.2 / 130 KB`: a figure, its limit and the mark. */
export function cell(item, unit = '') {
  if (!item) return NONE;
  if (item.limit === null) return item.value === null ? NONE : String(item.value);
  if (item.pass === null) return FAILED;
  const suffix = unit ? ` ${unit}` : '';
  return `${item.pass ? PASS : OVER} ${item.value} / ${item.limit}${suffix}`;
}

const range = (values, unit = '') => (values ? `${values[0]}–${values[1]}${unit}` : NONE);

/** Rows (arrays of cells, `null` for a rule) as aligned text under their header. */
export function formatTable(header, rows) {
  const all = [header, null, ...rows];
  const widths = header.map((_, index) =>
    Math.max(...all.filter(Boolean).map((row) => [...String(row[index] ?? '')].length)),
  );
  const pad = (text, width) => text + ' '.repeat(width - [...text].length);
  return all
    .map((row) =>
      row
        ? row
            .map((text, index) => pad(String(text ?? ''), widths[index]))
            .join('  ')
            .trimEnd()
        : widths.map((width) => '─'.repeat(width)).join('  '),
    )
    .join('\n');
}

const PAGE_COLUMNS = [
  'group',
  'page',
  'JS gzip ≤',
  'HTML gzip ≤',
  'requests',
  'req<LCP',
  'JS twice',
  'CSS twice',
  'big images',
];

function pageRow(page) {
  if (page.error) return [page.group, page.path, FAILED, FAILED, '', '', '', '', ''];
  const { budget } = page;
  return [
    page.group,
    page.path,
    cell(budget.jsGzipKb, 'KB'),
    cell(budget.htmlGzipKb, 'KB'),
    page.requests,
    page.requestsBeforeLcp ?? NONE,
    cell(budget.duplicateScripts),
    cell(budget.repeatedStyles),
    cell(budget.oversizedImages),
  ];
}

const LIGHTHOUSE_COLUMNS = [
  'page',
  'perf ≥',
  'perf min–max',
  'LCP ≤',
  'LCP min–max',
  'TBT ≤',
  'TBT min–max',
  'CLS ≤',
  'a11y ≥',
  'best pr. ≥',
  'SEO ≥',
  'req<LCP',
  'runs',
];

function lighthouseRow(route) {
  const pathname = new URL(route.url).pathname;
  if (route.error) return [pathname, ...Array(11).fill(FAILED), `${route.succeeded}/${route.runs}`];
  const { budget } = route;
  return [
    pathname,
    cell(budget.performance),
    range(route.performanceRange),
    cell(budget.lcpMs, 'ms'),
    range(route.lcpRange, ' ms'),
    cell(budget.tbtMs, 'ms'),
    range(route.tbtRange, ' ms'),
    cell(budget.cls),
    cell(budget.accessibility),
    cell(budget.bestPractices),
    cell(budget.seo),
    route.requestsBeforeLcp ?? NONE,
    `${route.succeeded}/${route.runs}`,
  ];
}

/** What is over budget, each as one line. */
function overBudget(result) {
  return [
    ...result.pages.flatMap((page) =>
      Object.entries(page.budget)
        .filter(([, item]) => item.pass === false)
        .map(([key, item]) => `${page.path} ${key} ${cell(item)}`),
    ),
    ...result.lighthouse.flatMap((route) =>
      Object.entries(route.budget)
        .filter(([, item]) => item.pass === false)
        .map(([key, item]) => {
          const audits = route.failedAudits?.[CATEGORY_IDS[key]];
          const why = audits?.length ? ` (${audits.join(', ')})` : '';
          return `${new URL(route.url).pathname} ${LIGHTHOUSE_BUDGET[key].label} ${cell(item, LIGHTHOUSE_BUDGET[key].unit)}${why}`;
        }),
    ),
    ...result.remoteEntries
      .filter((entry) => entry.budget.gzipKb.pass === false)
      .map((entry) => `${entry.name} remoteEntry.js ${cell(entry.budget.gzipKb, 'KB')}`),
  ];
}

function failures(result) {
  return [
    ...result.pages.filter((page) => page.error).map((page) => `${page.path}: ${page.error}`),
    ...result.pages
      .filter((page) => page.unreadScripts?.length)
      .map((page) => `${page.path}: body not read (counted 0): ${page.unreadScripts.join(' ')}`),
    ...result.pages
      .filter((page) => page.oversizedImages?.length)
      .map((page) => `${page.path}: oversized ${page.oversizedImages.join(', ')}`),
    ...result.lighthouse.flatMap((route) =>
      (route.errors?.length ? route.errors : [route.error].filter(Boolean)).map(
        (error) => `Lighthouse ${new URL(route.url).pathname}: ${error}`,
      ),
    ),
    ...result.remoteEntries
      .filter((entry) => entry.error)
      .map((entry) => `${entry.name}: ${entry.error}`),
  ];
}

/** The budget tables as text, with their legend and the list of figures over budget. */
export function formatBudgetTable(result, lighthouseRuns) {
  const checks = checksOf(result);
  const over = overBudget(result);
  const entries = result.remoteEntries.map((entry) => [
    entry.name,
    entry.error ? FAILED : cell(entry.budget.gzipKb, 'KB'),
  ]);
  return [
    'First visit of every page (Chromium 1280×720, fresh profile, until loaded and idle).',
    'Budgets per route group: tooling/budgets/pageBudgets.json.',
    formatTable(PAGE_COLUMNS, result.pages.map(pageRow)),
    '',
    `Lighthouse: mobile, simulated throttling, the run with the median performance of ${lighthouseRuns}; min–max over the runs.`,
    formatTable(LIGHTHOUSE_COLUMNS, result.lighthouse.map(lighthouseRow)),
    '',
    formatTable(['remoteEntry.js', 'gzip ≤'], entries),
    `${PASS} within budget, ${OVER} over budget, ${FAILED}: not measured.`,
    `${checks.filter((item) => item.pass === true).length} of ${checks.length} figures within budget, ${over.length} over, ${checks.filter((item) => item.pass === null).length} not measured.`,
    ...(over.length ? [`Over budget: ${over.join('; ')}`] : []),
    ...failures(result).map((failure) => `Failed: ${failure.replace(/\s+/g, ' ').slice(0, 300)}`),
  ].join('\n');
}
