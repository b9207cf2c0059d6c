import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Upstreams } from './upstreams.ts';

test('instances are taken in turn, a failed one is skipped for a while', () => {
  let now = 0;
  const upstreams = new Upstreams(['http://a', 'http://b'], 1000, () => now);
  assert.deepEqual(
    [upstreams.next(), upstreams.next(), upstreams.next()],
    ['http://a', 'http://b', 'http://a'],
  );
  upstreams.markDown('http://b');
  assert.deepEqual([upstreams.next(), upstreams.next()], ['http://a', 'http://a']);
  now = 1000;
  assert.deepEqual([upstreams.next(), upstreams.next()], ['http://b', 'http://a']);
});

test('when every instance failed, the caller is told at once', () => {
  const upstreams = new Upstreams(['http://a'], 1000, () => 0);
  upstreams.markDown('http://a');
  assert.equal(upstreams.next(), undefined);
  upstreams.markUp('http://a');
  assert.equal(upstreams.next(), 'http://a');
});
