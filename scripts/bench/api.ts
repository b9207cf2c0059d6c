// The API section of `npm run bench`: autocannon on loopback against a real API process (its
// own embedded database, seeded with the sample news) and, in the same run, a bare Express
// route in a process of its own as the ceiling of this machine. The ceiling and the cached
// reads are measured in turn, round after round, after a warm-up of each, so a change in the
// machine's load moves them alike. Per endpoint: requests/s, p50/p99 latency, errors and the
// ratio to the ceiling. The API logs every request (level info, as in production; written
// asynchronously) to a file, as a process manager keeps it; the table counts the lines of each
// measured read against the responses autocannon received. A benchmark: it fails nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Options, Result } from 'autocannon';
import { startApiProcess } from '../cluster.ts';
import { API_BUDGET, check } from './budgets.ts';
import type { Checked } from './budgets.ts';
import { median, sum } from './stats.ts';

const HERE = import.meta.dirname;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 6);
/** The ceiling and the cached reads: rounds of ROUND_SECONDS each, after WARM_UP_SECONDS. */
const ROUNDS = 3;
const ROUND_SECONDS = 3;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
/** POST /api/inquiries is measured at a fixed rate (a busy day's worth, many times over). */
const INQUIRY_RATE = 50;

/** One target's figures over its runs (see combine). */
interface Combined {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** A row of the API table. */
interface Row {
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'non-2xx': number;
  'of ceiling': string;
}

/** The measured reads' request-log lines against the answers received. */
interface Logged {
  endpoint: string;
  answered: number;
  logged: number;
}

/** The API section of the report. */
export interface ApiSection {
  seconds: number;
  rounds: { count: number; seconds: number; warmUpSeconds: number };
  connections: number;
  image: string;
  rows: Row[];
  logged: Logged[];
  budget: Record<string, Checked>;
}

function run(options: Omit<Options, 'url'> & { url: string }): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * One target's runs as one result: requests/s over all of them, p50 of the median run, p99 of
 * the worst, every error counted.
 */
function combine(results: Result[]): Combined {
  const total = sum(results.map((result) => result.requests.total));
  return {
    requests: { total, average: total / sum(results.map((result) => result.duration)) },
    latency: {
      p50: median(results.map((result) => result.latency.p50)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
    },
    errors: sum(results.map((result) => result.errors)),
    timeouts: sum(results.map((result) => result.timeouts)),
    non2xx: sum(results.map((result) => result.non2xx)),
  };
}

/**
 * `targets` ({ name: autocannon options }) warmed up, then measured in turn `ROUNDS` times.
 * Per name: the measured runs combined, each round's requests/s, and the answers of every
 * run, warm-up included (all of them are logged).
 */
async function inTurn<Name extends string>(
  targets: Record<Name, Options>,
): Promise<Record<Name, { result: Combined; perRound: number[]; answered: number }>> {
  const names = Object.keys(targets) as Name[];
  const answered = new Map<Name, number>(names.map((name) => [name, 0]));
  const rounds = new Map<Name, Result[]>(names.map((name) => [name, []]));
  const add = (name: Name, result: Result) =>
    answered.set(name, (answered.get(name) ?? 0) + result.requests.total);
  for (const name of names) {
    add(name, await run({ ...targets[name], duration: WARM_UP_SECONDS }));
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of names) {
      const result = await run({ ...targets[name], duration: ROUND_SECONDS });
      add(name, result);
      rounds.get(name)?.push(result);
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const results = rounds.get(name) ?? [];
      return [
        name,
        {
          result: combine(results),
          perRound: results.map((result) => result.requests.total / result.duration),
          answered: answered.get(name) ?? 0,
        },
      ];
    }),
  ) as Record<Name, { result: Combined; perRound: number[]; answered: number }>;
}

/** The bare route's server: Express 5, one `res.json`, nothing else. */
async function startBareServer(): Promise<{ origin: string; stop: () => boolean }> {
  const child = spawn(process.execPath, [path.join(HERE, 'bareServer.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', (line: string) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** Request-log lines per URL in `logFile` (read after the API stopped: all are written). */
function loggedRequests(logFile: string): (url: string) => number {
  const counts = new Map<string, number>();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"msg":"request completed"')) continue;
    const url = /"url":"([^"]*)"/.exec(line)?.[1];
    if (url) counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  return (url) => counts.get(url) ?? 0;
}

const percent = (share: number) => (share * 100).toFixed(1);

/** A table row; `roundShares`, of a target measured in turn with the ceiling, adds their range. */
const summary = (
  name: string,
  result: Combined,
  ceiling?: number,
  roundShares?: number[],
): Row => ({
  endpoint: name,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.timeouts,
  'non-2xx': result.non2xx,
  'of ceiling': ceiling
    ? `${percent(result.requests.average / ceiling)} %` +
      (roundShares
        ? ` (rounds ${percent(Math.min(...roundShares))}–${percent(Math.max(...roundShares))})`
        : '')
    : '—',
});

/** The API's targets: cached reads against the ceiling, uncached reads against their floor. */
function apiBudget(rows: Row[], logged: Logged[]): Record<string, Checked> {
  const row = (name: string) => rows.find((item) => item.endpoint === name)!;
  const share = (name: string) => Number((row(name)['req/s'] / rows[0]!['req/s']).toFixed(2));
  const checks: Record<string, Checked> = {};
  for (const name of ['GET /api/news/latest', 'GET /api/news/:url']) {
    checks[`${name} share of ceiling`] = {
      value: share(name),
      ...check(share(name), { min: API_BUDGET.cachedShareMin }),
    };
    const p99 = row(name)['p99 ms'];
    checks[`${name} p99 ms`] = { value: p99, ...check(p99, { max: API_BUDGET.cachedP99Ms }) };
    // autocannon counts the answers it received; a request still under way at the end is
    // answered and logged by the API but not counted, so a log may hold a few lines more.
    const { answered, logged: lines } = logged.find((item) => item.endpoint === name)!;
    checks[`${name} requests logged`] = { value: lines, ...check(lines, { min: answered }) };
  }
  for (const name of [
    'GET /api/news/:url (cache off)',
    'GET /api/news/:url, each in turn (cache off)',
  ]) {
    const rate = row(name)['req/s'];
    checks[`${name} req/s`] = { value: rate, ...check(rate, { min: API_BUDGET.uncachedMinRps }) };
  }
  const ingest = row('POST /api/telemetry')['req/s'];
  checks['POST /api/telemetry req/s'] = {
    value: ingest,
    ...check(ingest, { min: API_BUDGET.telemetryMinRps }),
  };
  return checks;
}

/** A page view's beacon as the shell sends it: its view, three measures, one error. */
const TELEMETRY_BEACON = JSON.stringify({
  v: 1,
  session: 'bench-session-0001',
  events: [
    { remote: 'news', version: 'registry-file', route: '/news', kind: 'view' },
    { remote: 'news', version: 'registry-file', route: '/news', kind: 'lcp', value: 1200 },
    { remote: 'news', version: 'registry-file', route: '/news', kind: 'ttfb', value: 80 },
    { remote: 'news', version: 'registry-file', route: '/news', kind: 'cls', value: 0.01 },
    {
      remote: 'news',
      version: 'registry-file',
      route: '/news',
      kind: 'error',
      error: 'render',
    },
  ],
});

export async function benchApi(): Promise<ApiSection> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alu-bench-api-'));
  const env = {
    DATA_DIR: dataDir,
    FERRETDB_PORT: '0',
    LOG_LEVEL: 'info',
    INQUIRY_LIMIT_PER_IP: '1000000',
    TELEMETRY_LIMIT_PER_IP: '100000000',
  };
  const logs = {
    cached: path.join(dataDir, 'api.log'),
    uncached: path.join(dataDir, 'uncached.log'),
  };
  const api = await startApiProcess({ env, logFile: logs.cached });
  // The same API without its news cache, for the cache's effect.
  const uncached = await startApiProcess({
    env: {
      ...env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'alu-bench-api-')),
      NEWS_CACHE_SECONDS: '0',
    },
    logFile: logs.uncached,
  });
  const bare = await startBareServer();
  try {
    // The sample content is seeded at start-up: an article and one of its images.
    type News = { url: string; cover: string };
    const [article] = (await (await fetch(`${api.origin}/api/news/latest`)).json()) as News[];
    if (!article) throw new Error('the API has no sample news to measure');
    const every = ((await (await fetch(`${uncached.origin}/api/news`)).json()) as News[]).map(
      (item) => `/api/news/${item.url}`,
    );
    const image = `/uploads/news/${article.cover}`;
    const inquiry = JSON.stringify({
      kind: 'product',
      products: 'Foglio per uso domestico',
      name: 'Banco di prova',
      phone: '+39 02 0000 0000',
      email: 'banco@esempio.it',
      message: 'Misura del carico.',
      sourcePage: '/products/rolled-foils/household-foil',
    });

    const cached = await inTurn({
      ceiling: { url: `${bare.origin}/bare` },
      latest: { url: `${api.origin}/api/news/latest` },
      article: { url: `${api.origin}/api/news/${article.url}` },
    });
    const ceiling = cached.ceiling.result.requests.average;
    const roundShares = (name: 'latest' | 'article') =>
      cached[name].perRound.map((rate, round) => rate / cached.ceiling.perRound[round]!);
    const rows = [summary('bare Express route (ceiling)', cached.ceiling.result)];
    const measure = async (name: string, options: Options) =>
      rows.push(summary(name, await run(options), ceiling));
    rows.push(
      summary('GET /api/news/latest', cached.latest.result, ceiling, roundShares('latest')),
    );
    rows.push(
      summary('GET /api/news/:url', cached.article.result, ceiling, roundShares('article')),
    );
    await measure('GET /api/news/:url (cache off)', {
      url: `${uncached.origin}/api/news/${article.url}`,
    });
    // Every article in turn: concurrent requests seldom ask for the same one.
    await measure('GET /api/news/:url, each in turn (cache off)', {
      url: uncached.origin,
      requests: every.map((pathname) => ({ method: 'GET', path: pathname })),
    });
    await measure('GET /uploads/news/:file', { url: `${api.origin}${image}` });
    await measure(`POST /api/inquiries at ${INQUIRY_RATE}/s`, {
      url: `${api.origin}/api/inquiries`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: inquiry,
      connections: 5,
      overallRate: INQUIRY_RATE,
    });
    await measure('POST /api/telemetry', {
      url: `${api.origin}/api/telemetry`,
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: TELEMETRY_BEACON,
    });
    // Stopped, the API has written every line it logged.
    await api.stop();
    const linesOf = loggedRequests(logs.cached);
    const logged = [
      // The first read of the latest news above was logged too.
      {
        name: 'GET /api/news/latest',
        answered: cached.latest.answered,
        lines: linesOf('/api/news/latest') - 1,
      },
      {
        name: 'GET /api/news/:url',
        answered: cached.article.answered,
        lines: linesOf(`/api/news/${article.url}`),
      },
    ].map(({ name, answered, lines }) => ({ endpoint: name, answered, logged: lines }));
    return {
      seconds: SECONDS,
      rounds: { count: ROUNDS, seconds: ROUND_SECONDS, warmUpSeconds: WARM_UP_SECONDS },
      connections: CONNECTIONS,
      image,
      rows,
      logged,
      budget: apiBudget(rows, logged),
    };
  } finally {
    bare.stop();
    await Promise.all([api.stop(), uncached.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchApi();
  console.table(result.rows);
  console.table(result.logged);
}
