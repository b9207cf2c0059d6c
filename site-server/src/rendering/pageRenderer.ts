// Server rendering of the site's public pages, on request, with a cache:
// - a page without API data is kept until the shell or a remote it used changes (a release
//   of the news remote re-renders the news pages and the home page with its strip, nothing
//   else);
// - a page with API data (news, vacancies) is fresh `dataTtlMs`, and dropped at once when an
//   administrator's write changes that data; for `staleMs` more it is still answered at once
//   while a fresh copy is rendered behind it (stale-while-revalidate);
// - while the API cannot be reached, a page rendered before is answered for up to
//   `staleIfErrorMs` (stale-if-error) instead of its error state;
// - a page whose data failed, whose area the server could not render, or that answers 404, is
//   never kept.
// Pages are keyed by variant, path and query only: the Host a client sends never reaches the
// cache or the page (absolute URLs are made from the configured public origin). A variant is
// the registry of a group of visitors (while a canary runs, those in it get its version): each
// has its remotes and its own pages in the one cache, so server HTML and hydration agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { loggedUrl } from '@alu/server-kit';
import type { Logger } from 'pino';
import { withRequestId } from '../observability/requestIdForwarding.ts';
import { SHELL_PAGE, type CacheResult, type SiteMetrics } from '../observability/siteMetrics.ts';
import type { RegistryReader } from '../registry/registryReader.ts';
import { allowInline, readStyles, inlineHash } from './inlineStyles.ts';
import { EARLY_CLICKS_SCRIPT_HASH } from './earlyClicks.ts';
import {
  inlinedStyleTexts,
  pageDocument,
  pageStyles,
  readShellTemplate,
  type ShellTemplate,
} from './pageDocument.ts';
import { loadRemotes, type RemotesState } from './remoteBundles.ts';
import { loadBundleFile } from './serverBundle.ts';
import { isShellBundle, type RenderedPage, type ShellBundle } from './shellContract.ts';
import { withTelemetrySampleRate } from './telemetryMeta.ts';

const MAX_CACHED_PAGES = 500;
/** The cached pages' bytes at most: the addresses' query strings are the visitors' choice. */
const MAX_CACHED_BYTES = 48 * 1024 * 1024;
/**
 * Variants whose remotes are kept besides the stable one: one per combination of running
 * canaries a visitor can be in (two canaries at once make three). Their pages share the one
 * cache and its limits.
 */
const MAX_VARIANTS = 8;

export interface PageRendererOptions {
  readonly distDir: string;
  /** The API instance for this render's reads (undefined: every instance is down). */
  readonly apiOrigin: () => string | undefined;
  readonly registry: RegistryReader;
  readonly publicOrigin: string;
  readonly dataTtlMs?: number;
  readonly staleMs?: number;
  readonly staleIfErrorMs?: number;
  readonly remotesTtlMs?: number;
  /** Written into every page for the browser's measurements (0..1; default 1: every view). */
  readonly telemetrySampleRate?: number;
  readonly now?: () => number;
  readonly logger: Logger;
  readonly metrics: SiteMetrics;
}

/**
 * The pages a request is rendered as: the registry of a group of visitors. Without one, the
 * stable site (`registry` of the options).
 */
export interface PageVariant {
  /** Names the variant in the cache; empty for the stable site. */
  readonly key: string;
  readonly registry: RegistryReader;
  /** The answer depends on the visitor (a canary runs): kept out of shared caches. */
  readonly perVisitor: boolean;
}

/** Who answers a page, for the metrics: the route's remote and path pattern. */
interface PageOwner {
  readonly owner: string;
  readonly template: string;
}

/** Pages the browser renders alone (the administration): one name for all of them. */
const CLIENT_PAGE: PageOwner = { owner: SHELL_PAGE, template: 'client-page' };

interface PageAnswer extends PageOwner {
  readonly status: number;
  /** The document, UTF-8. */
  readonly html: Buffer;
  readonly styleHashes?: readonly string[];
  /** Kept out of search engines (a page the browser renders alone: the administration). */
  readonly noindex?: boolean;
}

type Answer = { readonly redirect: string } | PageAnswer;

const NOINDEX = '<meta name="robots" content="noindex">';

interface CachedPage extends PageOwner {
  readonly status: number;
  /**
   * UTF-8 bytes: half the memory of a string holding any character beyond Latin-1 (stored as
   * UTF-16), and nothing to encode again for each answer.
   */
  readonly html: Buffer;
  readonly styleHashes: readonly string[];
  /** The remotes the page was made with, and their versions then. */
  readonly remotes: readonly string[];
  readonly version: string;
  readonly dataDriven: boolean;
  readonly freshUntil: number;
}

export interface PageRenderer {
  /** Drops every page made with API data (an administrator changed news, vacancies or documents). */
  invalidateData(): void;
  /** Express handler answering a page route with its rendered HTML, as its variant's. */
  middleware(req: Request, res: Response, variant?: PageVariant): Promise<void>;
  /** Answers the plain page the browser renders by itself (nothing cached). */
  clientPage(res: Response): void;
  /** `/sitemap.xml`: every public page in every language (fresh within `dataTtlMs`). */
  sitemap(req: Request, res: Response): Promise<void>;
  /** `/robots.txt`. */
  robots(req: Request, res: Response): void;
}

function readShellBundle(distDir: string): ShellBundle {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'ssr', 'ssr-manifest.json'), 'utf8'),
  ) as { server: string };
  const bundle = loadBundleFile(path.join(distDir, 'ssr', manifest.server));
  if (!isShellBundle(bundle)) throw new Error('the shell server bundle exports no renderPage');
  return bundle;
}

/** The options with their defaults. */
type Settings = Required<PageRendererOptions>;

function withDefaults(options: PageRendererOptions): Settings {
  return {
    ...options,
    dataTtlMs: options.dataTtlMs ?? 10_000,
    staleMs: options.staleMs ?? 60_000,
    staleIfErrorMs: options.staleIfErrorMs ?? 24 * 60 * 60 * 1000,
    remotesTtlMs: options.remotesTtlMs ?? 5_000,
    telemetrySampleRate: options.telemetrySampleRate ?? 1,
    now: options.now ?? Date.now,
  };
}

/** Where the shell reads API data from while no API instance is up: every read fails. */
const NO_API = 'http://api.unavailable.invalid';

/**
 * The remotes for the current registry. A changed registry waits for its remotes; the same
 * one is re-checked every `remotesTtlMs` in the background (a rebuilt or restarted remote).
 */
function remotesReader(
  registry: RegistryReader,
  { remotesTtlMs, now, metrics, logger }: Settings,
): () => Promise<RemotesState> {
  let state: RemotesState | undefined;
  let stateKey: string | undefined;
  let stateAt = 0;
  let loadingState: Promise<RemotesState> | undefined;
  return async function currentRemotes() {
    const document = await registry.current();
    const key = JSON.stringify(document ?? null);
    const fresh = state !== undefined && key === stateKey;
    if (fresh && now() - stateAt < remotesTtlMs) return state as RemotesState;
    loadingState ??= loadRemotes(document, (remote, reason, error) => {
      metrics.remoteLoadFailed(remote, reason);
      const level = reason === 'server-bundle' ? 'error' : 'warn';
      logger[level]({ remote, err: error }, 'remote rendered in the browser only');
    })
      .then((loaded) => {
        state = loaded;
        stateKey = key;
        stateAt = now();
        return loaded;
      })
      .finally(() => {
        loadingState = undefined;
      });
    return fresh ? (state as RemotesState) : loadingState;
  };
}

/**
 * The versions of the given remotes now (a remote the page did not use does not count), and
 * the site's declared pages and menus (every page's router and chrome).
 */
const versionOf = (remotes: RemotesState, names: readonly string[]) =>
  [
    `declarations=${remotes.declarations}`,
    ...names.map((name) => `${name}=${remotes.versions.get(name) ?? 'none'}`),
  ].join(' ');

/** The remotes a page was made with: its route's (rendered or not) and those it embeds. */
const remotesUsed = (result: RenderedPage) =>
  [
    ...new Set([
      ...(result.route ? [result.route] : []),
      ...[...result.snapshot.modules, ...(result.record.deferredModules ?? [])].map(
        (id) => id.split('/')[0] ?? id,
      ),
    ]),
  ].sort();

const ownerOf = (result: RenderedPage): PageOwner => ({
  owner: result.route ?? SHELL_PAGE,
  template: result.template ?? (result.route ? `${result.route}:page` : 'unmatched'),
});

/**
 * Counts administrators' writes: a render begun before one is not kept, nor a sitemap made
 * before one answered as fresh.
 */
interface DataGeneration {
  readonly current: () => number;
  readonly advance: () => void;
}

function dataGeneration(): DataGeneration {
  let generation = 0;
  return {
    current: () => generation,
    advance: () => {
      generation += 1;
    },
  };
}

/** One variant's remotes: its pages are rendered with them and cached under its key. */
interface VariantRemotes {
  readonly key: string;
  readonly currentRemotes: () => Promise<RemotesState>;
}

/** A page's place in the cache: the same address of two variants is two pages. */
const pageKey = (variant: VariantRemotes, url: string) => JSON.stringify([variant.key, url]);

interface PageCacheParts {
  readonly settings: Settings;
  readonly template: ShellTemplate;
  readonly shell: ShellBundle;
  readonly generation: DataGeneration;
}

/** The cached pages, and the rendering that fills them (see the rules at the top). */
function pageCache({ settings, template, shell, generation }: PageCacheParts) {
  const { distDir, apiOrigin, publicOrigin, dataTtlMs, staleMs, now, logger, metrics } = settings;
  const clientHtml = Buffer.from(template.html.replace('</head>', () => `${NOINDEX}</head>`));
  const pages = new LRUCache<string, CachedPage>({
    max: MAX_CACHED_PAGES,
    maxSize: MAX_CACHED_BYTES,
    sizeCalculation: (page) => page.html.length,
    ttl: settings.staleIfErrorMs,
  });

  /** Renders again behind a stale page's answer, once at a time per page. */
  const refreshing = new Map<string, Promise<unknown>>();
  function refreshBehind(key: string, url: string, remotes: RemotesState): void {
    if (refreshing.has(key)) return;
    const done = renderFresh(key, url, remotes)
      .catch((err: unknown) => logger.error({ err, url }, 'a stale page could not be made again'))
      .finally(() => refreshing.delete(key));
    refreshing.set(key, done);
  }

  /** Counts how a page was answered, by its owner, and answers it. */
  function counted<T extends Answer>(answer: T, result: CacheResult): T {
    if (!('redirect' in answer)) metrics.pageCache(answer.owner, result);
    return answer;
  }

  async function render(url: string, variant: VariantRemotes): Promise<Answer> {
    const remotes = await variant.currentRemotes();
    const key = pageKey(variant, url);
    const cached = pages.get(key);
    const usable = cached && cached.version === versionOf(remotes, cached.remotes) ? cached : null;
    if (usable) {
      if (usable.freshUntil > now()) return counted(usable, 'hit');
      if (usable.freshUntil + staleMs > now() || apiOrigin() === undefined) {
        // Stale, or the API is known to be down: answer now, make it afresh behind.
        refreshBehind(key, url, remotes);
        return counted(usable, 'stale');
      }
    }
    const fresh = await renderFresh(key, url, remotes);
    // The API failed this render: a copy made while it answered is better than an error.
    if ('failedData' in fresh && fresh.failedData && usable) return counted(usable, 'stale');
    return counted(fresh, 'miss');
  }

  /** The document of a rendered page, as the cache keeps it. */
  async function cachedPage(result: RenderedPage, remotes: RemotesState): Promise<CachedPage> {
    const used = remotesUsed(result);
    const styles = await readStyles(pageStyles(template, remotes, result), distDir);
    const dataDriven = Object.values(result.record.data).length > 0;
    return {
      ...ownerOf(result),
      remotes: used,
      version: versionOf(remotes, used),
      status: result.status,
      html: Buffer.from(
        pageDocument({ template, state: remotes, result, formatTitle: shell.formatTitle, styles }),
      ),
      // The exact texts the page inlines (see styleElement): the policy allows those only.
      styleHashes: inlinedStyleTexts(styles).map(inlineHash),
      dataDriven,
      freshUntil: dataDriven ? now() + dataTtlMs : Number.POSITIVE_INFINITY,
    };
  }

  async function renderFresh(
    key: string,
    url: string,
    remotes: RemotesState,
  ): Promise<Answer & { failedData?: boolean }> {
    const renderedIn = generation.current();
    const started = performance.now();
    const result = await shell.renderPage({
      url,
      origin: publicOrigin,
      registry: remotes.registry,
      modules: remotes.modules,
      apiOrigin: apiOrigin() ?? NO_API,
    });
    if (result.kind === 'redirect') return { redirect: result.location };
    if (result.kind === 'client') {
      return { status: 200, html: clientHtml, noindex: true, ...CLIENT_PAGE };
    }
    metrics.rendered(ownerOf(result).owner, (performance.now() - started) / 1000);
    const page = await cachedPage(result, remotes);
    const failedData = Object.values(result.record.data).some((entry) => entry.status === 'error');
    // Not kept: a page whose API read failed, or whose area the server could not render.
    const complete = result.snapshot.remote === result.route;
    const current = renderedIn === generation.current() || !page.dataDriven;
    // Nor a not-found page: any address makes one, and they would push real pages out.
    const found = result.status === 200;
    if (complete && current && !failedData && found) pages.set(key, page);
    return { ...page, failedData };
  }

  return {
    render,
    /** Pages made with API data are kept for stale-if-error, but never answered as fresh again. */
    expireData() {
      // A copy of the entries: setting one while iterating the cache would visit it again.
      for (const [url, page] of [...pages.entries()]) {
        if (page.dataDriven) pages.set(url, { ...page, freshUntil: 0 }, { noUpdateTTL: true });
      }
    },
  };
}

/** sitemap.xml, made again once `dataTtlMs` old or after an administrator's write. */
function sitemapCache(
  { apiOrigin, publicOrigin, dataTtlMs, now }: Settings,
  shell: ShellBundle,
  currentRemotes: () => Promise<RemotesState>,
  generation: DataGeneration,
) {
  let sitemap: { readonly xml: string; readonly freshUntil: number } | undefined;
  let sitemapGeneration = -1;
  return {
    /** The last sitemap made, for when a new one cannot be. */
    last: () => sitemap?.xml,
    async current(): Promise<string | undefined> {
      if (!shell.renderSitemap) return undefined;
      if (sitemap && sitemap.freshUntil > now() && sitemapGeneration === generation.current()) {
        return sitemap.xml;
      }
      const madeIn = generation.current();
      const remotes = await currentRemotes();
      const xml = await shell.renderSitemap({
        origin: publicOrigin,
        registry: remotes.registry,
        modules: remotes.modules,
        apiOrigin: apiOrigin() ?? NO_API,
      });
      sitemap = { xml, freshUntil: now() + dataTtlMs };
      sitemapGeneration = madeIn;
      return xml;
    },
  };
}

/** The Content-Security-Policy of a page's answer: its inline styles and scripts allowed. */
function pagePolicy(res: Response, page: PageAnswer, template: ShellTemplate) {
  return allowInline(
    allowInline(res.getHeader('Content-Security-Policy'), 'style-src', page.styleHashes ?? []),
    'script-src',
    // The early-clicks and page-start scripts of a rendered page (the plain template has
    // neither).
    page.noindex
      ? []
      : [EARLY_CLICKS_SCRIPT_HASH, ...(template.start ? [template.start.hash] : [])],
  );
}

/** Sends a page's answer: a redirect, or its document with its headers. */
function sendAnswer(res: Response, page: Answer, template: ShellTemplate): void {
  if ('redirect' in page) {
    res.redirect(302, page.redirect);
    return;
  }
  res.locals.route = page.template;
  if (page.noindex) {
    // A page only the browser renders is someone's own (the admin, a preview): no copy
    // anywhere, and no search engine.
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Cache-Control', 'no-store');
  }
  const policy = pagePolicy(res, page, template);
  if (policy !== undefined) res.setHeader('Content-Security-Policy', policy);
  res.status(page.status).type('text/html; charset=utf-8').send(page.html);
}

/**
 * The remotes of each variant: the stable site's always, the others' while visitors of theirs
 * come (the least recently used is let go; made again if it comes back).
 */
function variantRemotes(settings: Settings) {
  const stable: VariantRemotes = {
    key: '',
    currentRemotes: remotesReader(settings.registry, settings),
  };
  const others = new LRUCache<string, VariantRemotes>({ max: MAX_VARIANTS });
  return {
    stable,
    of(variant: PageVariant | undefined): VariantRemotes {
      if (!variant || variant.key === '') return stable;
      let remotes = others.get(variant.key);
      if (!remotes) {
        remotes = { key: variant.key, currentRemotes: remotesReader(variant.registry, settings) };
        others.set(variant.key, remotes);
      }
      return remotes;
    },
  };
}

/**
 * While a canary runs, every page answer depends on the visitor's cookie (stable visitors'
 * too): browsers may keep it, shared caches may not, and any cache must tell visitors apart.
 */
function setPageCaching(res: Response, variant: PageVariant | undefined): void {
  if (!variant?.perVisitor) {
    res.setHeader('Cache-Control', 'no-cache');
    return;
  }
  res.setHeader('Cache-Control', 'private, no-cache');
  res.vary('Cookie');
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const settings = withDefaults(options);
  const { distDir, publicOrigin, logger } = settings;
  // Every page served carries the measurement's sample rate, the plain template too.
  const template = withTelemetrySampleRate(
    readShellTemplate(distDir),
    settings.telemetrySampleRate,
  );
  const shell = readShellBundle(distDir);
  const variants = variantRemotes(settings);
  const generation = dataGeneration();
  const pages = pageCache({ settings, template, shell, generation });
  // The sitemap lists the stable site's pages (search engines get no canary).
  const sitemaps = sitemapCache(settings, shell, variants.stable.currentRemotes, generation);

  return {
    async sitemap(_req, res) {
      try {
        const xml = await sitemaps.current();
        if (xml === undefined) {
          res.status(404).type('text').send('Not found');
          return;
        }
        res.setHeader('Cache-Control', 'no-cache');
        res.status(200).type('application/xml').send(xml);
      } catch (error) {
        logger.error({ err: error }, 'the sitemap could not be made');
        // An older copy is better than none while the API is away.
        const last = sitemaps.last();
        if (last !== undefined) res.status(200).type('application/xml').send(last);
        else res.status(503).type('text').send('The sitemap is not available; try again later.');
      }
    },
    robots(_req, res) {
      const text = shell.renderRobots?.(publicOrigin);
      if (text === undefined) {
        res.status(404).type('text').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.status(200).type('text/plain').send(text);
    },
    invalidateData() {
      pages.expireData();
      // A render begun before the write must not put its older data back.
      generation.advance();
    },
    clientPage(res) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).type('html').send(template.html);
    },
    async middleware(req, res, variant) {
      setPageCaching(res, variant);
      const remotes = variants.of(variant);
      try {
        sendAnswer(
          res,
          await withRequestId(req.id, () => pages.render(req.originalUrl, remotes)),
          template,
        );
      } catch (error) {
        // The browser can still render the page by itself from the plain template.
        logger.error(
          { err: error, req: { id: req.id, url: loggedUrl(req.originalUrl) } },
          'page not rendered on the server: the browser renders it',
        );
        res.status(200).type('html').send(template.html);
      }
    },
  };
}
