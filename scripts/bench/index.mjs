// `npm run bench`: builds the production site, serves it, and reports against the budgets of
// budgets.mjs: per route group the JavaScript a first visit downloads and the requests before
// the LCP, Lighthouse on the budgeted routes, every remote's entry; then the API under load
// (api.mjs); then the production topology through nginx with one and two instances of each
// server (topology.mjs); the search overlay's keystroke latency (search.mjs). `--api` /
// `--topology` run one section alone; `--no-api` and
// `--no-topology` skip one.
// A benchmark, not a test: it reports figures, marks those over budget and fails nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_WORKSPACES, buildWorkspaces } from '../build.mjs';
import { ROOT, readJson } from '../apps.mjs';
import { benchApi } from './api.mjs';
import { startStack } from '../stack.mjs';
import { applyBudgets, formatBudgetTable } from './budgetTable.mjs';
import { LIGHTHOUSE_ROUTES } from './budgets.mjs';
import { measureFirstVisits, measureRemoteEntries } from './firstVisit.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { ROUTE_GROUPS } from './routeGroups.mjs';
import { benchSearch, printSearch } from './search.mjs';
import { benchTopology, printTopology } from './topology.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const kb = (bytes) => (bytes / 1024).toFixed(1);

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

function printApi(api) {
  console.log(
    `\nAPI on loopback: autocannon, ${api.connections} connections, ${api.seconds} s per endpoint`,
  );
  console.table(api.rows);
}

function writeReport(report) {
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Report written to ${path.relative(ROOT, path.join(outDir, 'report.json'))}`);
}

const buildStarted = Date.now();
buildWorkspaces(ALL_WORKSPACES, {
  force: !process.argv.includes('--no-build'),
});
const buildSeconds = (Date.now() - buildStarted) / 1000;

const remotesFile = path.join(HERE, 'remotes.bench.json');
const dataDir = mkdtempSync(path.join(tmpdir(), 'alu-bench-'));
const stack = await startStack({
  sitePort: 5100,
  apiPort: 5199,
  mailSmtpPort: 5197,
  mailHttpPort: 5196,
  remotesFile,
  apiEnv: { DATA_DIR: dataDir, FERRETDB_PORT: '27317', LOG_LEVEL: 'warn' },
});

let report;
try {
  // One request per route first: a first visit, not the server's first render, is measured.
  for (const { path: route } of ROUTE_GROUPS)
    await fetch(stack.url + route)
      .then((response) => response.arrayBuffer())
      .catch(() => {});
  const firstVisits = await measureFirstVisits(stack.url, ROUTE_GROUPS);
  const remoteEntries = await measureRemoteEntries(readJson(remotesFile));
  // Lighthouse is noisy on 2 cores: per route the run with the median performance score.
  const lighthouse = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    console.log(`Lighthouse ${route} (${LIGHTHOUSE_RUNS} runs)…`);
    lighthouse.push(await lighthouseMedian(stack.url + route, LIGHTHOUSE_RUNS));
  }
  let search;
  try {
    search = await benchSearch(stack.url);
  } catch (error) {
    search = { error: String(error.message ?? error) };
  }
  report = {
    date: new Date().toISOString(),
    node: process.version,
    buildSeconds,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    ...applyBudgets({ firstVisits, lighthouse, remoteEntries }),
    search,
  };
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  process.argv.includes('--no-build')
    ? '\nBuild skipped (--no-build)\n'
    : `\nProduction build of all apps: ${buildSeconds.toFixed(1)} s\n`,
);
console.log('First visit per route group (gzip computed from the bodies)');
console.table(
  report.firstVisits.map((row) => ({
    group: row.group,
    path: row.path,
    requests: row.requests ?? 'failed',
    scripts: row.scripts ?? 'failed',
    'JS KB': row.error ? 'failed' : kb(row.jsBytes),
    'JS KB gzip': row.error ? 'failed' : kb(row.jsGzip),
    'LCP ms (Chromium)': row.lcpMs ?? '—',
  })),
);
console.log(`\n${formatBudgetTable(report, LIGHTHOUSE_RUNS)}`);
if (report.search.error) console.log(`\nSearch section failed: ${report.search.error}`);
else printSearch(report.search);

/** A later section of the report, unless `--no-<name>`; a failure is reported, not thrown. */
async function section(name, measure, print) {
  if (process.argv.includes(`--no-${name}`)) return;
  try {
    report[name] = await measure();
    print(report[name]);
  } catch (error) {
    report[name] = { error: String(error.message ?? error) };
    console.log(`\n${name} section failed: ${report[name].error}`);
  }
}

// After the site is stopped: these sections measure with the machine to themselves.
await section('api', benchApi, printApi);
await section('topology', benchTopology, printTopology);
writeReport(report);
