import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unicodeRangeIncludes } from './unicodeRange.ts';

const A = 0x41;

test('ranges as written by hand', () => {
  assert.equal(unicodeRangeIncludes('U+0000-00FF, U+0131', A), true);
  assert.equal(unicodeRangeIncludes('U+0100-02BA, U+0131', A), false);
});

test('the wildcard form a minifier writes', () => {
  assert.equal(unicodeRangeIncludes('u+00??,u+0131', A), true);
  assert.equal(unicodeRangeIncludes('u+00??', 0xff), true);
  assert.equal(unicodeRangeIncludes('u+00??', 0x100), false);
  assert.equal(unicodeRangeIncludes('u+04??', A), false);
});

test('single code points', () => {
  assert.equal(unicodeRangeIncludes('u+0301,u+0041', A), true);
  assert.equal(unicodeRangeIncludes('U+0301', A), false);
});

test('malformed ranges include nothing', () => {
  assert.equal(unicodeRangeIncludes('', A), false);
  assert.equal(unicodeRangeIncludes('U+0?1', A), false);
  assert.equal(unicodeRangeIncludes('0000-00FF', A), false);
});
