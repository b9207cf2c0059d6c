// The site server over HTTP, as a visitor or an attacker reaches it, with a fake API behind it.
import assert from 'node:assert/strict';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fakeShell, resetFakeShell } from '../test-support/fakeShell.ts';
import { metricSample } from '@alu/server-kit';
import { siteMetrics } from '../observability/siteMetrics.ts';
import { startFakeApi, startSite, type FakeApi } from '../test-support/siteUnderTest.ts';

let api: FakeApi;
let site: Awaited<ReturnType<typeof startSite>>;
const servers: Server[] = [];

before(async () => {
  api = await startFakeApi();
  site = await startSite(api);
  servers.push(api.server, site.server);
});
beforeEach(() => {
  resetFakeShell();
  fakeShell.readApi = true;
  api.received.length = 0;
  api.answers.clear();
});
after(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

async function page(origin: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}/`, { headers });
  return response.text();
}

test('anonymous preflights and refused writes leave rendered pages alone', async () => {
  api.answers.set('OPTIONS /api/news', { status: 204 });
  api.answers.set('POST /api/news', { status: 401 });
  api.answers.set('POST /api/newsletter', { status: 201 });
  const first = await page(site.origin);
  for (const [method, path] of [
    ['OPTIONS', '/api/news'],
    ['POST', '/api/news'],
    ['POST', '/api/newsletter'],
  ] as const) {
    await fetch(`${site.origin}${path}`, { method, body: method === 'POST' ? '{}' : null });
  }
  assert.equal(await page(site.origin), first, 'still the page rendered before');
});

test('a write the API declares as a change of vacancies makes the pages afresh', async () => {
  api.answers.set('POST /api/careers', {
    status: 201,
    headers: { 'Site-Changed': 'careers' },
  });
  const before = await page(site.origin);
  const write = await fetch(`${site.origin}/api/careers`, { method: 'POST', body: '{}' });
  assert.equal(write.status, 201);
  assert.equal(write.headers.get('site-changed'), null, 'the notice stays between the servers');
  assert.notEqual(await page(site.origin), before);
});

test('a write the API declares as a change of documents makes the pages afresh', async () => {
  api.answers.set('POST /api/admin/documents', {
    status: 201,
    headers: { 'Site-Changed': 'documents' },
  });
  const before = await page(site.origin);
  const write = await fetch(`${site.origin}/api/admin/documents`, { method: 'POST', body: '{}' });
  assert.equal(write.status, 201);
  assert.notEqual(await page(site.origin), before);
});

test('a write the API declares as a change of the investors’ calendar makes the pages afresh', async () => {
  api.answers.set('POST /api/admin/investor-events', {
    status: 201,
    headers: { 'Site-Changed': 'investor-events' },
  });
  const before = await page(site.origin);
  const write = await fetch(`${site.origin}/api/admin/investor-events`, {
    method: 'POST',
    body: '{}',
  });
  assert.equal(write.status, 201);
  assert.notEqual(await page(site.origin), before);
});

test('the API is told the address of the connection, not what the client claims', async () => {
  api.answers.set('GET /api/whoami', { status: 200 });
  await fetch(`${site.origin}/api/whoami`, {
    headers: {
      'X-Forwarded-For': '203.0.113.7',
      Forwarded: 'for=203.0.113.7',
      'X-Real-IP': '203.0.113.7',
    },
  });
  assert.equal(api.received.at(-1)?.forwardedFor, '127.0.0.1');
});

test('behind a trusted proxy, the address that proxy names is passed on', async () => {
  const behind = await startSite(api, { trustedProxies: ['loopback'] });
  servers.push(behind.server);
  api.answers.set('GET /api/whoami', { status: 200 });
  await fetch(`${behind.origin}/api/whoami`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
  assert.equal(api.received.at(-1)?.forwardedFor, '203.0.113.7');
});

test('a Host header of the client never shows in the page', async () => {
  const html = await new Promise<string>((resolve, reject) => {
    const { port } = site.server.address() as AddressInfo;
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { Host: 'evil.example' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
  assert.doesNotMatch(html, /evil\.example/);
  assert.match(html, /href="https:\/\/www\.site\.test\/x"/);
});

test('a hung API is given up on in time, then requests fail fast and pages stay', async () => {
  const own = await startFakeApi();
  const hung = await startSite(own);
  servers.push(own.server, hung.server);
  const kept = await page(hung.origin);
  own.answers.set('GET /api/slow', 'hang');
  const started = Date.now();
  const slow = await fetch(`${hung.origin}/api/slow`);
  assert.equal(slow.status, 504);
  assert.ok(Date.now() - started < 2_000, `504 after ${Date.now() - started} ms`);
  // The instance is now known down: no request waits on it for a while.
  const next = Date.now();
  const fast = await fetch(`${hung.origin}/api/news/latest`);
  assert.equal(fast.status, 503);
  assert.equal(fast.headers.get('retry-after'), '5');
  assert.ok(Date.now() - next < 200);
  // The page made while the API answered is still served.
  assert.equal(await page(hung.origin), kept);
});

/** A server on this machine answering a page declaration, counting what it is asked. */
async function startDevRemote(
  routes: unknown,
): Promise<{ server: Server; entry: string; requests: string[] }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/routes.json') return res.end(JSON.stringify(routes));
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, entry: `http://127.0.0.1:${port}/mf-manifest.json`, requests };
}

/**
 * A site in front of a registry naming news, with a dev server of news the start script named
 * (as `localhost`) and another local service it did not.
 */
async function overrideSite(production: boolean, remoteDevAnyPort = false) {
  const own = await startFakeApi();
  own.registry = {
    remotes: [{ name: 'news', entry: 'https://remotes.site.test/news/1/mf-manifest.json' }],
  };
  const dev = await startDevRemote({ routes: [{ path: '/news-lab', name: 'Lab', page: 'lab' }] });
  const other = await startDevRemote({ routes: [{ path: '/secret', name: 'Secret', page: 'x' }] });
  const devOrigin = new URL(dev.entry).origin;
  const site = await startSite(own, {
    production,
    remoteDevOrigins: [devOrigin.replace('127.0.0.1', 'localhost')],
    remoteDevAnyPort,
  });
  servers.push(own.server, dev.server, other.server, site.server);
  return { origin: site.origin, dev: dev.entry, devOrigin, other };
}

async function setOverride(origin: string, query: string): Promise<Response> {
  return fetch(`${origin}/__remote-override?${query}`, { redirect: 'manual' });
}

test('in development one browser sees a remote from its dev server, the others the release', async () => {
  const { origin, dev, devOrigin } = await overrideSite(false);
  const set = await setOverride(origin, `news=${encodeURIComponent(dev)}`);
  assert.equal(set.status, 303);
  const cookie = set.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  assert.match(cookie, /^alu-remote-override=/);

  const mine = (await (await fetch(`${origin}/api/remotes`, { headers: { cookie } })).json()) as {
    remotes: { name: string; entry: string; routes?: { routes: unknown[] } }[];
  };
  assert.equal(mine.remotes[0]?.entry, dev);
  assert.deepEqual(mine.remotes[0]?.routes?.routes, [
    { path: '/news-lab', name: 'Lab', page: 'lab' },
  ]);
  const myPage = await fetch(`${origin}/`, { headers: { cookie } });
  const myPolicy = myPage.headers.get('content-security-policy') ?? '';
  assert.match(myPolicy, new RegExp(`script-src [^;]*${devOrigin}`));
  assert.match(myPolicy, new RegExp(`connect-src [^;]*${devOrigin.replace('http', 'ws')}`));
  assert.match(await myPage.text(), /<div id=root><\/div>/, 'rendered by the browser');

  const others = (await (await fetch(`${origin}/api/remotes`)).json()) as typeof mine;
  assert.equal(others.remotes[0]?.entry, 'https://remotes.site.test/news/1/mf-manifest.json');
  const theirPage = await fetch(`${origin}/`);
  const theirPolicy = theirPage.headers.get('content-security-policy') ?? '';
  assert.doesNotMatch(theirPolicy, /127\.0\.0\.1/);
  assert.doesNotMatch(theirPolicy, /style-src [^;]*unsafe-inline/);

  const cleared = await setOverride(origin, 'clear');
  assert.match(cleared.headers.getSetCookie()[0] ?? '', /^alu-remote-override=;/);
});

test('an override may only name a dev server on this machine', async () => {
  const { origin } = await overrideSite(false);
  const refused = await setOverride(origin, 'news=https%3A%2F%2Fevil.example%2Fmf-manifest.json');
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.headers.getSetCookie(), []);
  const forged = `alu-remote-override=${encodeURIComponent('{"news":"https://evil.example/m.json"}')}`;
  const registry = await (
    await fetch(`${origin}/api/remotes`, { headers: { cookie: forged } })
  ).text();
  assert.doesNotMatch(registry, /evil\.example/);
});

test("an override may not name another service of this machine than the project's dev servers", async () => {
  const { origin, other } = await overrideSite(false);
  const refused = await setOverride(origin, `news=${encodeURIComponent(other.entry)}`);
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.headers.getSetCookie(), []);
  const forged = `alu-remote-override=${encodeURIComponent(JSON.stringify({ news: other.entry }))}`;
  const registry = await (
    await fetch(`${origin}/api/remotes`, { headers: { cookie: forged } })
  ).text();
  await fetch(`${origin}/`, { headers: { cookie: forged } });
  assert.doesNotMatch(registry, /secret|Secret/);
  assert.doesNotMatch(registry, new RegExp(new URL(other.entry).port));
  assert.deepEqual(other.requests, []);
});

test('a developer who opts in may choose a dev server on any port of this machine', async () => {
  const { origin, other } = await overrideSite(false, true);
  const set = await setOverride(origin, `news=${encodeURIComponent(other.entry)}`);
  assert.equal(set.status, 303);
  const cookie = set.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const mine = (await (await fetch(`${origin}/api/remotes`, { headers: { cookie } })).json()) as {
    remotes: { entry: string }[];
  };
  assert.equal(mine.remotes[0]?.entry, other.entry);
  assert.deepEqual(other.requests, ['/routes.json']);
});

test('in production there is no override: the path sets nothing and the cookie is ignored', async () => {
  const { origin, dev, devOrigin } = await overrideSite(true);
  const set = await setOverride(origin, `news=${encodeURIComponent(dev)}`);
  assert.deepEqual(set.headers.getSetCookie(), []);
  const cookie = `alu-remote-override=${encodeURIComponent(JSON.stringify({ news: dev }))}`;
  const registry = await (await fetch(`${origin}/api/remotes`, { headers: { cookie } })).text();
  assert.doesNotMatch(registry, new RegExp(devOrigin));
  const page = await fetch(`${origin}/`, { headers: { cookie } });
  assert.doesNotMatch(page.headers.get('content-security-policy') ?? '', new RegExp(devOrigin));
});

test('/healthz and /readyz answer the orchestrator; the API and Redis only degrade readiness', async () => {
  const health = await fetch(`${site.origin}/healthz`);
  assert.equal(health.status, 200);
  assert.equal(health.headers.get('cache-control'), 'no-store');
  api.answers.set('GET /api/health', { status: 200 });
  const ready = await fetch(`${site.origin}/readyz`);
  assert.equal(ready.status, 200);
  assert.deepEqual(await ready.json(), { status: 'ready', checks: { registry: 'ok', api: 'ok' } });
  // An API that fails: pages rendered before are still answered, so the server stays ready.
  api.answers.set('GET /api/health', { status: 503 });
  const degraded = await fetch(`${site.origin}/readyz`);
  assert.equal(degraded.status, 200);
  assert.deepEqual(await degraded.json(), {
    status: 'degraded',
    checks: { registry: 'ok', api: 'failed' },
  });
});

test("the shell's page template and server bundle are not files of the site", async () => {
  for (const path of ['/index.html', '/ssr/ssr-manifest.json', '/ssr/s.js', '/ssr']) {
    const answer = await fetch(`${site.origin}${path}`);
    assert.equal(answer.status, 404, path);
    assert.doesNotMatch(await answer.text(), /renderPage|<div id=root>/, path);
  }
});

test("a page view's request id is answered, logged and sent with the render's API reads", async () => {
  const lines: { msg: string; req?: { id: string; url: string } }[] = [];
  const logger = (await import('pino')).default(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  const metrics = siteMetrics();
  const own = await startSite(api, { trustedProxies: ['loopback'] }, { logger, metrics });
  servers.push(own.server);
  // From a trusted proxy: its id is kept.
  const proxied = await fetch(`${own.origin}/?from=proxy`, {
    headers: { 'X-Request-Id': 'edge-0123456789abcdef' },
  });
  assert.equal(proxied.headers.get('x-request-id'), 'edge-0123456789abcdef');
  const read = api.received.find((request) => request.path === '/api/news/latest');
  assert.equal(read?.requestId, 'edge-0123456789abcdef', 'the render read the API with it');
  await proxied.text();
  // The line is written when the answer has been sent, a moment after the client got it.
  const completed = () => lines.find((line) => line.msg === 'request completed');
  for (let wait = 0; wait < 50 && !completed(); wait++) await sleep(10);
  const logged = completed();
  assert.deepEqual(logged?.req, { id: 'edge-0123456789abcdef', method: 'GET', url: '/?from=…' });

  // Answered from the cache the second time: counted as a hit of the page's route.
  await (await fetch(`${own.origin}/?from=proxy`)).text();
  await (await fetch(`${own.origin}/main.1.js`)).text();
  // Counted when each answer has been sent, a moment after the client got it.
  let text = '';
  for (let wait = 0; wait < 50; wait++) {
    text = await metrics.registry.metrics();
    if (metricSample(text, 'http_request_duration_seconds_count', { route: 'static' })) break;
    await sleep(10);
  }
  const count = (labels: Record<string, string>) =>
    metricSample(text, 'http_request_duration_seconds_count', { service: 'site', ...labels });
  assert.equal(count({ route: '/', status: '200' }), 2);
  assert.equal(count({ route: 'static', status: '404' }), 1);
  assert.equal(metricSample(text, 'ssr_page_cache_total', { remote: 'shell', result: 'miss' }), 1);
  assert.equal(metricSample(text, 'ssr_page_cache_total', { remote: 'shell', result: 'hit' }), 1);
  assert.equal(metricSample(text, 'ssr_render_duration_seconds_count', { remote: 'shell' }), 1);

  // From a client the server does not trust: a new id, also for the API.
  api.received.length = 0;
  const direct = await fetch(`${site.origin}/?from=client`, {
    headers: { 'X-Request-Id': 'chosen-by-a-client-1' },
  });
  const made = direct.headers.get('x-request-id');
  assert.ok(made && made !== 'chosen-by-a-client-1');
  const readAgain = api.received.find((request) => request.path === '/api/news/latest');
  assert.equal(readAgain?.requestId, made);
});
