import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registryReader } from './registryReader.ts';

const document = { remotes: [{ name: 'news', entry: 'http://news.test/mf-manifest.json' }] };

function fakeApi() {
  const calls: number[] = [];
  let up = true;
  let now = 0;
  const fetchImpl = (async () => {
    calls.push(now);
    if (!up) throw new Error('connect ECONNREFUSED');
    return new Response(JSON.stringify(document));
  }) as typeof fetch;
  return {
    calls,
    setUp: (value: boolean) => (up = value),
    tick: (ms: number) => (now += ms),
    reader: registryReader({
      apiOrigin: () => 'http://api.test',
      ttlMs: 100,
      backoffMs: 1_000,
      maxBackoffMs: 4_000,
      now: () => now,
      fetch: fetchImpl,
    }),
  };
}

test('a failed refresh backs off instead of making every request wait', async (t) => {
  t.mock.method(console, 'error', () => undefined);
  const api = fakeApi();
  assert.deepEqual(await api.reader.current(), document);
  api.setUp(false);
  api.reader.invalidate();
  // The administrator's change cannot be read: the last copy is answered.
  assert.deepEqual(await api.reader.current(), document);
  assert.equal(api.calls.length, 2);
  // Within the pause, requests do not ask the dead API again.
  for (let i = 0; i < 5; i += 1) {
    api.tick(100);
    assert.deepEqual(await api.reader.current(), document);
  }
  assert.equal(api.calls.length, 2);
  // After it, one try; it fails again, so the next pause is twice as long.
  api.tick(600);
  await api.reader.current();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(api.calls.length, 3);
  api.tick(1_500);
  await api.reader.current();
  assert.equal(api.calls.length, 3);
  api.setUp(true);
  api.tick(600);
  await api.reader.current();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(api.calls.length, 4);
});

test('an invalidated registry is read afresh before the next answer', async () => {
  const api = fakeApi();
  await api.reader.current();
  await api.reader.current();
  assert.equal(api.calls.length, 1);
  api.reader.invalidate();
  await api.reader.current();
  assert.equal(api.calls.length, 2);
});
