import assert from 'node:assert/strict';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  serviceLifecycle,
  type ReadinessCheck,
  type ServiceLifecycle,
} from './serviceLifecycle.ts';

const servers: Server[] = [];
after(() => {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
});

/** A server whose `/slow` answers after `slowMs`, every other path at once, behind `lifecycle`. */
async function serve(lifecycle: ServiceLifecycle, slowMs = 0) {
  const server = http.createServer((req, res) =>
    lifecycle.middleware(req, res, () => {
      const answer = () => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('page');
      if (req.url === '/slow') setTimeout(answer, slowMs).unref();
      else answer();
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * A request on a connection of its own that asks to be kept open, as a proxy's would: whether it
 * is closed after the answer is the server's choice.
 */
function get(origin: string, path: string) {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const request = http.get(`${origin}${path}`, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body,
          }),
        );
      });
      request.on('error', reject);
    },
  ).finally(() => agent.destroy());
}

const ok: ReadinessCheck = { name: 'database', check: async () => undefined };
const failing = (name: string, degradedWithout = false): ReadinessCheck => ({
  name,
  degradedWithout,
  check: async () => {
    throw new Error(`${name} is down`);
  },
});

test('/healthz answers while the process runs; /readyz when every dependency answers', async () => {
  const { origin } = await serve(serviceLifecycle([ok]));
  const health = await fetch(`${origin}/healthz`);
  assert.equal(health.status, 200);
  assert.equal(health.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await health.json(), { status: 'ok' });
  const ready = await fetch(`${origin}/readyz`);
  assert.equal(ready.status, 200);
  assert.equal(ready.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await ready.json(), { status: 'ready', checks: { database: 'ok' } });
  assert.equal((await get(origin, '/readyz?verbose')).status, 200, 'a query is still the probe');
  assert.equal((await get(origin, '/anything')).body, 'page', 'other paths pass through');
});

test('/readyz is 503 naming the failing dependency; one it can do without only degrades it', async () => {
  const down = await serve(serviceLifecycle([ok, failing('registry')]));
  const notReady = await fetch(`${down.origin}/readyz`);
  assert.equal(notReady.status, 503);
  assert.deepEqual(await notReady.json(), {
    status: 'not-ready',
    checks: { database: 'ok', registry: 'failed' },
  });
  const degraded = await serve(serviceLifecycle([ok, failing('redis', true)]));
  const stillReady = await fetch(`${degraded.origin}/readyz`);
  assert.equal(stillReady.status, 200);
  assert.deepEqual(await stillReady.json(), {
    status: 'degraded',
    checks: { database: 'ok', redis: 'failed' },
  });
});

test('a dependency that does not answer counts as failing, and the probe still answers', async () => {
  const hung: ReadinessCheck = { name: 'database', check: () => new Promise(() => undefined) };
  const { origin } = await serve(serviceLifecycle([hung]));
  const started = Date.now();
  const answer = await fetch(`${origin}/readyz`);
  assert.equal(answer.status, 503);
  assert.deepEqual(((await answer.json()) as { checks: unknown }).checks, { database: 'timeout' });
  assert.ok(Date.now() - started < 3000);
});

test('draining: not ready at once, serving out the delay with closing connections, then refusing', async () => {
  const lifecycle = serviceLifecycle([ok]);
  const { server, origin } = await serve(lifecycle, 600);
  // Begun before the drain, answered after the listener has closed.
  const inFlight = get(origin, '/slow');
  await sleep(50);
  const drained = lifecycle.drain(server, { delayMs: 300, timeoutMs: 5000 });
  const started = Date.now();

  assert.equal(lifecycle.draining, true);
  const readiness = await get(origin, '/readyz');
  assert.equal(readiness.status, 503);
  assert.match(readiness.body, /"status":"draining"/);
  assert.equal((await get(origin, '/healthz')).status, 200, 'still alive');
  const during = await get(origin, '/page');
  assert.equal(during.status, 200, 'still serving during the delay');
  assert.equal(during.connection, 'close', 'and the proxy is told not to keep the connection');

  await sleep(400);
  await assert.rejects(get(origin, '/page'), /ECONNREFUSED/, 'no new connection after the delay');
  const slow = await inFlight;
  assert.equal(slow.status, 200, 'the request under way was answered');
  assert.equal(slow.connection, 'close');
  await drained;
  assert.ok(Date.now() - started < 1500, 'ended once the last answer was sent');
});

test('a request that never ends is cut at the shutdown timeout', async () => {
  const lifecycle = serviceLifecycle([ok]);
  const { server, origin } = await serve(lifecycle, 60_000);
  const hung = get(origin, '/slow').catch((error: Error) => error);
  await sleep(50);
  const started = Date.now();
  await lifecycle.drain(server, { delayMs: 100, timeoutMs: 800 });
  const elapsed = Date.now() - started;
  assert.ok(elapsed >= 750 && elapsed < 1500, `ended after ${elapsed} ms`);
  assert.ok((await hung) instanceof Error, 'its connection was cut');
});
