import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPageRenderer } from './pageRenderer.mjs';

/**
 * A shell build whose server bundle renders the home page with the "news" the test sets
 * (`globalThis.__news`), counting its renders; no remote is registered.
 */
function fakeShellBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'alu-renderer-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name=description content="x"><title>x</title>' +
      '<script defer src=/main.1.js></script></head><body><div id=root></div></body></html>',
  );
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  writeFileSync(path.join(dir, 'ssr-assets.json'), JSON.stringify({ groups: {} }));
  mkdirSync(path.join(dir, 'ssr'));
  writeFileSync(path.join(dir, 'ssr', 'ssr-manifest.json'), JSON.stringify({ server: 's.js' }));
  writeFileSync(
    path.join(dir, 'ssr', 's.js'),
    `exports.formatTitle = (title) => title;
exports.renderPage = async () => {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  const news = globalThis.__news;
  await new Promise((resolve) => setTimeout(resolve, globalThis.__delay ?? 0));
  const data = { '/api/news/latest': { status: 'ready', data: news } };
  return {
    kind: 'page', status: 200, route: null, html: '<p>' + news + '</p>',
    snapshot: { remote: null, page: null, data, modules: [], registry: [] },
    record: { data, meta: null, modules: [], deferredModules: [], chunks: [], images: [], redirect: null },
  };
};`,
  );
  return dir;
}

function renderer(options) {
  return createPageRenderer({
    distDir: fakeShellBuild(),
    apiOrigin: 'http://api.invalid',
    registry: { current: async () => ({ remotes: [] }) },
    ...options,
  });
}

/** The page's HTML as the middleware answers it. */
async function get(pages) {
  let body = '';
  const res = {
    headers: {},
    setHeader(name, value) {
      this.headers[name] = value;
    },
    getHeader(name) {
      return this.headers[name];
    },
    status() {
      return this;
    },
    type() {
      return this;
    },
    send(html) {
      body = html;
    },
    redirect() {},
  };
  const req = { originalUrl: '/', protocol: 'http', get: () => 'site.test' };
  await pages.middleware(req, res);
  return /<p>([^<]*)<\/p>/.exec(body)?.[1];
}

test('a page with data is fresh for its time, then answered stale while it renders again', async () => {
  globalThis.__renders = 0;
  globalThis.__news = 'first';
  const pages = renderer({ dataTtlMs: 40, staleMs: 5_000 });
  assert.equal(await get(pages), 'first');
  globalThis.__news = 'second';
  assert.equal(await get(pages), 'first', 'fresh: from the cache');
  assert.equal(globalThis.__renders, 1);
  await sleep(60);
  assert.equal(await get(pages), 'first', 'stale: answered at once');
  await sleep(20);
  assert.equal(globalThis.__renders, 2, 'rendered again behind the answer');
  assert.equal(await get(pages), 'second');
});

test('an administrator’s write is answered at once, never stale', async () => {
  globalThis.__renders = 0;
  globalThis.__news = 'before';
  const pages = renderer({ dataTtlMs: 5_000, staleMs: 5_000 });
  assert.equal(await get(pages), 'before');
  globalThis.__news = 'after';
  pages.invalidateData();
  assert.equal(await get(pages), 'after');
});

test('a page stale for longer than the stale window is rendered before answering', async () => {
  globalThis.__renders = 0;
  globalThis.__news = 'old';
  const pages = renderer({ dataTtlMs: 10, staleMs: 20 });
  assert.equal(await get(pages), 'old');
  globalThis.__news = 'new';
  await sleep(50);
  assert.equal(await get(pages), 'new');
});

test('a render begun before an administrator’s write does not put its older page back', async () => {
  globalThis.__renders = 0;
  globalThis.__delay = 0;
  globalThis.__news = 'old';
  const pages = renderer({ dataTtlMs: 10, staleMs: 5_000 });
  assert.equal(await get(pages), 'old');
  await sleep(30);
  // A stale answer starts a slow render of the old data…
  globalThis.__delay = 60;
  assert.equal(await get(pages), 'old');
  // …then the write: the next visitor gets the new page…
  globalThis.__delay = 0;
  globalThis.__news = 'new';
  pages.invalidateData();
  assert.equal(await get(pages), 'new');
  // …and still does once the older render has finished.
  await sleep(100);
  assert.equal(await get(pages), 'new');
});
