// The site's security headers as a browser receives them: the Content-Security-Policy of the
// HTML (remote origins from the registry, no 'unsafe-eval', no inline script but a rendered
// page's early-clicks script, by its hash), inert uploads, CORS limited to configured origins;
// and proof that a CSP violation fails an e2e test.
import { createHash } from 'node:crypto';
import { originOf, REMOTE_ORIGINS, SITE_URL } from '../../support/ports';
import { expect, test } from '../../support/test';

/** The policy's directives: name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

test('the HTML carries a policy that allows exactly the registry’s remotes and the named third parties', async ({
  request,
}) => {
  for (const path of ['/', '/products', '/admin/login', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = directives(headers['content-security-policy'] ?? '');
    const remotes = Object.values(REMOTE_ORIGINS).sort();
    // Besides the site and the remotes, exactly the inline scripts the page carries (a
    // rendered page's early-clicks and page-start scripts), by their hashes: never
    // 'unsafe-inline'. The page's data (type="application/json") is not run.
    const inlineScripts = [
      ...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g),
    ].filter(([, attributes]) => !/\b(src|type)=/.test(attributes ?? ''));
    expect(inlineScripts.length).toBe(path === '/admin/login' ? 0 : 2);
    const hashes = inlineScripts.map(
      ([, , text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
    );
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources.slice(0, remotes.length + 1)).toEqual(["'self'", ...remotes]);
    expect(scriptSources.slice(remotes.length + 1).sort()).toEqual(hashes.sort());
    // Besides the site and the remotes, only the hashes of the style sheets a server-rendered
    // page inlines (its first render's CSS): never 'unsafe-inline'.
    const styleSources = policy.get('style-src') ?? [];
    expect(styleSources.slice(0, remotes.length + 1)).toEqual(["'self'", ...remotes]);
    for (const source of styleSources.slice(remotes.length + 1)) {
      expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
    }
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        ...remotes,
        'https://api.emailjs.com',
        'https://www.openstreetmap.org',
        'https://www.youtube-nocookie.com',
      ]),
    );
    expect(policy.get('frame-src')?.sort()).toEqual(
      [
        'https://www.openstreetmap.org',
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
      ].sort(),
    );
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    // HSTS only in production (this stack is plain http on localhost).
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test('the remotes’ files are readable cross-origin and their servers send helmet’s headers', async ({
  request,
}) => {
  const response = await request.get(`${originOf('news')}/mf-manifest.json`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('a policy violation is refused by the browser and fails the test that caused it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // An injected inline script and a script from an unlisted origin do not run.
  const ran = await page.evaluate(async () => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true;';
    document.head.append(inline);
    const foreign = document.createElement('script');
    foreign.src = 'https://scripts.example.invalid/x.js';
    const refused = new Promise((resolve) => foreign.addEventListener('error', resolve));
    document.head.append(foreign);
    await refused;
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
  });
  expect(ran).toBe(false);
  // Both violations reached the fixture's list, which fails any test that does not expect them.
  await expect
    .poll(() => consoleErrors.filter((text) => text.startsWith('CSP violation')).length)
    .toBeGreaterThanOrEqual(2);
  expect(consoleErrors.join('\n')).toContain('script-src-elem blocked inline');
  expect(consoleErrors.join('\n')).toContain('https://scripts.example.invalid/x.js');
  consoleErrors.length = 0; // expected here: the check after the test must not fail it
});

test('uploads are served so that they can never run as a page', async ({ request }) => {
  const latest = (await (await request.get('/api/news')).json()) as { cover: string }[];
  const cover = latest.find((item) => item.cover)?.cover;
  expect(cover).toBeTruthy();
  const response = await request.get(`/uploads/news/${cover}`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/^image\/(jpeg|png|gif)$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-disposition']).toBe(`inline; filename="${cover}"`);
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  // A traversal attempt names no file.
  for (const path of ['/uploads/news/..%2F..%2Fpackage.json', '/uploads/news/%2e%2e%2fserver.js']) {
    expect((await request.get(path)).status()).toBe(404);
  }
});

test('the API sends no CORS permission to an origin that is not the site’s', async ({
  request,
}) => {
  const response = await request.get('/api/news/latest', {
    headers: { Origin: 'https://attacker.example' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['access-control-allow-origin']).toBeUndefined();
  // Same origin through the site's proxy: nothing needed.
  expect(SITE_URL).toMatch(/^http:\/\/localhost:\d+$/);
});
