// A shell build for the tests: its server bundle renders one page from what the test's fake
// API (or the `globalThis.__fakeShell` switches) answers, and writes the origin it was given.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface FakeShellState {
  /** The news the page shows when it does not read the API (`readApi` false). */
  news: string;
  /** The page's data failed (as when the API is down). */
  failing: boolean;
  delayMs: number;
  renders: number;
  /** Read `/api/news/latest` from the API instead of `news`. */
  readApi: boolean;
  /** The page is left to the browser (as the administration's pages are). */
  clientOnly: boolean;
  /**
   * The remote whose area the page is: its `./routes` module's `render()` fills the area
   * (absent when its server bundle could not be loaded; it throws for a broken release).
   */
  routeRemote: string | null;
}

const INITIAL: Readonly<FakeShellState> = {
  news: '',
  failing: false,
  delayMs: 0,
  renders: 0,
  readApi: false,
  clientOnly: false,
  routeRemote: null,
};

export const fakeShell: FakeShellState = { ...INITIAL };
(globalThis as { __fakeShell?: FakeShellState }).__fakeShell = fakeShell;

export function resetFakeShell(): void {
  Object.assign(fakeShell, INITIAL);
}

const BUNDLE = `exports.formatTitle = (title) => title;
exports.renderSitemap = async (request) =>
  '<urlset>' + request.registry.map((remote) => remote.name + '@' + remote.version).join(' ') + '</urlset>';
exports.renderPage = async (request) => {
  const state = globalThis.__fakeShell;
  state.renders += 1;
  if (state.clientOnly) return { kind: 'client' };
  let entry = state.failing ? { status: 'error' } : { status: 'ready', data: state.news };
  if (state.readApi) {
    try {
      const response = await fetch(request.apiOrigin + '/api/news/latest', { signal: AbortSignal.timeout(500) });
      entry = response.ok ? { status: 'ready', data: await response.text() } : { status: 'error' };
    } catch {
      entry = { status: 'error' };
    }
  }
  await new Promise((resolve) => setTimeout(resolve, state.delayMs));
  const data = { '/api/news/latest': entry };
  const text = entry.status === 'ready' ? entry.data : 'error state';
  const route = state.routeRemote;
  const routes = route ? request.modules.get(route + '/routes') : undefined;
  // As the shell: an area whose remote is not at hand is left to the browser.
  const area = routes ? routes.default.render() : route ? '<div class=area-skeleton></div>' : '';
  return {
    kind: 'page', status: 200, route, template: '/',
    html: '<p>' + text + '</p>' + area + '<a href="' + request.origin + '/x">share</a>',
    snapshot: {
      remote: routes ? route : null, page: routes ? 'home' : null, data, modules: [],
      registry: request.registry,
    },
    record: { data, meta: null, modules: [], deferredModules: [], chunks: [], images: [], redirect: null },
  };
};`;

/** Writes the fake build into a new temporary folder and answers its path. */
export function fakeShellBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'alu-shell-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name=description content="x"><title>x</title>' +
      '<script defer src=/main.1.js></script></head><body><div id=root></div></body></html>',
  );
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  writeFileSync(path.join(dir, 'ssr-assets.json'), JSON.stringify({ groups: {} }));
  mkdirSync(path.join(dir, 'ssr'));
  writeFileSync(path.join(dir, 'ssr', 'ssr-manifest.json'), JSON.stringify({ server: 's.js' }));
  writeFileSync(path.join(dir, 'ssr', 's.js'), BUNDLE);
  return dir;
}
