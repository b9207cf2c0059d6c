import assert from 'node:assert/strict';
import { test } from 'node:test';
import { requestIdOf } from './requestId.ts';

test("a trusted proxy's request id is kept; a client's, or a malformed one, is replaced", () => {
  const nginx = '0f3c9a7e5b1d4c2a8e6f0b9d7c5a3e1f';
  assert.equal(requestIdOf(nginx, true), nginx);
  assert.notEqual(requestIdOf(nginx, false), nginx);
  for (const bad of ['short', 'with space and more', `${'x'.repeat(129)}`, '<script>alert(1)']) {
    assert.notEqual(requestIdOf(bad, true), bad);
  }
  assert.notEqual(requestIdOf(['a'.repeat(32), 'b'.repeat(32)], true), 'a'.repeat(32));
  const made = requestIdOf(undefined, true);
  assert.match(made, /^[0-9a-f-]{36}$/);
  assert.notEqual(requestIdOf(undefined, true), made);
});
