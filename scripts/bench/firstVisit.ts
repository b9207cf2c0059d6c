// Measures what a first visit downloads until the page is loaded and idle (no request in
// flight or started for QUIET_MS, with the main thread idle; the pointer never moves, so
// nothing a hover would fetch is counted): every request, the JavaScript and the HTML in
// bytes and gzip (computed here from the bodies, independent of the server's compression),
// scripts downloaded twice, style sheets inlined twice, pictures larger than twice their
// displayed size, the largest contentful paint (PerformanceObserver) and the requests
// started before it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import type { MeasuredPage } from '../../tooling/budgets/pageGroups.ts';

declare global {
  interface Window {
    /** The last largest-contentful-paint candidate's time (observeLcp). */
    __benchLcp: number | null;
  }
}

const chromiumLaunch = JSON.parse(
  readFileSync(new URL('../../tooling/chromium/launch.json', import.meta.url), 'utf8'),
) as { args: string[]; executablePath: string };
export const CHROMIUM_ARGS = chromiumLaunch.args;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromiumLaunch.executablePath;

/** A page's first visit, measured (or `error` when it could not be). */
export interface FirstVisit extends MeasuredPage {
  error?: string;
  status?: number | null;
  requests?: number;
  scripts?: number;
  jsBytes?: number;
  jsGzip?: number;
  htmlBytes?: number;
  htmlGzip?: number;
  duplicateScripts?: string[];
  repeatedStyles?: number;
  oversizedImages?: string[];
  unreadScripts?: string[];
  lcpMs?: number | null;
  requestsBeforeLcp?: number | null;
}

/** A remote's entry, measured (or `error`). */
export interface RemoteEntry {
  name: string;
  url: string;
  bytes?: number;
  gzip?: number;
  error?: string;
}

/**
 * Quiet time that makes a page idle. Playwright's `networkidle` (500 ms) fires between the
 * scripts and the lazy chunks they import when the 2 cores are busy.
 */
const QUIET_MS = 1500;
const IDLE_TIMEOUT_MS = 20000;

/** Installed before any script of the page: keeps the last LCP candidate. */
export function observeLcp(): void {
  window.__benchLcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__benchLcp = entries[entries.length - 1]!.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** In the page: LCP and the requests (the document included) whose start precedes it. */
function readTimings() {
  const lcp = window.__benchLcp;
  const resources = performance.getEntriesByType('resource');
  return {
    lcpMs: lcp,
    // The document starts at 0; resources by their start time (Resource Timing).
    requestsBeforeLcp: lcp === null ? null : 1 + resources.filter((r) => r.startTime < lcp).length,
  };
}

/** In the page, once idle: what it inlines or shows wastefully. */
function readWaste() {
  const styles = [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((text) => text.length > 0);
  // A picture downloaded wider than twice its displayed width (the bench's pixel ratio is 1).
  const oversized = [...document.images]
    .filter((image) => image.complete && image.naturalWidth > 0 && image.clientWidth > 0)
    .filter((image) => image.naturalWidth > 2 * image.clientWidth * devicePixelRatio)
    .map((image) => `${image.currentSrc} ${image.naturalWidth}px for ${image.clientWidth}px`);
  return { repeatedStyles: styles.length - new Set(styles).size, oversizedImages: oversized };
}

/** A script's content hash (`name.0123abcd.js`), or its address. */
const contentName = (url: string) => /\.([0-9a-f]{8})\.js(\?|$)/.exec(url)?.[1] ?? url;

/** A script's body as the page received it. */
interface ScriptBody {
  url: string;
  bytes: number;
  gzip: number;
  unread?: boolean;
}

async function measureOne(
  browser: Browser,
  baseUrl: string,
  page: MeasuredPage,
): Promise<FirstVisit> {
  const { path } = page;
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.addInitScript(observeLcp);
    const pending: Promise<ScriptBody>[] = [];
    let requests = 0;
    let inFlight = 0;
    let lastActivity = Date.now();
    let idle = false;
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    tab.on('request', () => {
      lastActivity = Date.now();
      inFlight += 1;
      if (!idle) requests += 1;
    });
    tab.on('requestfinished', settled);
    tab.on('requestfailed', settled);
    tab.on('response', (response) => {
      if (idle || response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body): ScriptBody => ({
            url: response.url(),
            bytes: body.length,
            gzip: gzipSync(body).length,
          }))
          .catch(() => ({ url: response.url(), bytes: 0, gzip: 0, unread: true })),
      );
    });
    const answer = await tab.goto(baseUrl + path, { waitUntil: 'networkidle', timeout: 60000 });
    const html = (await answer?.body().catch(() => undefined)) ?? Buffer.alloc(0);
    const deadline = Date.now() + IDLE_TIMEOUT_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await tab.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })),
      );
      await tab.waitForTimeout(250);
    }
    idle = true;
    const timings = await tab.evaluate(readTimings);
    const waste = await tab.evaluate(readWaste);
    const scripts = await Promise.all(pending);
    const names = scripts.map((script) => contentName(script.url));
    return {
      ...page,
      status: answer?.status() ?? null,
      requests,
      scripts: scripts.length,
      jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      htmlBytes: html.length,
      htmlGzip: gzipSync(html).length,
      duplicateScripts: scripts
        .filter((_, index) => names.indexOf(names[index]!) !== index)
        .map((script) => script.url),
      ...waste,
      unreadScripts: scripts.filter((script) => script.unread).map((script) => script.url),
      lcpMs: timings.lcpMs === null ? null : Math.round(timings.lcpMs),
      requestsBeforeLcp: timings.requestsBeforeLcp,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...page, error: message.split('\n')[0] ?? '' };
  } finally {
    await context.close();
  }
}

/** Pages measured side by side (the figures are sizes and counts, not times). */
const CONCURRENCY = 4;

/** Every page's first visit, in the given order (`pages`: pagesToMeasure's entries). */
export async function measureFirstVisits(
  baseUrl: string,
  pages: MeasuredPage[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<FirstVisit[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const results = new Array<FirstVisit>(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next;
      next += 1;
      results[index] = await measureOne(browser, baseUrl, pages[index]!);
      onProgress(index + 1, pages.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await browser.close();
  }
  return results;
}

/** Every remote of the registry: its manifest, then its remote entry's bytes and gzip. */
export async function measureRemoteEntries(registry: {
  remotes: { name: string; entry: string }[];
}): Promise<RemoteEntry[]> {
  const results: RemoteEntry[] = [];
  for (const { name, entry } of registry.remotes) {
    try {
      const manifest = (await (await fetch(entry)).json()) as {
        metaData: { remoteEntry: { path?: string; name: string }; publicPath?: string };
      };
      const { remoteEntry, publicPath } = manifest.metaData;
      const base = !publicPath || publicPath === 'auto' ? entry : new URL(publicPath, entry);
      const url = new URL(`${remoteEntry.path ?? ''}${remoteEntry.name}`, base).href;
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      results.push({ name, url, bytes: body.length, gzip: gzipSync(body).length });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push({ name, url: entry, error: message });
    }
  }
  return results;
}
