import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RegistryDocument } from '../registry/registryDocument.ts';
import { inCanary } from './canaryBucket.ts';
import { newVisitorId } from './releaseCookie.ts';
import { canaryRunning, STABLE, variantOf, variantRegistry } from './visitorRegistry.ts';

const stableRoutes = { routes: [{ path: '/news', name: 'News', page: 'list' }] };
const canaryRoutes = { routes: [{ path: '/news', name: 'Notizie', page: 'list' }] };
const canary = {
  version: '2.0.0',
  entry: 'https://cdn.test/news/2.0.0/mf-manifest.json',
  percent: 50,
  startedAt: '2026-01-01T10:00:00.000Z',
  ssr: { file: 'server.2.js', sha256: 'b'.repeat(64) },
};
const registry: RegistryDocument = {
  remotes: [
    {
      name: 'news',
      entry: 'https://cdn.test/news/1.0.0/mf-manifest.json',
      version: '1.0.0',
      ssr: { file: 'server.1.js', sha256: 'a'.repeat(64) },
      routes: stableRoutes,
      canary: { ...canary, routes: canaryRoutes },
    },
    { name: 'corporate', entry: 'https://cdn.test/corporate/1/mf-manifest.json', version: '1' },
  ],
};

function visitor(inIt: boolean): string {
  for (;;) {
    const id = newVisitorId();
    if (inCanary(id, 'news', canary) === inIt) return id;
  }
}

test("a visitor in the canary gets its version in the remote's place, nothing else", () => {
  const variant = variantOf(registry, visitor(true));
  assert.deepEqual(variant, ['news@2.0.0']);
  assert.deepEqual(variantRegistry(registry, variant)?.remotes, [
    {
      name: 'news',
      entry: canary.entry,
      version: '2.0.0',
      ssr: canary.ssr,
      routes: canaryRoutes,
    },
    { name: 'corporate', entry: 'https://cdn.test/corporate/1/mf-manifest.json', version: '1' },
  ]);
});

test('the other visitors, and those without an id, keep the stable version', () => {
  for (const id of [visitor(false), undefined]) {
    const variant = variantOf(registry, id);
    assert.deepEqual(variant, STABLE);
    const news = variantRegistry(registry, variant)?.remotes[0];
    assert.equal(news?.version, '1.0.0');
    assert.equal(news?.ssr?.file, 'server.1.js');
    assert.ok(!('canary' in (news ?? {})));
  }
});

test("a canary whose pages could not be read keeps the stable version's addresses", () => {
  const { routes: _unread, ...withoutRoutes } = registry.remotes[0]!.canary!;
  const unread = { remotes: [{ ...registry.remotes[0]!, canary: withoutRoutes }] };
  const news = variantRegistry(unread, ['news@2.0.0'])?.remotes[0];
  assert.equal(news?.version, '2.0.0');
  assert.deepEqual(news?.routes, stableRoutes);
});

test('a variant of a canary that has since changed version gets the stable one', () => {
  const news = variantRegistry(registry, ['news@1.9.0'])?.remotes[0];
  assert.equal(news?.version, '1.0.0');
});

test('without a canary the registry is left as it is', () => {
  const plain = { remotes: [registry.remotes[1]!] };
  assert.equal(canaryRunning(plain), false);
  assert.equal(canaryRunning(registry), true);
  assert.equal(variantRegistry(plain, STABLE), plain);
  assert.equal(canaryRunning(undefined), false);
});
