import assert from 'node:assert/strict';
import { test } from 'node:test';
import { absoluteUrls, allowInline, inlineHash } from './inlineStyles.ts';

test("a remote sheet's relative urls keep pointing at the remote once inlined", () => {
  const css =
    '.a{background:url(assets/coil.png)}.b{src:url("../fonts/x.woff2")}.c{background:url(data:image/png;base64,AA)}.d{background:url(/site.svg)}';
  assert.equal(
    absoluteUrls(css, 'http://corporate.example/releases/1.0.0/page.css'),
    '.a{background:url(http://corporate.example/releases/1.0.0/assets/coil.png)}' +
      '.b{src:url("http://corporate.example/releases/fonts/x.woff2")}' +
      '.c{background:url(data:image/png;base64,AA)}.d{background:url(/site.svg)}',
  );
});

test('the policy allows exactly the inlined texts, beside its own sources', () => {
  const policy = "default-src 'self';style-src 'self' http://remote.example;img-src 'self'";
  const hash = inlineHash('.a{color:red}');
  assert.match(hash, /^'sha256-[A-Za-z0-9+/]+=*'$/);
  assert.equal(
    allowInline(policy, 'style-src', [hash]),
    `default-src 'self';style-src 'self' http://remote.example ${hash};img-src 'self'`,
  );
  assert.equal(allowInline(policy, 'style-src', []), policy);
});
