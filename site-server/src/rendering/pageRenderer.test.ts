import type { RemoteRouteManifest } from '@alu/common/contracts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Request, Response } from 'express';
import pino from 'pino';
import { siteMetrics } from '../observability/siteMetrics.ts';
import { fakeShell as api, fakeShellBuild, resetFakeShell } from '../test-support/fakeShell.ts';
import { createPageRenderer, type PageRendererOptions } from './pageRenderer.ts';

function renderer(options: Partial<PageRendererOptions> = {}) {
  resetFakeShell();
  return createPageRenderer({
    distDir: fakeShellBuild(),
    apiOrigin: () => 'http://api.invalid',
    registry: { current: async () => ({ remotes: [] }), invalidate: () => undefined },
    publicOrigin: 'https://www.site.test',
    logger: pino({ level: 'silent' }),
    metrics: siteMetrics(),
    ...options,
  });
}

/** The page as the middleware answers it: the news paragraph and the share link. */
async function get(pages: ReturnType<typeof renderer>, host = 'www.site.test', url = '/') {
  let body = '';
  const headers = new Map<string, unknown>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, value),
    getHeader: (name: string) => headers.get(name),
    status: () => res,
    type: () => res,
    send: (html: string | Buffer) => {
      body = String(html);
    },
    redirect: () => undefined,
    locals: {},
  };
  const req = {
    id: 'test-request',
    originalUrl: url,
    protocol: 'http',
    get: () => host,
    headers: { host },
  };
  await pages.middleware(req as unknown as Request, res as unknown as Response);
  return {
    news: /<p>([^<]*)<\/p>/.exec(body)?.[1],
    share: /href="([^"]*)">share/.exec(body)?.[1],
    body,
    headers,
  };
}

test('a page left to the browser is kept out of search engines, by its HTML and its header', async () => {
  const pages = renderer();
  api.clientOnly = true;
  const page = await get(pages, 'www.site.test', '/admin/login');
  assert.match(page.body, /<meta name="robots" content="noindex"><\/head>/);
  assert.match(page.body, /<div id=root><\/div>/, 'the plain template: the browser renders it');
  assert.equal(page.headers.get('X-Robots-Tag'), 'noindex');
  // A rendered page is indexable.
  api.clientOnly = false;
  const rendered = await get(pages, 'www.site.test', '/');
  assert.doesNotMatch(rendered.body, /noindex/);
  assert.equal(rendered.headers.get('X-Robots-Tag'), undefined);
});

test('a page with data is fresh for its time, then answered stale while it renders again', async () => {
  const pages = renderer({ dataTtlMs: 40, staleMs: 5_000 });
  api.news = 'first';
  assert.equal((await get(pages)).news, 'first');
  api.news = 'second';
  assert.equal((await get(pages)).news, 'first', 'fresh: from the cache');
  assert.equal(api.renders, 1);
  await sleep(60);
  assert.equal((await get(pages)).news, 'first', 'stale: answered at once');
  await sleep(20);
  assert.equal(api.renders, 2, 'rendered again behind the answer');
  assert.equal((await get(pages)).news, 'second');
});

test('an administrator’s write is answered at once, never stale', async () => {
  const pages = renderer({ dataTtlMs: 5_000, staleMs: 5_000 });
  api.news = 'before';
  assert.equal((await get(pages)).news, 'before');
  api.news = 'after';
  pages.invalidateData();
  assert.equal((await get(pages)).news, 'after');
});

test('a page stale for longer than the stale window is rendered before answering', async () => {
  const pages = renderer({ dataTtlMs: 10, staleMs: 20 });
  api.news = 'old';
  assert.equal((await get(pages)).news, 'old');
  api.news = 'new';
  await sleep(50);
  assert.equal((await get(pages)).news, 'new');
});

test('a render begun before an administrator’s write does not put its older page back', async () => {
  const pages = renderer({ dataTtlMs: 10, staleMs: 5_000 });
  api.news = 'old';
  assert.equal((await get(pages)).news, 'old');
  await sleep(30);
  // A stale answer starts a slow render of the old data…
  api.delayMs = 60;
  assert.equal((await get(pages)).news, 'old');
  // …then the write: the next visitor gets the new page…
  api.delayMs = 0;
  api.news = 'new';
  pages.invalidateData();
  assert.equal((await get(pages)).news, 'new');
  // …and still does once the older render has finished.
  await sleep(100);
  assert.equal((await get(pages)).news, 'new');
});

test('while the API fails, the page rendered before is answered instead of its error state', async () => {
  const pages = renderer({ dataTtlMs: 10, staleMs: 10, staleIfErrorMs: 60_000 });
  api.news = 'kept';
  assert.equal((await get(pages)).news, 'kept');
  await sleep(30);
  api.failing = true;
  assert.equal((await get(pages)).news, 'kept');
  pages.invalidateData();
  assert.equal((await get(pages)).news, 'kept', 'even after a write it could not read');
  api.failing = false;
  api.news = 'back';
  assert.equal((await get(pages)).news, 'back');
});

test('when every API instance is known down, a kept page is answered without waiting', async () => {
  let up = true;
  const pages = renderer({
    dataTtlMs: 10,
    staleMs: 10,
    apiOrigin: () => (up ? 'http://api.invalid' : undefined),
  });
  api.news = 'kept';
  await get(pages);
  await sleep(30);
  up = false;
  api.delayMs = 1_000;
  const started = Date.now();
  assert.equal((await get(pages)).news, 'kept');
  assert.ok(Date.now() - started < 500, 'answered before the render behind it finished');
});

test('a forged Host header reaches neither the page nor the cache', async () => {
  const pages = renderer();
  api.news = 'n';
  const forged = await get(pages, 'evil.example');
  assert.equal(forged.share, 'https://www.site.test/x');
  const normal = await get(pages);
  assert.equal(normal.share, 'https://www.site.test/x');
  assert.equal(api.renders, 1, 'one cache entry for both Hosts');
});

test('a write drops every page made with its data, however many there are', async () => {
  const pages = renderer({ dataTtlMs: 60_000 });
  api.news = 'old';
  const urls = ['/', '/news', '/news?medias=true', '/careers/open-positions'];
  for (const url of urls) await get(pages, undefined, url);
  api.news = 'new';
  pages.invalidateData();
  for (const url of urls) assert.equal((await get(pages, undefined, url)).news, 'new', url);
});

test('a page is made again when the declared pages or menus of any remote change', async () => {
  let routes: RemoteRouteManifest = { routes: [{ path: '/news', name: 'News', page: 'list' }] };
  const pages = renderer({
    dataTtlMs: 60_000,
    registry: {
      // A remote the page does not use, rendered in the browser only: no bundle to fetch.
      current: async () => ({
        remotes: [{ name: 'news', entry: 'http://news.invalid/mf-manifest.json', routes }],
      }),
      invalidate: () => undefined,
    },
  });
  api.news = 'one';
  await get(pages);
  await get(pages);
  assert.equal(api.renders, 1, 'kept while nothing changed');
  routes = {
    routes: [{ path: '/news', name: 'News', page: 'list' }],
    menus: [{ id: 'news', label: 'Notizie', url: '/news', links: [], footer: { order: 1 } }],
  };
  await get(pages);
  assert.equal(api.renders, 2, 'the footer changed: made again');
});

test('a remote whose every page is left to the browser is never fetched', async () => {
  const fetched: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    fetched.push(String(input));
    throw new Error('offline');
  }) as typeof fetch;
  try {
    const pages = renderer({
      registry: {
        current: async () => ({
          remotes: [
            {
              name: 'back-office',
              entry: 'http://back-office.invalid/mf-manifest.json',
              // Pinned, so a server that meant to render it would fetch it.
              ssr: { file: 'server.0a1b2c3d.js', sha256: 'a'.repeat(64) },
              routes: { routes: [{ path: '/bo', name: 'Bo', page: 'bo', serverRendered: false }] },
            },
          ],
        }),
        invalidate: () => undefined,
      },
    });
    await get(pages);
    assert.deepEqual(fetched, []);
  } finally {
    globalThis.fetch = original;
  }
});

test('every page served carries the sample rate of the measurements, the plain ones too', async () => {
  const pages = renderer({ telemetrySampleRate: 0.25 });
  const meta = /<meta name="telemetry-sample-rate" content="0\.25">/;
  assert.match((await get(pages)).body, meta);
  api.clientOnly = true;
  assert.match((await get(pages, undefined, '/admin')).body, meta);
  let plain = '';
  const res = {
    setHeader: () => undefined,
    status: () => res,
    type: () => res,
    send: (html: string) => {
      plain = html;
    },
  };
  pages.clientPage(res as unknown as Response);
  assert.match(plain, meta);
});
