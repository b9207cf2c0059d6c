// `npm run bench`: builds the production site, serves it, and reports per route group the
// JavaScript a first visit downloads and its request count, plus Lighthouse on /, then the
// API under load (api.mjs). `--api` runs the API section alone.
// A benchmark, not a test: it reports figures and fails nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_WORKSPACES, buildWorkspaces } from '../build.mjs';
import { ROOT } from '../apps.mjs';
import { benchApi } from './api.mjs';
import { startStack } from '../stack.mjs';
import { measureFirstVisits } from './firstVisit.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { ROUTE_GROUPS } from './routeGroups.mjs';

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

const dataDir = mkdtempSync(path.join(tmpdir(), 'alu-bench-'));
const stack = await startStack({
  sitePort: 5100,
  apiPort: 5199,
  remotesFile: path.join(HERE, 'remotes.bench.json'),
  apiEnv: { DATA_DIR: dataDir, FERRETDB_PORT: '27317', LOG_LEVEL: 'warn' },
});

let report;
try {
  const firstVisits = await measureFirstVisits(stack.url, ROUTE_GROUPS);
  // Lighthouse is noisy on 2 cores: report the run with the median performance score.
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
    runs.push(await runLighthouse(`${stack.url}/`));
  const scored = runs.filter((run) => !run.error).sort((a, b) => a.performance - b.performance);
  const lighthouse = scored[Math.floor(scored.length / 2)] ?? runs[0];
  lighthouse.runs = runs.length;
  lighthouse.performanceRange = scored.length
    ? `${scored[0].performance}–${scored[scored.length - 1].performance}`
    : 'n/a';
  report = {
    date: new Date().toISOString(),
    node: process.version,
    buildSeconds,
    firstVisits,
    lighthouse,
  };
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// After the site is stopped: the API section measures with the machine to itself.
report.api = await benchApi();

console.log(
  process.argv.includes('--no-build')
    ? '\nBuild skipped (--no-build)\n'
    : `\nProduction build of all apps: ${buildSeconds.toFixed(1)} s\n`,
);
console.log('First visit per route group (JavaScript only; gzip computed from the bodies)');
console.table(
  report.firstVisits.map((row) => ({
    group: row.group,
    path: row.path,
    requests: row.requests,
    scripts: row.scripts,
    'JS KB': kb(row.jsBytes),
    'JS KB gzip': kb(row.jsGzip),
  })),
);
console.log(`Lighthouse (mobile, simulated throttling) on /, median of ${LIGHTHOUSE_RUNS} runs`);
console.table([report.lighthouse]);
printApi(report.api);
writeReport(report);
