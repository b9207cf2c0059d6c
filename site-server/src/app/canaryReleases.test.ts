// A canary release as visitors meet it: the site server behind a fake API whose registry runs
// a canary of the news remote, both versions served by remote origins of their own.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, beforeEach, test } from 'node:test';
import type { RegistryDocument } from '../registry/registryDocument.ts';
import { inCanary } from '../releases/canaryBucket.ts';
import { newVisitorId } from '../releases/releaseCookie.ts';
import { fakeShell, resetFakeShell } from '../test-support/fakeShell.ts';
import {
  areaBundle,
  failingBundle,
  startFakeRemote,
  throwingAreaBundle,
  type FakeRemote,
} from '../test-support/fakeRemote.ts';
import { startFakeApi, startSite } from '../test-support/siteUnderTest.ts';

const PERCENT = 30;
const servers: Server[] = [];
let stableOrigin: FakeRemote;
let canaryOrigin: FakeRemote;

before(async () => {
  stableOrigin = await startFakeRemote({ '1.0.0': areaBundle('<p class=area>news 1.0.0</p>') });
  canaryOrigin = await startFakeRemote({
    '2.0.0': areaBundle('<p class=area>news 2.0.0</p>'),
    '2.0.1': throwingAreaBundle,
    '2.0.2': failingBundle,
  });
  servers.push(stableOrigin.server, canaryOrigin.server);
});
beforeEach(() => {
  resetFakeShell();
  fakeShell.news = 'latest';
  fakeShell.routeRemote = 'news';
});
after(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

/** The registry the API answers: news 1.0.0, and a canary of `canaryVersion` if given. */
function registry(canaryVersion?: string): RegistryDocument {
  return {
    remotes: [
      {
        name: 'news',
        entry: stableOrigin.entry('1.0.0'),
        version: '1.0.0',
        ssr: stableOrigin.ssr('1.0.0'),
        ...(canaryVersion
          ? {
              canary: {
                version: canaryVersion,
                entry: canaryOrigin.entry(canaryVersion),
                percent: PERCENT,
                startedAt: '2026-01-01T10:00:00.000Z',
                ssr: canaryOrigin.ssr(canaryVersion),
              },
            }
          : {}),
      },
    ],
  };
}

/** A site server whose API answers `document`. */
async function siteWith(document: RegistryDocument): Promise<string> {
  const api = await startFakeApi();
  api.registry = document;
  const site = await startSite(api);
  servers.push(api.server, site.server);
  return site.origin;
}

/** A visitor id the canary of `version` reaches (or not). */
function visitor(inIt: boolean, version = '2.0.0'): string {
  for (;;) {
    const id = newVisitorId();
    if (inCanary(id, 'news', { version, percent: PERCENT }) === inIt) return id;
  }
}

const cookieOf = (id: string) => ({ cookie: `alu-release=${id}` });

interface Visit {
  readonly status: number;
  readonly headers: Headers;
  readonly html: string;
  /** The version of news the server rendered the area with (none: left to the browser). */
  readonly rendered: string | undefined;
  /** The data block handed to the browser, as text and read. */
  readonly snapshotText: string | undefined;
  readonly snapshot: { remote: string | null; registry: { version?: string }[] } | undefined;
  /** The id the answer gave (none when it gave no cookie). */
  readonly given: string | undefined;
}

async function visit(origin: string, id?: string, path = '/'): Promise<Visit> {
  const response = await fetch(`${origin}${path}`, { headers: id ? cookieOf(id) : {} });
  const html = await response.text();
  const snapshotText = /<script type="application\/json" id="alu-ssr">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  const given = response.headers
    .getSetCookie()
    .map((cookie) => /^alu-release=([^;]*)/.exec(cookie)?.[1])
    .find((value) => value !== undefined);
  return {
    status: response.status,
    headers: response.headers,
    html,
    rendered: /<p class=area>news ([^<]*)<\/p>/.exec(html)?.[1],
    snapshotText,
    snapshot: snapshotText ? (JSON.parse(snapshotText) as Visit['snapshot']) : undefined,
    given,
  };
}

async function remotesOf(origin: string, id?: string) {
  const response = await fetch(`${origin}/api/remotes`, { headers: id ? cookieOf(id) : {} });
  const text = await response.text();
  return {
    headers: response.headers,
    text,
    versions: (JSON.parse(text) as RegistryDocument).remotes.map((remote) => remote.version),
  };
}

test('a new visitor gets the release cookie and, on that same page, its variant', async () => {
  const origin = await siteWith(registry('2.0.0'));
  const response = await fetch(`${origin}/`);
  const [cookie = ''] = response.headers.getSetCookie();
  assert.match(cookie, /^alu-release=[A-Za-z0-9_-]{21}[AQgw]; /);
  for (const attribute of ['Max-Age=15552000', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']) {
    assert.ok(cookie.split('; ').includes(attribute), `${attribute} in ${cookie}`);
  }
  const id = /^alu-release=([^;]*)/.exec(cookie)?.[1] ?? '';
  const expected = inCanary(id, 'news', { version: '2.0.0', percent: PERCENT }) ? '2.0.0' : '1.0.0';
  assert.match(await response.text(), new RegExp(`<p class=area>news ${expected}</p>`));
  assert.equal(response.headers.get('cache-control'), 'private, no-cache');
  assert.match(response.headers.get('vary') ?? '', /\bCookie\b/);
  // Its next page: the cookie is not given again.
  assert.equal((await visit(origin, id)).given, undefined);
});

test('the same cookie gets the same variant on every page and every instance', async () => {
  const document = registry('2.0.0');
  const instances = [await siteWith(document), await siteWith(document)];
  for (const inIt of [true, false]) {
    const id = visitor(inIt);
    for (const origin of instances) {
      for (const path of ['/', '/news', '/', '/contacts?x=1']) {
        assert.equal((await visit(origin, id, path)).rendered, inIt ? '2.0.0' : '1.0.0', path);
      }
    }
  }
});

test('about its share of new visitors get the canary', async () => {
  const origin = await siteWith(registry('2.0.0'));
  const visitors = 400;
  let reached = 0;
  for (let i = 0; i < visitors; i += 1) {
    const page = await visit(origin);
    assert.ok(page.given, 'every new visitor gets an id');
    if (page.rendered === '2.0.0') reached += 1;
    else assert.equal(page.rendered, '1.0.0');
  }
  // 5 standard deviations of a binomial count either way.
  const share = PERCENT / 100;
  const spread = 5 * Math.sqrt(visitors * share * (1 - share));
  assert.ok(Math.abs(reached - visitors * share) <= spread, `${reached} of ${visitors}`);
});

test("the page's data block and /api/remotes name the visitor's version, never the canary", async () => {
  const origin = await siteWith(registry('2.0.0'));
  for (const [id, version] of [
    [visitor(true), '2.0.0'],
    [visitor(false), '1.0.0'],
  ] as const) {
    const page = await visit(origin, id);
    assert.equal(page.rendered, version);
    assert.deepEqual(
      page.snapshot?.registry.map((remote) => remote.version),
      [version],
    );
    assert.equal(page.snapshot?.remote, 'news', 'hydrated with the version it was rendered with');
    assert.doesNotMatch(page.snapshotText ?? '', /canary/);

    const remotes = await remotesOf(origin, id);
    assert.deepEqual(remotes.versions, [version]);
    assert.doesNotMatch(remotes.text, /canary/);
    assert.equal(remotes.headers.get('cache-control'), 'private, no-store');
    assert.match(remotes.headers.get('vary') ?? '', /\bCookie\b/);
  }
  // A browser without the cookie (it reads the registry before any page gave one): stable.
  const anonymous = await remotesOf(origin);
  assert.deepEqual(anonymous.versions, ['1.0.0']);
  assert.doesNotMatch(anonymous.text, /canary/);
});

test("a stable visitor's cached page is never a canary visitor's, nor the other way", async () => {
  const origin = await siteWith(registry('2.0.0'));
  const [stable, canary] = [visitor(false), visitor(true)];
  assert.equal((await visit(origin, stable)).rendered, '1.0.0');
  assert.equal(fakeShell.renders, 1);
  assert.equal((await visit(origin, canary)).rendered, '2.0.0');
  assert.equal(fakeShell.renders, 2, 'the canary page is rendered, not taken from the cache');
  assert.equal((await visit(origin, stable)).rendered, '1.0.0');
  assert.equal((await visit(origin, canary)).rendered, '2.0.0');
  assert.equal(fakeShell.renders, 2, 'each variant answered from its own cached page');
});

test("a canary visitor's page allows the canary's origin, a stable visitor's does not", async () => {
  const origin = await siteWith(registry('2.0.0'));
  const scriptSources = async (id: string) => {
    const response = await fetch(`${origin}/`, { headers: cookieOf(id) });
    await response.text();
    return /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  };
  assert.match((await scriptSources(visitor(true))) ?? '', new RegExp(canaryOrigin.origin));
  const stable = (await scriptSources(visitor(false))) ?? '';
  assert.doesNotMatch(stable, new RegExp(canaryOrigin.origin));
  assert.match(stable, new RegExp(stableOrigin.origin));
});

test('a cookie that is not an id the server gives is replaced', async () => {
  const origin = await siteWith(registry('2.0.0'));
  for (const forged of ['bogus', 'A'.repeat(22).slice(0, 21) + 'B', `${visitor(true)}x`]) {
    const page = await visit(origin, forged);
    assert.match(page.given ?? '', /^[A-Za-z0-9_-]{21}[AQgw]$/, forged);
    assert.notEqual(page.given, forged);
  }
});

test('the sitemap lists the stable site, whoever asks', async () => {
  const origin = await siteWith(registry('2.0.0'));
  const response = await fetch(`${origin}/sitemap.xml`, { headers: cookieOf(visitor(true)) });
  assert.equal(await response.text(), '<urlset>news@1.0.0</urlset>');
  assert.deepEqual(response.headers.getSetCookie(), [], 'the cookie goes with pages only');
});

test('without a canary no cookie is given and pages and the registry are everyone’s', async () => {
  const origin = await siteWith(registry());
  const page = await visit(origin);
  assert.equal(page.given, undefined);
  assert.equal(page.rendered, '1.0.0');
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  assert.doesNotMatch(page.headers.get('vary') ?? '', /Cookie/);
  // A cookie from an earlier canary changes nothing and is left alone.
  const returning = await visit(origin, visitor(true));
  assert.equal(returning.given, undefined);
  assert.equal(returning.rendered, '1.0.0');
  // The API's own answer, passed through.
  const remotes = await remotesOf(origin);
  assert.equal(remotes.headers.get('cache-control'), 'public, max-age=5');
  assert.deepEqual(remotes.versions, ['1.0.0']);
});

test('a canary whose page throws on the server still gives its visitors a page', async () => {
  const origin = await siteWith(registry('2.0.1'));
  const id = visitor(true, '2.0.1');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const page = await visit(origin, id);
    // The plain page: the browser renders the area itself, and its error boundary shows the
    // area's message if the release fails there too.
    assert.equal(page.status, 200);
    assert.match(page.html, /<div id=root><\/div>/);
    assert.equal(page.snapshot, undefined);
    assert.match(page.html, /<meta name="telemetry-sample-rate" content="1">/);
    assert.equal(page.headers.get('cache-control'), 'private, no-cache');
  }
  assert.equal(fakeShell.renders, 2, 'a failed render is never kept');
  // The registry the browser then reads names the canary, as the page would have.
  assert.deepEqual((await remotesOf(origin, id)).versions, ['2.0.1']);
  // Everyone else is untouched.
  assert.equal((await visit(origin, visitor(false, '2.0.1'))).rendered, '1.0.0');
});

test('a canary whose server bundle does not run leaves its area to the browser', async () => {
  const origin = await siteWith(registry('2.0.2'));
  const page = await visit(origin, visitor(true, '2.0.2'));
  assert.equal(page.status, 200);
  assert.equal(page.rendered, undefined);
  assert.match(page.html, /<p>latest<\/p><div class=area-skeleton><\/div>/, 'header and content');
  assert.equal(page.snapshot?.remote, null, 'the browser loads the area before showing it');
  assert.deepEqual(
    page.snapshot?.registry.map((remote) => remote.version),
    ['2.0.2'],
  );
  assert.equal((await visit(origin, visitor(false, '2.0.2'))).rendered, '1.0.0');
});
