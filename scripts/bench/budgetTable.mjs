// Puts the bench's figures next to their budgets (budgets.mjs): pass flags for report.json and
// one aligned text table, every budgeted figure as `✔ figure / limit` or `✖ figure / limit`.
import {
  FIRST_VISIT_JS_GZIP_KB,
  LIGHTHOUSE_BUDGET,
  LIGHTHOUSE_ROUTES,
  REMOTE_ENTRY_GZIP_KB,
  check,
} from './budgets.mjs';

const PASS = '✔';
const OVER = '✖';
const FAILED = '! failed';
const NONE = '—';
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

/**
 * Adds the budgets and pass flags to the measured figures. `pass` is true (within), false
 * (over) or null (not measured: the measurement failed).
 */
export function applyBudgets({ firstVisits, lighthouse, remoteEntries }) {
  const lighthouseRoutes = lighthouse.map((result) => ({
    ...result,
    budget: lighthouseChecks(result),
  }));
  const groups = firstVisits.map((visit) => {
    const route = lighthouseRoutes.find((result) => new URL(result.url).pathname === visit.path);
    const fromLighthouse = route && !route.error && route.requestsBeforeLcp !== null;
    const jsGzipKb = visit.error ? null : kb(visit.jsGzip);
    return {
      ...visit,
      requestsBeforeLcp: fromLighthouse
        ? route.requestsBeforeLcp
        : (visit.requestsBeforeLcp ?? null),
      requestsBeforeLcpSource: fromLighthouse ? 'lighthouse' : 'chromium',
      ...(fromLighthouse ? { chromiumRequestsBeforeLcp: visit.requestsBeforeLcp ?? null } : {}),
      budget: {
        jsGzipKb: {
          value: jsGzipKb,
          ...check(jsGzipKb, { max: FIRST_VISIT_JS_GZIP_KB[visit.group] }),
        },
      },
    };
  });
  const entries = remoteEntries.map((entry) => {
    const gzipKb = entry.error ? null : kb(entry.gzip);
    return {
      ...entry,
      budget: { gzipKb: { value: gzipKb, ...check(gzipKb, { max: REMOTE_ENTRY_GZIP_KB }) } },
    };
  });
  const checks = [
    ...groups.map((group) => group.budget.jsGzipKb),
    ...lighthouseRoutes.flatMap((route) => Object.values(route.budget)),
    ...entries.map((entry) => entry.budget.gzipKb),
  ].filter((item) => item.limit !== null);
  return {
    budgets: {
      lighthouseRoutes: LIGHTHOUSE_ROUTES,
      lighthouse: LIGHTHOUSE_BUDGET,
      firstVisitJsGzipKb: FIRST_VISIT_JS_GZIP_KB,
      remoteEntryGzipKb: REMOTE_ENTRY_GZIP_KB,
    },
    firstVisits: groups,
    lighthouse: lighthouseRoutes,
    remoteEntries: entries,
    summary: {
      budgets: checks.length,
      within: checks.filter((item) => item.pass === true).length,
      over: checks.filter((item) => item.pass === false).length,
      notMeasured: checks.filter((item) => item.pass === null).length,
    },
  };
}

/** `✔ 118.2 / 130 KB`: a figure, its limit and the mark. */
function cell(item, unit = '') {
  if (!item) return NONE;
  if (item.limit === null) return item.value === null ? NONE : String(item.value);
  if (item.pass === null) return FAILED;
  const suffix = unit ? ` ${unit}` : '';
  return `${item.pass ? PASS : OVER} ${item.value} / ${item.limit}${suffix}`;
}

const range = (values, unit = '') => (values ? `${values[0]}–${values[1]}${unit}` : NONE);

const COLUMNS = [
  'group',
  'path',
  'JS gzip ≤',
  'req<LCP',
  'perf ≥',
  'perf min–max',
  'LCP ≤',
  'LCP min–max',
  'TBT ≤',
  'CLS ≤',
  'a11y ≥',
  'best pr. ≥',
  'SEO ≥',
  'runs',
];

function lighthouseCells(route) {
  if (!route) return Array(10).fill('');
  const { budget } = route;
  const failed = route.error ? FAILED : null;
  return [
    failed ?? cell(budget.performance),
    failed ?? range(route.performanceRange),
    failed ?? cell(budget.lcpMs, 'ms'),
    failed ?? range(route.lcpRange, ' ms'),
    failed ?? cell(budget.tbtMs, 'ms'),
    failed ?? cell(budget.cls),
    failed ?? cell(budget.accessibility),
    failed ?? cell(budget.bestPractices),
    failed ?? cell(budget.seo),
    `${route.succeeded}/${route.runs}`,
  ];
}

/** The table's rows: route groups (with Lighthouse where it ran), other Lighthouse routes, remote entries. */
function tableRows({ firstVisits, lighthouse, remoteEntries }) {
  const rows = firstVisits.map((group) => {
    const route = lighthouse.find((result) => new URL(result.url).pathname === group.path);
    const requests =
      group.requestsBeforeLcp === null
        ? NONE
        : `${group.requestsBeforeLcp}${group.requestsBeforeLcpSource === 'lighthouse' ? ' LH' : ''}`;
    return [
      group.group,
      group.path,
      group.error ? FAILED : cell(group.budget.jsGzipKb, 'KB'),
      group.error ? FAILED : requests,
      ...lighthouseCells(route),
    ];
  });
  for (const route of lighthouse) {
    const pathname = new URL(route.url).pathname;
    if (firstVisits.some((group) => group.path === pathname)) continue;
    const requests = route.requestsBeforeLcp ?? NONE;
    rows.push(['(lighthouse)', pathname, NONE, `${requests} LH`, ...lighthouseCells(route)]);
  }
  const separator = null;
  rows.push(separator);
  for (const entry of remoteEntries)
    rows.push([
      'remoteEntry.js',
      entry.name,
      entry.error ? FAILED : cell(entry.budget.gzipKb, 'KB'),
      ...Array(11).fill(''),
    ]);
  return rows;
}

/** The budget table as aligned text, with its legend and the list of figures over budget. */
export function formatBudgetTable(result, lighthouseRuns) {
  const rows = [COLUMNS, null, ...tableRows(result)];
  const widths = COLUMNS.map((_, index) =>
    Math.max(...rows.filter(Boolean).map((row) => [...String(row[index])].length)),
  );
  const pad = (text, width) => text + ' '.repeat(width - [...text].length);
  const lines = rows.map((row) =>
    row
      ? row
          .map((text, index) => pad(String(text), widths[index]))
          .join('  ')
          .trimEnd()
      : widths.map((width) => '─'.repeat(width)).join('  '),
  );
  const { summary } = result;
  const over = [
    ...result.firstVisits
      .filter((group) => group.budget.jsGzipKb.pass === false)
      .map((group) => `${group.group} JS ${cell(group.budget.jsGzipKb, 'KB')}`),
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
  const failures = [
    ...result.firstVisits
      .filter((group) => group.error)
      .map((group) => `${group.path}: ${group.error}`),
    ...result.firstVisits
      .filter((group) => group.unreadScripts?.length)
      .map((group) => `${group.path}: body not read (counted 0): ${group.unreadScripts.join(' ')}`),
    ...result.lighthouse.flatMap((route) =>
      (route.errors.length ? route.errors : [route.error].filter(Boolean)).map(
        (error) => `Lighthouse ${new URL(route.url).pathname}: ${error}`,
      ),
    ),
    ...result.remoteEntries
      .filter((entry) => entry.error)
      .map((entry) => `${entry.name}: ${entry.error}`),
  ];
  return [
    `Budgets (scripts/bench/budgets.mjs). Lighthouse: mobile, simulated throttling, the run with the median performance of ${lighthouseRuns}.`,
    ...lines,
    `${PASS} within budget, ${OVER} over budget, ${FAILED}: not measured. JS: gzip of the scripts of a first visit until loaded and idle.`,
    'req<LCP: requests started before the LCP (LH: in the Lighthouse run, else in Chromium at 1280×720).',
    `${summary.within} of ${summary.budgets} figures within budget, ${summary.over} over, ${summary.notMeasured} not measured.`,
    ...(over.length ? [`Over budget: ${over.join('; ')}`] : []),
    ...failures.map((failure) => `Failed: ${failure.replace(/\s+/g, ' ').slice(0, 300)}`),
  ].join('\n');
}
