// `npm run test:topology`: the production topology on this machine (nginx, Redis, the
// database, two APIs, two site servers, remotes as static release folders, Prometheus), under
// faults and while every instance is replaced in turn.
// Everything goes through the edge as a visitor's requests would, except where a test names
// one instance on purpose (a write through A, read through B).
import assert from 'node:assert/strict';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { RELEASE_FILE, removeTree } from '../releases.ts';
import { edgeClient, failureRate, steadyLoad } from './edgeClient.ts';
import type { EdgeClient } from './edgeClient.ts';
import { offsetPorts, refusePublicOperations, startTopology } from './topology.ts';
import type { ServiceInstance, Topology } from './topology.ts';

/** A JSON log line of the edge or a service (what these tests read of it). */
interface LogLine {
  msg?: string;
  client?: string;
  req: { id?: string; url: string };
  res: { statusCode: number };
}

const PORTS = offsetPorts({
  edge: 8543,
  sites: [8201, 8202],
  apis: [3201, 3202],
  redis: 6391,
  database: 27219,
  apiService: 3200,
  siteMetrics: [9611, 9612],
  apiMetrics: [9601, 9602],
  prometheus: 9690,
  mailSmtp: 2626,
  mailHttp: 8126,
});
/** Failed sign-ins per address and window: low, so the test meets the limit quickly. */
const LOGIN_LIMIT = 8;
const MAX_FAILURE_RATE = 0.005;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let topology: Topology;
let edge: EdgeClient;
let stateDir: string;

before(async () => {
  stateDir = mkdtempSync(path.join(tmpdir(), 'alu-topology-'));
  topology = await startTopology({
    stateDir,
    releasesDir: path.join(stateDir, 'releases'),
    ports: PORTS,
    // Prometheus reads every instance each second, so a test need not wait long for a figure.
    scrapeInterval: '1s',
    apiEnv: {
      LOG_LEVEL: 'info',
      LOGIN_LIMIT_PER_IP: String(LOGIN_LIMIT),
      LOGIN_LIMIT_PER_USERNAME: String(LOGIN_LIMIT),
      INQUIRY_LIMIT_PER_IP: '100000',
    },
  });
  edge = edgeClient(topology.url, topology.certificate);
});

after(async () => {
  await topology?.stop();
  // TOPOLOGY_KEEP_STATE=1 keeps the logs, configurations and data to look at afterwards.
  if (stateDir && process.env.TOPOLOGY_KEEP_STATE !== '1') removeTree(stateDir);
  else if (stateDir) console.log(`state kept in ${stateDir}`);
});

async function signIn(client = edge): Promise<string> {
  const response = await client.json('POST', '/api/admin/login', topology.admin);
  assert.equal(response.status, 200, response.text());
  return (JSON.parse(response.text()) as { token: string }).token;
}

/** An instance addressed directly (not through the edge): the test's "through A" and "B". */
function direct(origin: string) {
  const request = async (pathname: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(pathname, origin), init);
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };
  return request;
}

async function poll(
  check: () => boolean | Promise<boolean>,
  { timeoutMs, intervalMs = 50 }: { timeoutMs: number; intervalMs?: number },
): Promise<number | undefined> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) return undefined;
    await sleep(intervalMs);
  }
}

function newsForm(url: string, title: string, cover: Buffer): FormData {
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      url,
      date: '10-06-2026',
      isMediaNews: 'false',
      content: {
        bg: { title: 'Новина', contentOne: '<p>bg</p>', contentTwo: '' },
        en: { title: 'News', contentOne: '<p>en</p>', contentTwo: '' },
        de: { title: '', contentOne: '', contentTwo: '' },
        it: { title, contentOne: '<p>it</p>', contentTwo: '' },
      },
    }),
  );
  form.append('cover', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
  return form;
}

/** Inquiries sent through the edge while the load runs; answers those acknowledged (201). */
async function writeDuring(
  seconds: number,
  marker: string,
): Promise<string[] & { attempted: number }> {
  const acknowledged: string[] = [];
  let attempted = 0;
  const until = Date.now() + seconds * 1000;
  for (let n = 0; Date.now() < until; n += 1) {
    const message = `${marker} ${n}`;
    const response = await edge
      .json('POST', '/api/inquiries', {
        kind: 'product',
        products: 'Foglio per uso domestico',
        name: 'Maria Rossi',
        phone: '+39 02 1234 5678',
        email: 'maria.rossi@esempio.it',
        message,
        sourcePage: '/products/rolled-foils/household-foil',
      })
      .catch(() => undefined);
    attempted += 1;
    if (response?.status === 201) acknowledged.push(message);
    await sleep(100);
  }
  return Object.assign(acknowledged, { attempted });
}

async function storedInquiries(marker: string): Promise<string[]> {
  const token = await signIn();
  const response = await edge.get('/api/inquiries', { Authorization: `Bearer ${token}` });
  return (JSON.parse(response.text()) as { message: string }[])
    .map((inquiry) => inquiry.message)
    .filter((message) => message.startsWith(marker));
}

describe('the edge', () => {
  test('serves pages over TLS, compressed, with caching headers for each kind of file', async () => {
    const page = await edge.get('/', { 'Accept-Encoding': 'gzip' });
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-encoding'], 'gzip');
    assert.equal(page.headers['cache-control'], 'no-cache');
    const html = (await edge.get('/')).text();
    const asset = /\/remotes\/corporate\/releases\/[\w.-]+\/[\w/.-]+?\.[0-9a-f]{8}\.js/.exec(
      html,
    )?.[0];
    assert.ok(asset, 'the page loads the corporate remote from its release folder');
    const script = await edge.get(asset);
    assert.equal(script.status, 200);
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    const manifest = await edge.get(asset.replace(/[^/]+$/, 'mf-manifest.json'));
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal((await edge.get('/mf-manifest.json')).headers['cache-control'], 'no-cache');
    // A version not copied yet is not remembered as missing.
    const notYet = await edge.get(asset.replace(/releases\/[^/]+\//, 'releases/9.9.9-later/'));
    assert.equal(notYet.status, 404);
    assert.equal(notYet.headers['cache-control'], 'no-store');
    // The page template and the server bundle are not files of the site.
    assert.equal((await edge.get('/index.html')).status, 404);
    assert.equal((await edge.get('/ssr/ssr-manifest.json')).status, 404);
  });

  test('failed sign-ins spread over both APIs meet 429 at the configured count, forged addresses or not', async () => {
    // Another client address than the other tests' (whose sign-ins must keep working).
    const attacker = edgeClient(topology.url, topology.certificate, { localAddress: '127.0.0.2' });
    const statuses: (number | undefined)[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT + 2; attempt += 1) {
      const forged = { 'X-Forwarded-For': `203.0.113.${attempt}`, 'X-Real-IP': '198.51.100.7' };
      const response = await attacker.json(
        'POST',
        '/api/admin/login',
        { username: `nobody-${Date.now()}`, password: `wrong-${attempt}` },
        undefined,
        forged,
      );
      statuses.push(response.status);
    }
    // The edge alternates the two APIs: counted per instance, 2 × LOGIN_LIMIT would pass.
    assert.deepEqual(statuses.slice(0, LOGIN_LIMIT), Array(LOGIN_LIMIT).fill(401));
    assert.deepEqual(statuses.slice(LOGIN_LIMIT), [429, 429]);
  });

  test('a dead instance is skipped within the request that meets it', async () => {
    await Promise.all([topology.apis[1]!.kill(), topology.sites[1]!.kill()]);
    try {
      const statuses: (number | undefined)[] = [];
      // Before and after the edge's 5 s rest for a failed instance: each dead one is met twice.
      for (const round of [0, 1]) {
        if (round === 1) await sleep(5200);
        for (const page of [
          '/news',
          '/api/news/latest',
          '/contacts/sales-department',
          '/api/health',
        ]) {
          statuses.push((await edge.get(page)).status);
        }
      }
      assert.deepEqual(statuses, Array(8).fill(200));
    } finally {
      await Promise.all([topology.apis[1]!.start(), topology.sites[1]!.start()]);
    }
  });
});

describe('shared state', () => {
  const through = (instances: () => ServiceInstance[], i: number) => (pathname: string) =>
    direct(instances()[i]!.origin)(pathname);
  const [siteA, siteB] = [0, 1].map((i) => through(() => topology.sites, i)) as [
    ReturnType<typeof through>,
    ReturnType<typeof through>,
  ];
  const [apiA, apiB] = [0, 1].map((i) => through(() => topology.apis, i)) as [
    ReturnType<typeof through>,
    ReturnType<typeof through>,
  ];

  const slug = (label: string) => label.toLowerCase().replaceAll(' ', '-');

  /** A news item written through API A (not the edge); answers it and its cover's bytes. */
  async function writeThroughA(label: string) {
    const cover = await sharp({
      create: { width: 16, height: 12, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const stamp = Date.now();
    const created = await fetch(new URL('/api/news', topology.apis[0]!.origin), {
      method: 'POST',
      headers: { Authorization: `Bearer ${await signIn()}` },
      body: newsForm(`${slug(label)}-${stamp}`, `${label} ${stamp}`, cover),
    });
    assert.equal(created.status, 201);
    const item = (await created.json()) as { cover: string; url: string };
    return { item, title: `${label} ${stamp}`, cover };
  }

  /** Whether API B and both site servers answer with `title` (every cache warmed before). */
  const visibleEverywhere = async (title: string) =>
    (await apiB('/api/news/latest')).body.toString().includes(title) &&
    (await siteA('/news')).body.toString().includes(title) &&
    (await siteB('/news')).body.toString().includes(title);

  async function warmCaches() {
    for (const site of [siteA, siteB]) assert.equal((await site('/news')).status, 200);
    assert.equal((await apiB('/api/news/latest')).status, 200);
  }

  test('a news item written through API A shows through API B and both site servers within 1 s', async (t) => {
    await warmCaches();
    const { item, title, cover } = await writeThroughA('Scritta tramite A');
    const shown = await poll(() => visibleEverywhere(title), { timeoutMs: 1000 });
    assert.ok(shown !== undefined, 'not visible through B within 1 s');
    t.diagnostic(`visible through every instance after ${shown} ms`);

    // The image uploaded through A is served by B, byte for byte, and through the edge.
    const image = await apiB(`/uploads/news/${item.cover}`);
    assert.equal(image.status, 200);
    assert.ok(image.body.equals(cover));
    assert.equal((await edge.get(`/uploads/news/${item.cover}`)).status, 200);
    assert.equal((await apiA(`/api/news/${item.url}`)).status, 200);
  });

  test('with Redis down, a change reaches the other instances within their short freshness', async (t) => {
    await warmCaches();
    await topology.redis.stop();
    try {
      const { title } = await writeThroughA('Senza Redis');
      // The stated fallback: API answers 5 s, pages with API data 10 s.
      const shown = await poll(() => visibleEverywhere(title), {
        timeoutMs: 16_000,
        intervalMs: 250,
      });
      assert.ok(shown !== undefined, 'not visible through B within the caches’ freshness');
      t.diagnostic(`visible through every instance after ${shown} ms without Redis`);
    } finally {
      await topology.redis.start();
    }
  });

  test('a release activated through one API is served by every site server', async () => {
    const token = await signIn();
    const registry = JSON.parse((await edge.get('/api/remotes')).text()) as {
      remotes: { name: string; entry: string }[];
    };
    const news = registry.remotes.find((remote) => remote.name === 'news')!;
    const current = /releases\/([^/]+)\/mf-manifest\.json$/.exec(news.entry)![1]!;
    // A new version folder of the news remote, as `npm run release` would publish it.
    const version = `${current}-topology`;
    const folder = path.join(topology.releasesDir, 'news', version);
    cpSync(path.join(topology.releasesDir, 'news', current), folder, { recursive: true });
    chmodSync(folder, 0o755);
    chmodSync(path.join(folder, RELEASE_FILE), 0o644);
    const record = JSON.parse(readFileSync(path.join(folder, RELEASE_FILE), 'utf8')) as object;
    writeFileSync(path.join(folder, RELEASE_FILE), JSON.stringify({ ...record, version }));
    const entry = news.entry.replace(`/${current}/`, `/${version}/`);

    const activated = await fetch(new URL('/api/remotes/news', topology.apis[0]!.origin), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ version, entry }),
    });
    assert.equal(activated.status, 200, await activated.text());
    for (const site of topology.sites.map((s) => direct(s.origin))) {
      const served = await poll(
        async () => (await site('/news')).body.toString().includes(version),
        {
          timeoutMs: 1000,
        },
      );
      assert.ok(served !== undefined, 'a site server still serves the previous release');
    }
    const rolledBack = await fetch(
      new URL('/api/remotes/news/rollback', topology.apis[1]!.origin),
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    assert.equal(rolledBack.status, 200);
  });
});

describe('operations', () => {
  /** The lines of a JSON log file that `match`. */
  const logLines = (file: string, match: (line: LogLine) => boolean): LogLine[] =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as LogLine)
          .filter(match)
      : [];

  test('one page view carries one request id through the edge, a site server and the API', async (t) => {
    // A query of its own: the page is rendered now, and reads the API while rendering.
    const marker = `vista-${Date.now()}`;
    const page = await edge.get(`/news?ref=${marker}`);
    assert.equal(page.status, 200);
    const id = page.headers['x-request-id'];
    assert.match(String(id), /^[0-9a-f]{32}$/, 'the edge made the id');
    const ofThisView = (line: LogLine) => line.req?.id === id;
    const logs = () => ({
      edge: logLines(topology.accessLog, ofThisView),
      site: topology.sites.flatMap((site) => logLines(site.logFile, ofThisView)),
      api: topology.apis.flatMap((api) => logLines(api.logFile, ofThisView)),
    });
    // nginx writes its log each second; the services as soon as their output is free.
    // Each nginx worker flushes its own log: the page view and its API reads may come apart.
    const found = await poll(
      () => {
        const seen = logs();
        const edgeKinds = new Set(seen.edge.map((line) => line.req.url.startsWith('/api/')));
        return edgeKinds.size === 2 && seen.site.length > 0 && seen.api.length > 0;
      },
      { timeoutMs: 8000, intervalMs: 200 },
    );
    const seen = logs();
    assert.ok(found !== undefined, `id ${id} missing: ${JSON.stringify(seen)}`);
    t.diagnostic(
      `request ${id}: edge ${seen.edge.length}, site ${seen.site.length}, API ${seen.api.length} lines`,
    );
    // The page view at the edge, and the API reads of its render at the APIs' balancer.
    const view = seen.edge.find((line) => !line.req.url.startsWith('/api/'))!;
    const reads = seen.edge.filter((line) => line !== view);
    assert.deepEqual(
      [view.req.url, view.res.statusCode, view.client],
      ['/news', 200, '127.0.0.0'],
      'the edge logs the path only and the client network, not the address',
    );
    assert.ok(reads.length > 0 && reads.every((line) => line.req.url.startsWith('/api/')));
    assert.ok(
      seen.site.some((line) => line.msg === 'request completed' && line.res.statusCode === 200),
    );
    assert.ok(
      seen.api.some(
        (line) => line.msg === 'request completed' && line.req.url.startsWith('/api/news'),
      ),
    );

    // No query value, e-mail address or token reaches any log.
    const everything = [
      topology.accessLog,
      ...topology.sites.map((s) => s.logFile),
      ...topology.apis.map((a) => a.logFile),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    assert.ok(!everything.includes(marker), 'a query value was logged');
    assert.ok(!everything.includes('@esempio.it'), 'an e-mail address was logged');
    assert.ok(!/Bearer|eyJhbGci/.test(everything), 'a token was logged');

    // A client cannot choose the id it is logged under.
    const forged = await edge.get('/', { 'X-Request-Id': 'chosen-by-a-client-123' });
    assert.notEqual(forged.headers['x-request-id'], 'chosen-by-a-client-123');
  });

  test('Prometheus reads every instance, and its request counts match the load sent', async (t) => {
    type Series = { metric: Record<string, string>; value: [number, string] };
    const query = async (promql: string): Promise<Series[]> => {
      const url = new URL('/api/v1/query', topology.prometheus.url);
      url.searchParams.set('query', promql);
      const answer = (await (await fetch(url)).json()) as {
        status: string;
        data: { result: Series[] };
      };
      assert.equal(answer.status, 'success', JSON.stringify(answer));
      return answer.data.result;
    };
    const up = await query('up');
    assert.deepEqual(
      up.map((series) => [series.metric.job, series.value[1]]).sort(),
      [
        ['api', '1'],
        ['api', '1'],
        ['site', '1'],
        ['site', '1'],
      ],
      'both APIs and both site servers are scraped',
    );
    // A route only this test asks for, through the edge to both APIs.
    const counted =
      'sum(http_request_duration_seconds_count{job="api",route="/api/public-config"})';
    const before = Number((await query(counted))[0]?.value[1] ?? 0);
    const sent = 60;
    for (let n = 0; n < sent; n += 1) {
      assert.equal((await edge.get('/api/public-config')).status, 200);
    }
    let after = before;
    await poll(
      async () => {
        after = Number((await query(counted))[0]?.value[1] ?? 0);
        return after === before + sent;
      },
      { timeoutMs: 8000, intervalMs: 500 },
    );
    t.diagnostic(`PromQL ${counted}: ${before} → ${after} after ${sent} requests`);
    assert.equal(after - before, sent);
    // Spread over both instances by the edge.
    const perInstance = await query(
      'http_request_duration_seconds_count{job="api",route="/api/public-config",status="200"}',
    );
    assert.equal(perInstance.length, 2);
    // The process's own figures, and nothing of the metrics reaches visitors.
    assert.ok((await query('nodejs_eventloop_lag_seconds{job="site"}')).length === 2);
    assert.ok((await query('mail_outbox_depth{job="api"}')).length === 2);
    assert.equal((await edge.get('/metrics')).status, 404);
  });

  test('the production start refuses to put the metrics or the mail catcher on a public address', async () => {
    assert.throws(
      () => refusePublicOperations({ METRICS_HOST: '0.0.0.0' }),
      /METRICS_HOST=0\.0\.0\.0 would expose the services’ metrics/,
    );
    assert.throws(
      () => refusePublicOperations({ MAIL_CATCHER_HOST: '192.0.2.10' }),
      /MAIL_CATCHER_HOST=192\.0\.2\.10 would expose the mail catcher/,
    );
    assert.doesNotThrow(() =>
      refusePublicOperations({ METRICS_HOST: '127.0.0.1', MAIL_CATCHER_HOST: 'localhost' }),
    );
    process.env.METRICS_HOST = '0.0.0.0';
    try {
      await assert.rejects(startTopology({ stateDir: path.join(stateDir, 'refused') }), /Refused/);
      assert.ok(!existsSync(path.join(stateDir, 'refused')), 'nothing was started');
    } finally {
      delete process.env.METRICS_HOST;
    }
  });
});

/** Requests an instance has answered since it started (its probes are not counted). */
async function answeredBy(instance: ServiceInstance): Promise<number> {
  const text = await fetch(instance.metricsUrl).then(
    (response) => response.text(),
    () => '',
  );
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('a rolling update', () => {
  test('every API and site server replaced in turn under steady load: no request fails', async (t) => {
    const marker = `aggiornamento-${Date.now()}`;
    const PAGES_UNDER_LOAD = [
      '/',
      '/news',
      '/api/news/latest',
      '/products/rolled-foils/household-foil',
    ];
    const instances = [...topology.apis, ...topology.sites];
    // Long enough for each instance's 5 s drain, its restart, its readiness and its return
    // into the balancer's rotation.
    const seconds = 16 * instances.length;
    const load = steadyLoad({ origin: edge.origin, ca: edge.ca, paths: PAGES_UNDER_LOAD, seconds });
    const writes = writeDuring(seconds - 2, marker);
    const started = Date.now();
    const steps = [];
    await sleep(1500);
    for (const instance of instances) {
      const begun = Date.now();
      // SIGTERM: not ready at once, serving out its delay, then finishing what it has.
      await instance.stop();
      const stoppedAfter = Date.now() - begun;
      await instance.start();
      const ready = await poll(
        async () =>
          (await fetch(new URL('/readyz', instance.origin)).catch(() => undefined))?.status === 200,
        { timeoutMs: 30_000, intervalMs: 100 },
      );
      assert.ok(ready !== undefined, `${instance.origin} did not become ready`);
      const readyAfter = Date.now() - begun;
      // The next one goes only once the balancer sends this one visitors again (what a
      // Deployment's minReadySeconds waits for): nginx tries an instance it saw fail only after
      // its rest of 5 s, so a ready instance may still be out of its rotation.
      const inRotation = await poll(async () => (await answeredBy(instance)) > 0, {
        timeoutMs: 20_000,
        intervalMs: 100,
      });
      assert.ok(inRotation !== undefined, `the edge never sent ${instance.origin} a request`);
      steps.push(
        `${instance.origin}: stopped in ${stoppedAfter} ms, ready after ${readyAfter} ms, ` +
          `serving after ${Date.now() - begun} ms`,
      );
    }
    const result = await load;
    const written = await writes;
    const { failed, total } = failureRate(result);
    t.diagnostic(steps.join('; '));
    t.diagnostic(
      `${failed} of ${total} requests failed in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `${written.length} of ${written.attempted} writes acknowledged`,
    );
    assert.ok(total > 500, `too few requests to judge (${total})`);
    // What the edge saw of the failures, to tell which instance and why.
    const failures = () =>
      readFileSync(topology.accessLog, 'utf8')
        .split('\n')
        .filter((line) => /"statusCode":5\d\d/.test(line))
        .slice(0, 5)
        .join('\n');
    assert.equal(
      failed,
      0,
      `${failed} of ${total} requests failed during the rolling update: ` +
        `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} not 2xx ` +
        `${JSON.stringify(result.statusCodeStats)}\n${failures()}`,
    );
    assert.equal(written.length, written.attempted, 'a write failed during the rolling update');
    const stored = await storedInquiries(marker);
    assert.deepEqual(
      [...stored].sort(),
      [...written].sort(),
      'every acknowledged write stored once',
    );
  });
});

describe('faults under steady load', () => {
  const PAGES = ['/', '/news', '/api/news/latest', '/products/rolled-foils/household-foil'];

  test('one API and one site server killed and restarted: under 0.5 % failed, nothing lost', async (t) => {
    const marker = `guasto-${Date.now()}`;
    const load = steadyLoad({ origin: edge.origin, ca: edge.ca, paths: PAGES, seconds: 12 });
    const writes = writeDuring(11, marker);
    await sleep(2000);
    await topology.apis[0]!.kill();
    await sleep(1000);
    await topology.sites[0]!.kill();
    await sleep(3000);
    await Promise.all([topology.apis[0]!.start(), topology.sites[0]!.start()]);
    const result = await load;
    const acknowledged = await writes;
    const { failed, total, rate } = failureRate(result);
    t.diagnostic(
      `${failed} of ${total} requests failed; ${acknowledged.length} writes acknowledged`,
    );
    assert.ok(total > 200, `too few requests to judge (${total})`);
    assert.ok(rate < MAX_FAILURE_RATE, `${failed} of ${total} requests failed`);
    // Every acknowledged write is stored, once. The one write under way when the API was
    // killed may be stored without its answer reaching the visitor (who was told it failed),
    // never twice, and nothing that was not sent.
    assert.ok(acknowledged.length > 20);
    const stored = await storedInquiries(marker);
    assert.equal(new Set(stored).size, stored.length, 'an inquiry was stored twice');
    for (const message of acknowledged) assert.ok(stored.includes(message), `${message} lost`);
    const unacknowledged = stored.filter((message) => !acknowledged.includes(message));
    assert.ok(unacknowledged.length <= 1, `stored without an answer: ${unacknowledged}`);
    for (const message of unacknowledged) {
      const n = Number(message.slice(marker.length + 1));
      assert.ok(Number.isInteger(n) && n < acknowledged.attempted, `never sent: ${message}`);
    }
    // Both restarted instances answer again.
    for (const instance of [topology.apis[0]!, topology.sites[0]!]) {
      const path = instance === topology.apis[0] ? '/api/health' : '/';
      assert.equal((await fetch(new URL(path, instance.origin))).status, 200);
    }
  });

  test('Redis restarted: no request fails, limits and changes carry on', async (t) => {
    const load = steadyLoad({ origin: edge.origin, ca: edge.ca, paths: PAGES, seconds: 8 });
    const writes = writeDuring(7, `redis-${Date.now()}`);
    await sleep(2000);
    await topology.redis.stop();
    await sleep(2000);
    await topology.redis.start();
    const result = await load;
    const written = await writes;
    const { failed, total } = failureRate(result);
    t.diagnostic(`${failed} of ${total} requests failed, ${written.attempted} writes tried`);
    assert.equal(failed, 0, `${failed} of ${total} requests failed while Redis restarted`);
    // Rate-limited writes too: their limits were counted per instance meanwhile.
    assert.equal(written.length, written.attempted);
  });
});
