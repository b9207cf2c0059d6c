import assert from 'node:assert/strict';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { loadRemotes, type RemoteLoadFailed } from './remoteBundles.ts';
import { sha256 } from './serverBundle.ts';

/** A server bundle that, when run, says so (a global counter) and exposes one module. */
const BUNDLE = `globalThis.__bundleRuns = (globalThis.__bundleRuns ?? 0) + 1;
exports.setPublicPath = () => undefined;
exports.exposes = { './routes': async () => ({ default: { areaLabel: 'News', pages: {} } }) };`;

const runs = () => (globalThis as { __bundleRuns?: number }).__bundleRuns ?? 0;

let server: Server;
let origin: string;

before(async () => {
  server = http.createServer((req, res) => {
    const files: Record<string, string> = {
      '/mf-manifest.json': '{"exposes":[]}',
      '/ssr-assets.json': '{"groups":{}}',
      '/ssr/server.1.js': BUNDLE,
    };
    const body = files[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

const registry = (ssr?: { file: string; sha256: string }) => ({
  remotes: [{ name: 'news', entry: `${origin}/mf-manifest.json`, ...(ssr ? { ssr } : {}) }],
});

/** The failures loadRemotes reports: remote, reason and message. */
function failures() {
  const seen: [string, string, string][] = [];
  const report: RemoteLoadFailed = (remote, reason, error) =>
    seen.push([remote, reason, error.message]);
  return { seen, report };
}

test('a server bundle whose SHA-256 is not the pinned one is never run', async () => {
  const { seen, report } = failures();
  const before = runs();
  const state = await loadRemotes(
    registry({ file: 'server.1.js', sha256: 'a'.repeat(64) }),
    report,
  );
  assert.equal(state.remotes.size, 0, 'the remote is rendered in the browser only');
  assert.equal(runs(), before, 'its code did not run');
  assert.equal(seen.length, 1);
  assert.deepEqual(seen[0]?.slice(0, 2), ['news', 'server-bundle']);
  assert.match(String(seen[0]?.[2]), /not the a{64} pinned at activation/);
});

test('a bundle nobody pinned is not run either', async () => {
  const { seen, report } = failures();
  const before = runs();
  const state = await loadRemotes(registry(), report);
  assert.equal(state.remotes.size, 0);
  assert.equal(runs(), before);
  assert.deepEqual(
    seen.map(([remote, reason]) => [remote, reason]),
    [['news', 'server-bundle']],
  );
});

test('the pinned bundle runs, once', async () => {
  const pin = { file: 'server.1.js', sha256: sha256(BUNDLE) };
  const before = runs();
  const { seen, report } = failures();
  const state = await loadRemotes(registry(pin), report);
  await loadRemotes(registry(pin), report);
  assert.deepEqual(seen, []);
  assert.ok(state.modules.has('news/routes'));
  assert.equal(runs(), before + 1);
});
