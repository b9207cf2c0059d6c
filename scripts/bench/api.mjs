// The API section of `npm run bench`: autocannon on loopback against a real API process (its
// own embedded database, seeded with the sample news) and, in the same run, a bare Express
// route in a process of its own as the ceiling of this machine. Per endpoint: requests/s,
// p50/p99 latency, errors and the ratio to the ceiling. The API logs every request (level
// info, as in production; written asynchronously) to a file, as a process manager keeps it;
// the table counts the lines of each measured read against the responses autocannon received.
// A benchmark: it fails nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startApiProcess } from '../cluster.mjs';
import { API_BUDGET, check } from './budgets.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** POST /api/inquiries is measured at a fixed rate (a busy day's worth, many times over). */
const INQUIRY_RATE = 50;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The bare route's server: Express 5, one `res.json`, nothing else. */
async function startBareServer() {
  const child = spawn(process.execPath, [path.join(HERE, 'bareServer.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', (line) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** Request-log lines per URL in `logFile` (read after the API stopped: all are written). */
function loggedRequests(logFile) {
  const counts = new Map();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"msg":"request completed"')) continue;
    const url = /"url":"([^"]*)"/.exec(line)?.[1];
    if (url) counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  return (url) => counts.get(url) ?? 0;
}

const summary = (name, result, ceiling) => ({
  endpoint: name,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.timeouts,
  'non-2xx': result.non2xx,
  'of ceiling': ceiling ? `${((result.requests.average / ceiling) * 100).toFixed(1)} %` : '—',
});

/** The API's targets: cached reads against the ceiling, uncached reads against 25 November. */
function apiBudget(rows, logged) {
  const row = (name) => rows.find((item) => item.endpoint === name);
  const share = (name) => Number((row(name)['req/s'] / rows[0]['req/s']).toFixed(2));
  const checks = {};
  for (const name of ['GET /api/news/latest', 'GET /api/news/:url']) {
    checks[`${name} share of ceiling`] = {
      value: share(name),
      ...check(share(name), { min: API_BUDGET.cachedShareMin }),
    };
    const p99 = row(name)['p99 ms'];
    checks[`${name} p99 ms`] = { value: p99, ...check(p99, { max: API_BUDGET.cachedP99Ms }) };
    // autocannon counts the answers it received; a request still under way at the end is
    // answered and logged by the API but not counted, so a log may hold a few lines more.
    const { answered, logged: lines } = logged.find((item) => item.endpoint === name);
    checks[`${name} requests logged`] = { value: lines, ...check(lines, { min: answered }) };
  }
  for (const name of [
    'GET /api/news/:url (cache off)',
    'GET /api/news/:url, each in turn (cache off)',
  ]) {
    const rate = row(name)['req/s'];
    checks[`${name} req/s`] = { value: rate, ...check(rate, { min: API_BUDGET.uncachedMinRps }) };
  }
  return checks;
}

export async function benchApi() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alu-bench-api-'));
  const env = {
    DATA_DIR: dataDir,
    FERRETDB_PORT: '0',
    LOG_LEVEL: 'info',
    INQUIRY_LIMIT_PER_IP: '1000000',
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
    const [article] = await (await fetch(`${api.origin}/api/news/latest`)).json();
    if (!article) throw new Error('the API has no sample news to measure');
    const every = (await (await fetch(`${uncached.origin}/api/news`)).json()).map(
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

    const ceilingRun = await run({ url: `${bare.origin}/bare` });
    const ceiling = ceilingRun.requests.average;
    const rows = [summary('bare Express route (ceiling)', ceilingRun)];
    const measure = async (name, options) => rows.push(summary(name, await run(options), ceiling));
    const latest = await run({ url: `${api.origin}/api/news/latest` });
    rows.push(summary('GET /api/news/latest', latest, ceiling));
    const articleRead = await run({ url: `${api.origin}/api/news/${article.url}` });
    rows.push(summary('GET /api/news/:url', articleRead, ceiling));
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
    // Once more at the end: the machine's load can change during the run.
    rows.push(
      summary('bare Express route (again)', await run({ url: `${bare.origin}/bare` }), ceiling),
    );
    // Stopped, the API has written every line it logged.
    await api.stop();
    const linesOf = loggedRequests(logs.cached);
    const logged = [
      // The first read of the latest news above was logged too.
      {
        name: 'GET /api/news/latest',
        result: latest,
        lines: linesOf('/api/news/latest') - 1,
      },
      {
        name: 'GET /api/news/:url',
        result: articleRead,
        lines: linesOf(`/api/news/${article.url}`),
      },
    ].map(({ name, result, lines }) => ({
      endpoint: name,
      answered: result.requests.total,
      logged: lines,
    }));
    return {
      seconds: SECONDS,
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
  console.log(
    `API on loopback: autocannon, ${result.connections} connections, ${result.seconds} s each`,
  );
  console.table(result.rows);
  console.table(result.logged);
}
