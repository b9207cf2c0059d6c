// The server-cost section of `npm run bench`: how long the site server takes to answer a page
// (p50/p99 over sequential requests, so the figure is the server's own time): uncached (a new
// query string each time: pages are cached by path and query, so every answer is rendered
// anew) and cached; then the resident memory of the site server and of the API once the
// bench's load is over.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { KEY_PAGES, SERVER_BUDGET, check } from './budgets.ts';
import type { Checked } from './budgets.ts';

// The site's languages (a plain file without imports: `require` reads it as it is).
const { localizedPath, TRANSLATED_LOCALES } = createRequire(import.meta.url)(
  '../../common/src/contracts/locales.ts',
) as typeof import('../../common/src/contracts/locales.ts');
/** The home page of each language besides the first (whose home is among KEY_PAGES). */
const OTHER_HOMES = TRANSLATED_LOCALES.map((locale) => localizedPath(locale, '/'));

/** Enough for a p99 that is not simply the slowest one (of 60, it was). */
const UNCACHED_REQUESTS = 200;
const CACHED_REQUESTS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timings(urls: string[]): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  const round = (value: number) => Number(value.toFixed(1));
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

/** One page's answer times. */
interface RenderRow {
  path: string;
  uncachedP50Ms: number;
  uncachedP99Ms: number;
  cachedP50Ms: number;
  cachedP99Ms: number;
  budget?: Checked;
}

/** The renders section of the report. */
export interface RendersSection {
  uncachedRequests: number;
  cachedRequests: number;
  rows: RenderRow[];
}

/** A process's memory after the bench's load. */
export interface MemoryRow {
  process: string;
  rssMb: number;
  budget: Checked;
}

export async function benchRenders(
  baseUrl: string,
  pages = [...KEY_PAGES, ...OTHER_HOMES],
): Promise<RendersSection> {
  const rows: RenderRow[] = [];
  for (const path of pages) {
    const url = baseUrl + path;
    const separator = path.includes('?') ? '&' : '?';
    // Warm: the remotes' server bundles are loaded and the page cached.
    await timings([url, url]);
    const uncached = await timings(
      Array.from({ length: UNCACHED_REQUESTS }, (_, index) => `${url}${separator}bench=${index}`),
    );
    const cached = await timings(Array.from({ length: CACHED_REQUESTS }, () => url));
    rows.push({
      path,
      uncachedP50Ms: uncached.p50,
      uncachedP99Ms: uncached.p99,
      cachedP50Ms: cached.p50,
      cachedP99Ms: cached.p99,
      ...(path === '/' && {
        budget: {
          value: uncached.p99,
          ...check(uncached.p99, { max: SERVER_BUDGET.homeUncachedP99Ms }),
        },
      }),
    });
  }
  return { uncachedRequests: UNCACHED_REQUESTS, cachedRequests: CACHED_REQUESTS, rows };
}

/** Resident memory of a process (MB), from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Number((kb / 1024).toFixed(1));
}

export function memoryOf(pids: Record<string, number | undefined>): MemoryRow[] {
  return Object.entries(pids)
    .filter((entry): entry is [string, number] => Boolean(entry[1]))
    .map(([process, pid]) => {
      const mb = rssMb(pid);
      return {
        process,
        rssMb: mb,
        budget: { value: mb, ...check(mb, { max: SERVER_BUDGET.rssMb }) },
      };
    });
}
