import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { originOf, REMOTE_DEV_PORTS, SITE_PORT } from '../../support/ports';
import { ROOT } from '../../support/releases';
import { expect, test } from '../../support/test';

// A team's local copy of the news remote, on the port of its dev server beside this stack (as
// `npm run dev -w mfe-news -- --port 3105` beside `npm start`); the e2e site runs in
// development mode, where overrides exist.
const LOCAL_PORT = REMOTE_DEV_PORTS.news ?? 0;
const LOCAL_ENTRY = `http://localhost:${LOCAL_PORT}/mf-manifest.json`;
let local: Server;
type RemoteServerModule = {
  serveRemote(options: { distDir: string; port: number }): Promise<Server>;
};

test.beforeAll(async () => {
  // The site server's own static server for remotes, as `npm start` serves them.
  const { serveRemote } = (await import(
    path.join(ROOT, 'site-server', 'src', 'static', 'remoteServer.ts')
  )) as RemoteServerModule;
  local = await serveRemote({ distDir: path.join(ROOT, 'mfe-news', 'dist'), port: LOCAL_PORT });
});
test.afterAll(() => {
  local.closeAllConnections();
  local.close();
});

test('one browser sees its local copy of a remote inside the site; other browsers the release', async ({
  browser,
}) => {
  const mine = await browser.newContext();
  const page = await mine.newPage();
  const fromLocal: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${LOCAL_PORT}/`)) fromLocal.push(request.url());
  });
  await page.goto(`/__remote-override?news=${encodeURIComponent(LOCAL_ENTRY)}`);
  await page.goto('/news');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Notizie');
  expect(fromLocal).toContain(LOCAL_ENTRY);

  // Another browser, at the same time: the registered release, from its own origin.
  const theirs = await browser.newContext();
  const other = await theirs.newPage();
  const fromRelease: string[] = [];
  other.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${LOCAL_PORT}/`)) fromLocal.push(request.url());
    if (request.url().startsWith(originOf('news'))) fromRelease.push(request.url());
  });
  const before = fromLocal.length;
  await other.goto('/news');
  await expect(other.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Notizie');
  expect(fromRelease.length).toBeGreaterThan(0);
  expect(fromLocal).toHaveLength(before);

  // Cleared: the first browser is back on the release.
  await page.goto('/__remote-override?clear');
  const after = fromLocal.length;
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Notizie');
  expect(fromLocal).toHaveLength(after);
  await mine.close();
  await theirs.close();
});

test('a link cannot point a browser at code from another machine', async ({ request }) => {
  const response = await request.get(
    `/__remote-override?news=${encodeURIComponent('https://evil.example/mf-manifest.json')}`,
    { maxRedirects: 0 },
  );
  expect(response.status()).toBe(400);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test('a visitor cannot make the site server read another service of this machine', async ({
  request,
}) => {
  // Some other local service (a database console, another app's admin), not a dev server of
  // this project: the site server reads a dev server's routes.json and answers it in
  // /api/remotes, so reaching it would read that service for the visitor.
  const asked: string[] = [];
  const other = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ routes: [{ path: '/secret', name: 'Secret', page: 'secret' }] }));
  });
  const otherPort = SITE_PORT + 70;
  await new Promise<void>((resolve) => other.listen(otherPort, '127.0.0.1', resolve));
  try {
    const entry = `http://127.0.0.1:${otherPort}/mf-manifest.json`;
    const refused = await request.get(`/__remote-override?news=${encodeURIComponent(entry)}`, {
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(refused.headers()['set-cookie']).toBeUndefined();

    // The cookie written by hand, as an attacker's client would.
    const cookie = `alu-remote-override=${encodeURIComponent(JSON.stringify({ news: entry }))}`;
    const registry = await request.get('/api/remotes', { headers: { cookie } });
    expect(registry.status()).toBe(200);
    const body = await registry.text();
    expect(body).not.toContain(String(otherPort));
    expect(body).not.toContain('Secret');
    expect((await request.get('/news', { headers: { cookie } })).status()).toBe(200);
    expect(asked).toEqual([]);
  } finally {
    other.closeAllConnections();
    other.close();
  }
});
