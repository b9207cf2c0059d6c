// Puts the bench's figures next to their budgets (budgets.ts, pageBudgets.json): pass flags
// for report.json and aligned text tables, every budgeted figure as `✔ figure / limit` or
// `✖ figure / limit`.
import { LIGHTHOUSE_BUDGET, REMOTE_ENTRY_GZIP_KB, check } from './budgets.ts';
import type { Checked } from './budgets.ts';
import type { FirstVisit, RemoteEntry } from './firstVisit.ts';
import type { LighthouseResult } from './lighthouse.ts';

type LighthouseKey = keyof typeof LIGHTHOUSE_BUDGET;

/** A page's first visit with its checks. */
export interface CheckedPage extends FirstVisit {
  budget: Record<
    'jsGzipKb' | 'htmlGzipKb' | 'duplicateScripts' | 'repeatedStyles' | 'oversizedImages',
    Checked
  >;
}

/** A page's Lighthouse runs with the checks of the median one. */
export interface CheckedLighthouse extends LighthouseResult {
  budget: Record<LighthouseKey, Checked>;
}

/** A remote's entry with its check. */
export interface CheckedEntry extends RemoteEntry {
  budget: { gzipKb: Checked };
}

/** The budgeted sections of the report (see applyBudgets). */
export interface BudgetedSections {
  budgets?: { lighthouse: typeof LIGHTHOUSE_BUDGET; remoteEntryGzipKb: number };
  pages?: CheckedPage[];
  lighthouse?: CheckedLighthouse[];
  remoteEntries?: CheckedEntry[];
}

export const PASS = '✔';
export const OVER = '✖';
export const FAILED = '! failed';
export const NONE = '—';
/** Lighthouse's category ids of the budgeted scores, for the audits that failed. */
const CATEGORY_IDS: Partial<Record<LighthouseKey, string>> = {
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** Budget checks of Lighthouse's median run: `{ performance: { value, limit, pass }, … }`. */
function lighthouseChecks(result: LighthouseResult): Record<LighthouseKey, Checked> {
  return Object.fromEntries(
    (
      Object.entries(LIGHTHOUSE_BUDGET) as [
        LighthouseKey,
        (typeof LIGHTHOUSE_BUDGET)[LighthouseKey],
      ][]
    ).map(([key, limit]) => {
      const value = result && !result.error ? (result[key] ?? null) : null;
      return [key, { value, ...check(value, limit) }];
    }),
  ) as Record<LighthouseKey, Checked>;
}

/** A count that must be zero: `{ value, limit: 0, pass }`. */
const none = (list: unknown[] | undefined): Checked => ({
  value: list?.length ?? null,
  ...check(list?.length, { max: 0 }),
});

/** The checks of one page's first visit. */
function pageChecks(page: FirstVisit): CheckedPage['budget'] {
  const jsGzipKb = page.error ? null : kb(page.jsGzip!);
  const htmlGzipKb = page.error ? null : kb(page.htmlGzip!);
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
export function applyBudgets({
  pages,
  lighthouse,
  remoteEntries,
}: {
  pages: FirstVisit[];
  lighthouse: LighthouseResult[];
  remoteEntries: RemoteEntry[];
}): Required<BudgetedSections> {
  const lighthouseRoutes = lighthouse.map((result) => ({
    ...result,
    budget: lighthouseChecks(result),
  }));
  const measured = pages.map((page) => ({ ...page, budget: pageChecks(page) }));
  const entries = remoteEntries.map((entry) => {
    const gzipKb = entry.error ? null : kb(entry.gzip!);
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
export function checksOf(report: BudgetedSections): Checked[] {
  return [
    ...(report.pages ?? []).flatMap((page) => Object.values(page.budget)),
    ...(report.lighthouse ?? []).flatMap((route) => Object.values(route.budget)),
    ...(report.remoteEntries ?? []).map((entry) => entry.budget.gzipKb),
  ].filter((item) => item.limit !== null);
}

/** `✔ 118.2 / 130 KB`: a figure, its limit and the mark. */
export function cell(item: Checked | undefined, unit = ''): string {
  if (!item) return NONE;
  if (item.limit === null) return item.value === null ? NONE : String(item.value);
  if (item.pass === null) return FAILED;
  const suffix = unit ? ` ${unit}` : '';
  return `${item.pass ? PASS : OVER} ${item.value} / ${item.limit}${suffix}`;
}

const range = (values: [number, number] | null | undefined, unit = '') =>
  values ? `${values[0]}–${values[1]}${unit}` : NONE;

/** A table's cell: text or a figure (`null` and `undefined` print as nothing). */
type Cell = string | number | null | undefined;

/** Rows (arrays of cells, `null` for a rule) as aligned text under their header. */
export function formatTable(header: string[], rows: Cell[][]): string {
  const all = [header, null, ...rows];
  const widths = header.map((_, index) =>
    Math.max(...all.flatMap((row) => (row ? [[...String(row[index] ?? '')].length] : []))),
  );
  const pad = (text: string, width: number) => text + ' '.repeat(width - [...text].length);
  return all
    .map((row) =>
      row
        ? row
            .map((text, index) => pad(String(text ?? ''), widths[index]!))
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

function pageRow(page: CheckedPage): Cell[] {
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

function lighthouseRow(route: CheckedLighthouse): Cell[] {
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
function overBudget(result: Required<BudgetedSections>): string[] {
  return [
    ...result.pages.flatMap((page) =>
      Object.entries(page.budget)
        .filter(([, item]) => item.pass === false)
        .map(([key, item]) => `${page.path} ${key} ${cell(item)}`),
    ),
    ...result.lighthouse.flatMap((route) =>
      (Object.entries(route.budget) as [LighthouseKey, Checked][])
        .filter(([, item]) => item.pass === false)
        .map(([key, item]) => {
          const category = CATEGORY_IDS[key];
          const audits = category === undefined ? undefined : route.failedAudits?.[category];
          const why = audits?.length ? ` (${audits.join(', ')})` : '';
          const limit: { label: string; unit?: string } = LIGHTHOUSE_BUDGET[key];
          return `${new URL(route.url).pathname} ${limit.label} ${cell(item, limit.unit)}${why}`;
        }),
    ),
    ...result.remoteEntries
      .filter((entry) => entry.budget.gzipKb.pass === false)
      .map((entry) => `${entry.name} remoteEntry.js ${cell(entry.budget.gzipKb, 'KB')}`),
  ];
}

function failures(result: Required<BudgetedSections>): string[] {
  return [
    ...result.pages.filter((page) => page.error).map((page) => `${page.path}: ${page.error}`),
    ...result.pages
      .filter((page) => page.unreadScripts?.length)
      .map((page) => `${page.path}: body not read (counted 0): ${page.unreadScripts!.join(' ')}`),
    ...result.pages
      .filter((page) => page.oversizedImages?.length)
      .map((page) => `${page.path}: oversized ${page.oversizedImages!.join(', ')}`),
    ...result.lighthouse.flatMap((route) =>
      (route.errors?.length ? route.errors : route.error ? [route.error] : []).map(
        (error) => `Lighthouse ${new URL(route.url).pathname}: ${error}`,
      ),
    ),
    ...result.remoteEntries
      .filter((entry) => entry.error)
      .map((entry) => `${entry.name}: ${entry.error}`),
  ];
}

/** The budget tables as text, with their legend and the list of figures over budget. */
export function formatBudgetTable(
  result: Required<BudgetedSections>,
  lighthouseRuns: number,
): string {
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
