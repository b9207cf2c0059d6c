// The "close to the floor" section of `npm run bench`: for the key pages, the largest
// contentful paint of the site as it is against that of the same server HTML with every
// script removed (the floor: what the HTML, styles, fonts and pictures alone cost). Both on a
// throttled connection (Lighthouse's mobile one: 150 ms, 1.6 Mbit/s down) and a CPU slowed 4×,
// in a fresh profile, the median of RUNS loads each, alternating. The browser fetches the
// document itself; the section takes its body before the page sees it and hands it over, with
// or without the scripts (see editDocument). Handing it over takes a varying time, so both
// paints are counted from the document's arrival (its responseEnd): the figures compare what
// follows it.
import { chromium } from 'playwright-core';
import type { Browser, CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './firstVisit.ts';
import { FLOOR_RATIO_MAX, KEY_PAGES, check } from './budgets.ts';
import type { Checked } from './budgets.ts';
import { median } from './stats.ts';

/** One key page's paints with and without its scripts. */
interface FloorRow {
  path: string;
  loads: number;
  siteLcpMs: number;
  floorLcpMs: number;
  siteRange: [number, number];
  floorRange: [number, number];
  ratio: number;
  budget: Checked;
}

/** The floor section of the report. */
export interface FloorSection {
  runs: number;
  uncertainMargin: number;
  maxMeasuredAgain: number;
  network: string;
  cpuSlowdown: number;
  rows: FloorRow[];
}

const RUNS = 7;
/** A ratio this close to its limit, or over it, is measured again with as many loads more. */
const UNCERTAIN_MARGIN = 0.05;
/**
 * Of those, at most this many, the highest ratios first (a page over the limit before one
 * under it): each costs about 15 s, and the bench must stay under 15 minutes.
 */
const MAX_MEASURED_AGAIN = 2;
const LCP_READ_TIMEOUT_MS = 2000;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

/**
 * Pauses the document `url` once its response has arrived and hands the page `edit(body)`
 * instead. Only the document is paused (Playwright's `page.route` pauses every request of the
 * page and answers each from this process, which delayed the pictures by a varying time).
 */
async function editDocument(
  cdp: CDPSession,
  url: string,
  edit: (html: string) => string,
): Promise<void> {
  const handOver = async ({
    requestId,
    responseStatusCode,
    responseHeaders = [],
  }: {
    requestId: string;
    responseStatusCode?: number;
    responseHeaders?: { name: string; value: string }[];
  }) => {
    // A failed request (no answer) goes on to fail in the page, as it would without this.
    if (responseStatusCode === undefined) {
      await cdp.send('Fetch.continueRequest', { requestId });
      return;
    }
    const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId });
    const html = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    await cdp.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: responseStatusCode,
      // The body handed over is decoded, and of another length.
      responseHeaders: responseHeaders.filter(
        ({ name }) => !/^content-(encoding|length)$/i.test(name),
      ),
      body: Buffer.from(edit(html), 'utf8').toString('base64'),
    });
  };
  // A document that could not be handed over fails its load at once (page.goto reports it);
  // a page closed meanwhile takes its paused requests with it.
  cdp.on('Fetch.requestPaused', (event) =>
    handOver(event).catch(() =>
      cdp
        .send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'Failed' })
        .catch(() => {}),
    ),
  );
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: url, resourceType: 'Document', requestStage: 'Response' }],
  });
}

async function loadLcp(browser: Browser, url: string, scripts: boolean): Promise<number> {
  // The bench's edge (visitorSite.ts) has a certificate of its own making.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Both documents take the same way, so neither is handed over faster than the other.
    await editDocument(cdp, url, scripts ? (html) => html : withoutScripts);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The last candidate is painted before the load event (the pictures'). Its entry is
    // created when that frame is presented, so it is read two frames after. Measured on the
    // key pages: none changes in the 1.5 s after, the site's scripts and hydration included.
    const lcp = await page.evaluate(
      (timeoutMs) =>
        new Promise<number | null>((resolve) => {
          const [document] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[];
          const read = () =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]!.startTime - document!.responseEnd);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(read));
          // A page that painted no content reports no candidate.
          setTimeout(() => resolve(null), timeoutMs);
        }),
      LCP_READ_TIMEOUT_MS,
    );
    if (lcp === null) {
      throw new Error(`${url} ${scripts ? 'as served' : 'without scripts'} painted no content`);
    }
    return lcp;
  } finally {
    await context.close();
  }
}

/** `runs` loads of each version of `url`, in turn, added to `site` and `floor`. */
async function loadInTurn(
  browser: Browser,
  url: string,
  runs: number,
  site: number[],
  floor: number[],
): Promise<void> {
  for (let run = 0; run < runs; run += 1) {
    // Each version first in turn, so neither always follows the other.
    const order = run % 2 === 0 ? [true, false] : [false, true];
    for (const scripts of order)
      (scripts ? site : floor).push(await loadLcp(browser, url, scripts));
  }
}

/** The medians of both versions' loads and their ratio. */
function compare(site: number[], floor: number[]) {
  const siteLcpMs = Math.round(median(site));
  const floorLcpMs = Math.round(median(floor));
  return { siteLcpMs, floorLcpMs, ratio: Number((siteLcpMs / floorLcpMs).toFixed(2)) };
}
const range = (values: number[]): [number, number] => [
  Math.round(Math.min(...values)),
  Math.round(Math.max(...values)),
];

export async function benchFloor(baseUrl: string, pages = KEY_PAGES): Promise<FloorSection> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const measured: { path: string; site: number[]; floor: number[] }[] = [];
    for (const path of pages) {
      const loads = { path, site: [] as number[], floor: [] as number[] };
      await loadInTurn(browser, baseUrl + path, RUNS, loads.site, loads.floor);
      measured.push(loads);
    }
    // One load varies by about ±12 %: a median of seven cannot tell 1.05 from 1.15.
    const ratioOf = ({ site, floor }: { site: number[]; floor: number[] }) =>
      compare(site, floor).ratio;
    const uncertain = measured
      .filter((loads) => ratioOf(loads) > FLOOR_RATIO_MAX - UNCERTAIN_MARGIN)
      .sort((a, b) => ratioOf(b) - ratioOf(a))
      .slice(0, MAX_MEASURED_AGAIN);
    for (const loads of uncertain) {
      await loadInTurn(browser, baseUrl + loads.path, RUNS, loads.site, loads.floor);
    }
    const rows = measured.map(({ path, site, floor }) => {
      const { siteLcpMs, floorLcpMs, ratio } = compare(site, floor);
      return {
        path,
        loads: site.length,
        siteLcpMs,
        floorLcpMs,
        siteRange: range(site),
        floorRange: range(floor),
        ratio,
        budget: { value: ratio, ...check(ratio, { max: FLOOR_RATIO_MAX }) },
      };
    });
    return {
      runs: RUNS,
      uncertainMargin: UNCERTAIN_MARGIN,
      maxMeasuredAgain: MAX_MEASURED_AGAIN,
      network: '150 ms, 1.6 Mbit/s',
      cpuSlowdown: 4,
      rows,
    };
  } finally {
    await browser.close();
  }
}
