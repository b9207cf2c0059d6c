// Runs the Lighthouse CLI (mobile preset, simulated throttling) against one URL, and N runs
// of it summarised as the run with the median performance score plus the spread.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../apps.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './firstVisit.ts';

/** What the bench reads of a Lighthouse report (its JSON output). */
interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        score?: number | null;
        numericValue?: number;
        details?: {
          items?: Record<string, unknown>[];
          debugData?: { networkStartTimeTs?: number };
        };
      }
    | undefined
  >;
}

/** One Lighthouse run's figures (or its error). */
export interface LighthouseRun {
  url: string;
  error?: string;
  performance?: number | null;
  accessibility?: number | null;
  bestPractices?: number | null;
  seo?: number | null;
  lcpMs?: number | null;
  tbtMs?: number | null;
  cls?: number | null;
  requestsBeforeLcp?: number | null;
  failedAudits?: Record<string, string[]>;
}

/** The median run of a page with the spread over its runs. */
export interface LighthouseResult extends LighthouseRun {
  runs: number;
  succeeded: number;
  performanceRange?: [number, number] | null;
  lcpRange?: [number, number] | null;
  tbtRange?: [number, number] | null;
  errors?: string[];
}

/** A run that takes longer is stopped and reported as failed (a run takes ~15 s). */
const RUN_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_TIMEOUT_SECONDS ?? 180) * 1000;

/** Runs a command without blocking this process (the site's servers live in it). */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    const timer = setTimeout(() => {
      stderr += `\ntimed out after ${RUN_TIMEOUT_MS / 1000} s`;
      child.kill('SIGKILL');
    }, RUN_TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', (error) => (stderr += `\n${error.message}`));
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    });
  });
}

/**
 * Requests started before the LCP, both as observed in the run's unthrottled page load (the
 * simulated LCP is an estimate on another time scale): the network-requests audit's start
 * times against the metrics audit's observed LCP, on the trace's clock.
 */
function requestsBeforeLcp(report: LighthouseReport): number | null {
  const metrics = report.audits.metrics?.details?.items?.[0];
  const network = report.audits['network-requests']?.details;
  const startTs = network?.debugData?.networkStartTimeTs;
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  if (
    !network?.items ||
    typeof startTs !== 'number' ||
    typeof lcpTs !== 'number' ||
    !Number.isFinite(startTs) ||
    !Number.isFinite(lcpTs)
  )
    return null;
  const lcpMs = (lcpTs - startTs) / 1000;
  return network.items.filter(
    (item) => !/^(data|blob):/.test(String(item.url)) && Number(item.rendererStartTime) < lcpMs,
  ).length;
}

/** Per scored category below 100: the ids of its weighted audits that did not pass. */
function failedAudits(report: LighthouseReport): Record<string, string[]> {
  const failed: Record<string, string[]> = {};
  for (const [id, category] of Object.entries(report.categories)) {
    if (!category || id === 'performance' || category.score === 1) continue;
    failed[id] = category.auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  }
  return failed;
}

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'alu-lh-'));
  const output = path.join(dir, 'report.json');
  const flags = [
    ...CHROMIUM_ARGS,
    // The bench's edge (visitorSite.ts) has a certificate of its own making.
    '--ignore-certificate-errors',
    `--user-data-dir=${path.join(dir, 'profile')}`,
  ].join(' ');
  const result = await run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      // A picture of the whole page for the HTML report's views, which the bench does not
      // write: 1.2 s of each run.
      '--disable-full-page-screenshot',
      `--chrome-flags=${flags}`,
    ],
    { ...process.env, CHROME_PATH: CHROMIUM_PATH },
  );
  try {
    if (result.status !== 0)
      return { url, error: (result.stderr.trim() || 'lighthouse failed').slice(-500) };
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError)
      return { url, error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
    const score = (id: string) => {
      const value = report.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const audit = (id: string) => {
      const value = report.audits[id]?.numericValue;
      return typeof value === 'number' ? value : null;
    };
    const round = (value: number | null, digits = 0) =>
      value === null ? null : Number(value.toFixed(digits));
    if (score('performance') === null)
      return { url, error: 'no performance score (a metric could not be measured)' };
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: round(audit('largest-contentful-paint')),
      tbtMs: round(audit('total-blocking-time')),
      cls: round(audit('cumulative-layout-shift'), 3),
      requestsBeforeLcp: requestsBeforeLcp(report),
      failedAudits: failedAudits(report),
    };
  } catch (error) {
    return { url, error: `unreadable report: ${(error as Error).message}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `runs` Lighthouse runs of one URL: the run with the median performance score (the lower
 * middle one of an even count), the min–max of performance and LCP over the runs that
 * succeeded, and the errors of those that failed. `error` is set when every run failed. A
 * run whose trace Lighthouse failed to record (NO_NAVSTART, now and then) is made again.
 */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let index = 0; index < runs; index += 1) {
    const result = await runLighthouse(url);
    // Lighthouse's own advice when it failed to record the trace: run it again (once).
    // (The code is in the report's error or, when the CLI exits with it, in its last words.)
    results.push(/NO_NAVSTART/.test(result.error ?? '') ? await runLighthouse(url) : result);
  }
  const scored = results
    .filter((run) => !run.error)
    .sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const errors = results.flatMap((run) => (run.error ? [run.error] : []));
  if (!scored.length) return { url, runs, succeeded: 0, error: errors[0] ?? 'no run', errors };
  const spread = (key: 'performance' | 'lcpMs' | 'tbtMs'): [number, number] | null => {
    const values = scored.flatMap((run) => {
      const value = run[key];
      return value === null || value === undefined ? [] : [value];
    });
    return values.length ? [Math.min(...values), Math.max(...values)] : null;
  };
  return {
    ...scored[Math.floor((scored.length - 1) / 2)]!,
    runs,
    succeeded: scored.length,
    performanceRange: spread('performance'),
    lcpRange: spread('lcpMs'),
    tbtRange: spread('tbtMs'),
    errors,
  };
}
