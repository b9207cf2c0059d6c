import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUCKETS, canaryBucket, inCanary } from './canaryBucket.ts';
import { newVisitorId } from './releaseCookie.ts';

const VISITORS = 10_000;
const ids = Array.from({ length: VISITORS }, newVisitorId);

/** Allowed distance from the expected count: 5 standard deviations of a binomial count. */
const tolerance = (share: number, count = VISITORS) => 5 * Math.sqrt(count * share * (1 - share));

test('a canary reaches its share of 10,000 random visitors', () => {
  for (const percent of [1, 5, 20, 50, 90]) {
    const reached = ids.filter((id) => inCanary(id, 'news', { version: '2.0.0', percent })).length;
    const expected = (VISITORS * percent) / 100;
    assert.ok(
      Math.abs(reached - expected) <= tolerance(percent / 100),
      `${percent}%: ${reached} of ${VISITORS}`,
    );
  }
});

test('buckets spread evenly over their whole range', () => {
  const tenths = Array.from({ length: 10 }, () => 0);
  for (const id of ids) {
    const bucket = canaryBucket(id, 'news', '2.0.0');
    assert.ok(Number.isInteger(bucket) && bucket >= 0 && bucket < BUCKETS);
    tenths[Math.floor(bucket / (BUCKETS / 10))]! += 1;
  }
  for (const count of tenths) {
    assert.ok(Math.abs(count - VISITORS / 10) <= tolerance(0.1), `a tenth holds ${count}`);
  }
});

test('the same visitor stays in the same place, on any instance and at any time', () => {
  const canary = { version: '2.0.0', percent: 30 };
  for (const id of ids.slice(0, 200)) {
    const first = inCanary(id, 'news', canary);
    assert.equal(inCanary(id, 'news', { ...canary }), first);
    assert.equal(canaryBucket(id, 'news', '2.0.0'), canaryBucket(id, 'news', '2.0.0'));
  }
  // A known value: an implementation that buckets otherwise would split visitors differently
  // from other instances.
  assert.equal(canaryBucket('AAAAAAAAAAAAAAAAAAAAAA', 'news', '2.0.0'), 9_215);
});

test('canaries of other remotes or versions draw visitors independently', () => {
  const share = 0.5;
  const canary = { version: '2.0.0', percent: share * 100 };
  const inFirst = ids.filter((id) => inCanary(id, 'news', canary));
  for (const [remote, version] of [
    ['corporate', '2.0.0'],
    ['news', '2.0.1'],
  ] as const) {
    const inBoth = inFirst.filter((id) => inCanary(id, remote, { version, percent: 50 })).length;
    // Independent draws: about a half of the first half, not all of it nor none.
    const expected = inFirst.length * share;
    assert.ok(
      Math.abs(inBoth - expected) <= tolerance(share, inFirst.length),
      `${remote}@${version}: ${inBoth} of ${inFirst.length}`,
    );
  }
});

test('0 % reaches nobody, 100 % everybody, and a share is read to a hundredth', () => {
  const sample = ids.slice(0, 1_000);
  assert.equal(sample.filter((id) => inCanary(id, 'news', { version: '1', percent: 0 })).length, 0);
  assert.equal(
    sample.filter((id) => inCanary(id, 'news', { version: '1', percent: 100 })).length,
    1_000,
  );
  assert.equal(inCanary(ids[0]!, 'news', { version: '1', percent: Number.NaN }), false);
  // The visitor of bucket 1233 is in at 12.34 %, not at 12.33 %.
  let index = 0;
  while (canaryBucket(`visitor-${index}`, 'news', '1') !== 1_233) index += 1;
  const id = `visitor-${index}`;
  assert.equal(inCanary(id, 'news', { version: '1', percent: 12.34 }), true);
  assert.equal(inCanary(id, 'news', { version: '1', percent: 12.33 }), false);
});
