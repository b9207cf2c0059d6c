// Server rendering of the site's public pages, on request, with a cache:
// - a page without API data is kept until the shell or a remote it used changes (a release
//   of the news remote re-renders the news pages and the home page with its strip, nothing
//   else);
// - a page with API data (news, vacancies) is kept `dataTtlMs`, and dropped at once when an
//   administrator writes through this server; for `staleMs` more it is still answered at once
//   while a fresh copy is rendered behind it (stale-while-revalidate: a visitor never waits
//   for the API and the render, save the first after a start or an administrator's write);
// - a page whose data failed, or whose area the server could not render, is never kept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allowInlineStyles, readStyles, styleHash } from './inlineStyles.mjs';
import { inlineStyleText, pageDocument, pageStyles, readShellTemplate } from './pageDocument.mjs';
import { loadRemotes } from './remoteBundles.mjs';
import { loadBundleFile } from './serverBundle.mjs';

const MAX_CACHED_PAGES = 500;

export function createPageRenderer({
  distDir,
  apiOrigin,
  registry,
  dataTtlMs = 10_000,
  staleMs = 60_000,
  remotesTtlMs = 5_000,
}) {
  const template = readShellTemplate(distDir);
  const { server } = JSON.parse(
    readFileSync(path.join(distDir, 'ssr', 'ssr-manifest.json'), 'utf8'),
  );
  const shell = loadBundleFile(path.join(distDir, 'ssr', server));

  let state;
  let stateKey;
  let stateAt = 0;
  let loadingState;
  /**
   * The remotes for the current registry. A changed registry waits for its remotes; the same
   * one is re-checked every `remotesTtlMs` in the background (a rebuilt or restarted remote).
   */
  async function currentRemotes() {
    const document = await registry.current();
    const key = JSON.stringify(document ?? null);
    const fresh = state && key === stateKey;
    if (fresh && Date.now() - stateAt < remotesTtlMs) return state;
    loadingState ??= loadRemotes(document)
      .then((loaded) => {
        state = loaded;
        stateKey = key;
        stateAt = Date.now();
        return loaded;
      })
      .finally(() => {
        loadingState = undefined;
      });
    return fresh ? state : loadingState;
  }

  const pages = new Map();
  function keep(url, page) {
    if (pages.size >= MAX_CACHED_PAGES) pages.delete(pages.keys().next().value);
    pages.set(url, page);
  }

  /** The versions of the given remotes now (a remote the page did not use does not count). */
  const versionOf = (remotes, names) =>
    names.map((name) => `${name}=${remotes.versions.get(name) ?? 'none'}`).join(' ');

  /** Counts administrators' writes: a render begun before one is not kept. */
  let dataGeneration = 0;

  /** Renders again behind a stale page's answer, once at a time per page. */
  const refreshing = new Map();
  function refresh(url, origin, key, remotes) {
    if (refreshing.has(key)) return;
    const done = renderFresh(url, origin, key, remotes)
      .catch((error) => console.error(`[ssr] ${url} could not be refreshed`, error))
      .finally(() => refreshing.delete(key));
    refreshing.set(key, done);
  }

  async function render(url, origin) {
    const remotes = await currentRemotes();
    const key = `${origin}${url}`;
    const cached = pages.get(key);
    if (cached && cached.version === versionOf(remotes, cached.remotes)) {
      const now = Date.now();
      if (cached.expires > now) return cached;
      if (cached.expires + staleMs > now) {
        refresh(url, origin, key, remotes);
        return cached;
      }
    }
    return renderFresh(url, origin, key, remotes);
  }

  async function renderFresh(url, origin, key, remotes) {
    const generation = dataGeneration;
    const result = await shell.renderPage({
      url,
      origin,
      registry: remotes.registry,
      modules: remotes.modules,
      apiOrigin,
    });
    if (result.kind === 'redirect') return { redirect: result.location };
    if (result.kind === 'client') return { status: 200, html: template.html };
    const entries = Object.values(result.record.data);
    // The remotes the page was made with: its route's (rendered or not) and those it embeds.
    const used = [
      ...new Set([
        ...(result.route ? [result.route] : []),
        ...[...result.snapshot.modules, ...(result.record.deferredModules ?? [])].map(
          (id) => id.split('/')[0],
        ),
      ]),
    ].sort();
    const styles = await readStyles(pageStyles(template, remotes, result), distDir);
    const page = {
      remotes: used,
      version: versionOf(remotes, used),
      status: result.status,
      html: pageDocument({
        template,
        state: remotes,
        result,
        formatTitle: shell.formatTitle,
        styles,
      }),
      // The exact texts the page inlines (see styleElement): the policy allows those only.
      styleHashes: [...styles.values()].map((text) => styleHash(inlineStyleText(text))),
      dataDriven: entries.length > 0,
      expires: entries.length > 0 ? Date.now() + dataTtlMs : Number.POSITIVE_INFINITY,
    };
    // Not kept: a page whose API read failed, or whose area the server could not render.
    const complete = result.snapshot.remote === result.route;
    const current = generation === dataGeneration || !page.dataDriven;
    if (complete && current && entries.every((entry) => entry.status !== 'error')) keep(key, page);
    return page;
  }

  return {
    /** Drops every page made with API data (an administrator changed news or vacancies). */
    invalidateData() {
      for (const [url, page] of pages) if (page.dataDriven) pages.delete(url);
      // A render begun before the write must not put its older data back.
      dataGeneration += 1;
    },
    /** Express middleware answering a page route with its rendered HTML. */
    async middleware(req, res) {
      res.setHeader('Cache-Control', 'no-cache');
      try {
        const page = await render(req.originalUrl, `${req.protocol}://${req.get('host')}`);
        if (page.redirect) return res.redirect(302, page.redirect);
        const policy = res.getHeader('Content-Security-Policy');
        if (page.styleHashes?.length) {
          res.setHeader('Content-Security-Policy', allowInlineStyles(policy, page.styleHashes));
        }
        res.status(page.status).type('html').send(page.html);
      } catch (error) {
        // The browser can still render the page by itself from the plain template.
        console.error(`[ssr] ${req.originalUrl} was not rendered on the server`, error);
        res.status(200).type('html').send(template.html);
      }
    },
  };
}
