// `npm run bench`: builds the production site, serves it, and reports against the budgets
// (budgets.ts, tooling/budgets/pageBudgets.json):
// - every public page of the sitemap in each language (articles, vacancies and staff profiles
//   sampled): first-visit JavaScript, HTML, requests, scripts downloaded twice, style sheets
//   inlined twice, oversized pictures; every remote's entry;
// - the search overlay's keystrokes; interactions with the CPU slowed 4× (interactions.ts);
// - the site server's render times and both servers' memory (serverCost.ts);
// - then, that site stopped, the page loads as visitors get them, through the production
//   topology's edge (visitorSite.ts): Lighthouse (mobile, median of LIGHTHOUSE_RUNS) on the
//   key pages and a daily sample, and the key pages' LCP against their script-less HTML
//   (floor.ts);
// - then the API under load (api.ts), the production topology with one and two instances
//   (topology.ts) and one remote's release against the whole build.
// `--api` / `--topology` run one section alone; `--no-<section>` skips one (api, topology,
// interactions, floor, release). A benchmark, not a test: it marks figures over budget and
// fails nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_WORKSPACES, buildWorkspaces } from '../build.ts';
import { ROOT, readJson } from '../apps.ts';
import { pagesToMeasure } from '../../tooling/budgets/pageGroups.ts';
import { benchApi } from './api.ts';
import type { ApiSection } from './api.ts';
import { startStack } from '../stack.ts';
import { applyBudgets, cell, checksOf, formatBudgetTable, formatTable } from './budgetTable.ts';
import type { BudgetedSections } from './budgetTable.ts';
import { KEY_PAGES, lighthousePages } from './budgets.ts';
import type { Checked } from './budgets.ts';
import { benchFloor } from './floor.ts';
import type { FloorSection } from './floor.ts';
import { benchImages, printImages } from './images.ts';
import type { ImagesSection } from './images.ts';
import { measureFirstVisits, measureRemoteEntries } from './firstVisit.ts';
import type { FirstVisit, RemoteEntry } from './firstVisit.ts';
import { BENCH_ADMIN, benchInteractions } from './interactions.ts';
import type { InteractionsSection } from './interactions.ts';
import { lighthouseMedian } from './lighthouse.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { benchRelease } from './releaseCost.ts';
import type { ReleaseSection } from './releaseCost.ts';
import { benchSearch, printSearch } from './search.ts';
import type { SearchSection } from './search.ts';
import { benchRenders, memoryOf } from './serverCost.ts';
import type { MemoryRow, RendersSection } from './serverCost.ts';
import { benchTopology, printTopology } from './topology.ts';
import type { TopologySection } from './topology.ts';
import { startVisitorSite } from './visitorSite.ts';
import { stopOnSignals } from '../signals.ts';

/** A section that failed: its error instead of its figures. */
type Failed = { error: string };

/** The sections the bench measures in turn, each failing on its own. */
interface Sections {
  search: SearchSection;
  interactions: InteractionsSection;
  renders: RendersSection;
  floor: FloorSection;
  api: ApiSection;
  topology: TopologySection;
  release: ReleaseSection;
  images: ImagesSection;
}

/** bench-results/report.json. */
type Report = { date: string; node: string } & BudgetedSections & {
    buildSeconds?: number | null;
    lighthouseRuns?: number;
    memory?: MemoryRow[];
    benchSeconds?: number;
    summary?: { budgets: number; within: number; over: number; notMeasured: number };
  } & { [Name in keyof Sections]?: Sections[Name] | Failed };

const HERE = import.meta.dirname;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_SAMPLE = Number(process.env.LIGHTHOUSE_SAMPLE ?? 1);
const skipped = (name: string) => process.argv.includes(`--no-${name}`);

if (process.argv.includes('--api')) {
  buildWorkspaces(['api'], { force: false });
  const api = await benchApi();
  printApi(api);
  writeReport({ date: new Date().toISOString(), node: process.version, api });
  process.exit(0);
}

if (process.argv.includes('--topology')) {
  buildWorkspaces(ALL_WORKSPACES, { force: false });
  const topology = await benchTopology();
  printTopology(topology);
  writeReport({ date: new Date().toISOString(), node: process.version, topology });
  process.exit(0);
}

function printApi(api: ApiSection): void {
  const { count, seconds, warmUpSeconds } = api.rounds;
  console.log(
    `\nAPI on loopback: autocannon, ${api.connections} connections; the ceiling and the cached` +
      ` reads in turn, ${count} rounds of ${seconds} s after ${warmUpSeconds} s of warm-up;` +
      ` the others ${api.seconds} s`,
  );
  console.table(api.rows);
  console.log('Request-log lines of the measured reads, against the answers received:');
  console.table(api.logged);
  printChecks('API targets', api.budget);
}

/** `{ name: { value, limit, pass } }` as lines. */
function printChecks(title: string, checks: Record<string, Checked>): void {
  console.log(`${title}:`);
  for (const [name, item] of Object.entries(checks)) console.log(`  ${name}: ${cell(item)}`);
}

function writeReport(report: Report): void {
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Report written to ${path.relative(ROOT, path.join(outDir, 'report.json'))}`);
}

/** A section of the report; a failure is reported, not thrown. */
async function section<Name extends keyof Sections>(
  report: Report,
  name: Name,
  measure: () => Sections[Name] | Promise<Sections[Name]>,
): Promise<void> {
  if (skipped(name)) return;
  const started = Date.now();
  let result: Sections[Name] | Failed;
  try {
    result = await measure();
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  Object.assign(report, { [name]: result });
  console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const benchStarted = Date.now();
const buildStarted = Date.now();
const built = !process.argv.includes('--no-build');
buildWorkspaces(ALL_WORKSPACES, { force: built });
const buildSeconds = built ? (Date.now() - buildStarted) / 1000 : null;

/**
 * The sites running now, stopped on Ctrl-C or SIGTERM too: the next bench would find their
 * ports taken.
 */
const running = new Set<{ stop(): Promise<void> }>();
stopOnSignals(async () => {
  for (const site of running) await site.stop();
});

const remotesFile = path.join(HERE, 'remotes.bench.json');
const dataDir = mkdtempSync(path.join(tmpdir(), 'alu-bench-'));
const stack = await startStack({
  sitePort: 5100,
  apiPort: 5199,
  mailSmtpPort: 5197,
  mailHttpPort: 5196,
  remotesFile,
  apiEnv: { DATA_DIR: dataDir, FERRETDB_PORT: '27317', LOG_LEVEL: 'warn', ...BENCH_ADMIN },
});
running.add(stack);

const report: Report = { date: new Date().toISOString(), node: process.version, buildSeconds };
let firstVisits: FirstVisit[] = [];
let remoteEntries: RemoteEntry[] = [];
try {
  const pages = pagesToMeasure(await (await fetch(`${stack.url}/sitemap.xml`)).text());
  // One request per page first: a first visit, not the server's first render, is measured.
  for (const { path: page } of pages)
    await fetch(stack.url + page)
      .then((response) => response.arrayBuffer())
      .catch(() => {});
  const started = Date.now();
  console.log(`First visits of ${pages.length} pages…`);
  firstVisits = await measureFirstVisits(stack.url, pages, (done, total) => {
    if (done % 25 === 0 || done === total) console.log(`  ${done}/${total}`);
  });
  console.log(`first visits: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  remoteEntries = await measureRemoteEntries(
    readJson<{ remotes: { name: string; entry: string }[] }>(remotesFile),
  );
  await section(report, 'search', () => benchSearch(stack.url));
  await section(report, 'interactions', () => benchInteractions(stack.url));
  await section(report, 'renders', () => benchRenders(stack.url));
  // After the bench's load on them.
  report.memory = memoryOf(stack.pids);
} finally {
  running.delete(stack);
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Page loads as visitors get them: through the production topology's edge (visitorSite.ts).
const lighthouse = await measurePageLoads(report);
Object.assign(
  report,
  { lighthouseRuns: LIGHTHOUSE_RUNS },
  applyBudgets({ pages: firstVisits, lighthouse, remoteEntries }),
);

/** Lighthouse (answered) and the floor section (into `report`) on the visitors' site. */
async function measurePageLoads(target: Report): Promise<LighthouseResult[]> {
  let site;
  try {
    site = await startVisitorSite();
    running.add(site);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = `the production topology did not start: ${reason}`;
    if (!skipped('floor')) target.floor = { error: message };
    return KEY_PAGES.map((page) => ({ url: page, runs: 0, succeeded: 0, error: message }));
  }
  try {
    // Lighthouse is noisy on 2 cores: per page the run with the median performance score.
    const sampled = lighthousePages(
      pagesToMeasure(await site.sitemap()).map((page) => page.path),
      LIGHTHOUSE_SAMPLE,
    );
    await site.warm(sampled);
    const started = Date.now();
    const results: LighthouseResult[] = [];
    for (const page of sampled) {
      console.log(`Lighthouse ${page} (${LIGHTHOUSE_RUNS} runs)…`);
      results.push(await lighthouseMedian(site.url + page, LIGHTHOUSE_RUNS));
    }
    console.log(`lighthouse: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const url = site.url;
    await section(target, 'floor', () => benchFloor(url));
    return results;
  } finally {
    running.delete(site);
    await site.stop();
  }
}

// With the site stopped: these sections measure with the machine to themselves.
await section(report, 'api', benchApi);
await section(report, 'topology', benchTopology);
await section(report, 'release', () => benchRelease(buildSeconds));
await section(report, 'images', benchImages);
report.benchSeconds = Math.round((Date.now() - benchStarted) / 1000);

console.log(
  buildSeconds !== null
    ? `\nProduction build of all apps: ${buildSeconds.toFixed(1)} s\n`
    : '\nBuild skipped (--no-build)\n',
);
console.log(formatBudgetTable(report as Required<BudgetedSections>, LIGHTHOUSE_RUNS));
const search = report.search;
if (search && 'error' in search) console.log(`\nSearch section failed: ${search.error}`);
else if (search) printSearch(search);
printSection('interactions', (interactions) => {
  console.log(
    `\nInteractions, CPU slowed ${interactions.cpuSlowdown}× (Event Timing, longest entry)`,
  );
  console.log(
    formatTable(
      ['interaction', 'page', 'latency ≤', 'event'],
      interactions.rows.map((row) => [
        row.name,
        row.path,
        row.error ? `! ${row.error.slice(0, 80)}` : cell(row.budget, 'ms'),
        row.belowThreshold ? '(none ≥ 16 ms)' : (row.event ?? ''),
      ]),
    ),
  );
});
printSection('floor', (floor) => {
  console.log(
    `\nLCP against the same HTML without scripts (${floor.network}, CPU ${floor.cpuSlowdown}×, median of ${floor.runs} loads each, ${floor.runs * 2} where the ratio came within ${floor.uncertainMargin} of its limit, on ${floor.maxMeasuredAgain} pages at most)`,
  );
  console.log(
    formatTable(
      ['page', 'loads', 'LCP site ms', 'min–max', 'LCP no scripts ms', 'min–max', 'ratio ≤'],
      floor.rows.map((row) => [
        row.path,
        row.loads,
        row.siteLcpMs,
        row.siteRange.join('–'),
        row.floorLcpMs,
        row.floorRange.join('–'),
        cell(row.budget),
      ]),
    ),
  );
});
printSection('renders', (renders) => {
  console.log(
    `\nSite server answers, sequential (${renders.uncachedRequests} uncached, ${renders.cachedRequests} cached per page)`,
  );
  console.log(
    formatTable(
      ['page', 'uncached p50 ms', 'uncached p99 ms', 'cached p50 ms', 'cached p99 ms'],
      renders.rows.map((row) => [
        row.path,
        row.uncachedP50Ms,
        row.budget ? cell(row.budget, 'ms') : row.uncachedP99Ms,
        row.cachedP50Ms,
        row.cachedP99Ms,
      ]),
    ),
  );
});
if (report.memory) {
  console.log('\nMemory after the load (RSS)');
  for (const row of report.memory) console.log(`  ${row.process}: ${cell(row.budget, 'MB')}`);
}
printSection('api', printApi);
printSection('topology', printTopology);
printSection('images', printImages);
printSection('release', (release) => {
  console.log(
    `\nRelease of ${release.workspace} alone: ${release.releaseSeconds} s; whole site build: ` +
      `${release.fullBuildSeconds ?? '— (--no-build)'} s; share ${cell(release.budget)}`,
  );
});

/** A section's figures, or nothing when it failed or did not run. */
function measured<Name extends keyof Sections>(name: Name): Sections[Name] | undefined {
  const result = report[name];
  return result && !('error' in result) ? (result as Sections[Name]) : undefined;
}

const allChecks = [
  ...checksOf(report),
  ...(measured('interactions')?.rows ?? []).map((row) => row.budget),
  ...(measured('floor')?.rows ?? []).map((row) => row.budget),
  ...(measured('renders')?.rows ?? []).flatMap((row) => (row.budget ? [row.budget] : [])),
  ...(report.memory ?? []).map((row) => row.budget),
  ...Object.values(measured('api')?.budget ?? {}),
  ...(measured('release')?.budget ? [measured('release')!.budget] : []),
].filter((item) => item.limit !== null);
report.summary = {
  budgets: allChecks.length,
  within: allChecks.filter((item) => item.pass === true).length,
  over: allChecks.filter((item) => item.pass === false).length,
  notMeasured: allChecks.filter((item) => item.pass === null).length,
};
console.log(
  `\nAll sections: ${report.summary.within} of ${report.summary.budgets} figures within budget, ` +
    `${report.summary.over} over, ${report.summary.notMeasured} not measured; ` +
    `the bench took ${report.benchSeconds} s.`,
);
writeReport(report);

function printSection<Name extends keyof Sections>(
  name: Name,
  print: (result: Sections[Name]) => void,
): void {
  const result = report[name];
  if (!result) return;
  if ('error' in result) console.log(`\n${name} section failed: ${result.error}`);
  else print(result as Sections[Name]);
}
