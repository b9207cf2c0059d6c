// The "close to the floor" section of `npm run bench`: for the key pages, the largest
// contentful paint of the site as it is against that of the same server HTML with every
// script removed (the floor: what the HTML, styles, fonts and pictures alone cost). Both on a
// throttled connection (Lighthouse's mobile one: 150 ms, 1.6 Mbit/s down) and a CPU slowed 4×,
// in a fresh profile, the median of RUNS loads each, alternating. The document itself is
// handed to the page by the test (see loadLcp), unthrottled, and the time the test takes to
// hand it over varies by 100 ms from load to load on this machine: both paints are counted
// from the document's arrival (its responseEnd), so the figures compare what follows it.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, observeLcp } from './firstVisit.mjs';
import { FLOOR_RATIO_MAX, KEY_PAGES, check } from './budgets.mjs';

const RUNS = 5;
/**
 * After the load event (the scripts' at 1.5–2 s, the floor's pictures' at 0.8–1 s), for the
 * last paint: the last candidate is painted 0.4–0.8 s in, before either.
 */
const SETTLE_MS = 500;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function loadLcp(browser, url, withoutScripts) {
  // The bench's edge (visitorSite.mjs) has a certificate of its own making.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLcp);
    // Both documents take the same way (fetched here, handed to the page): a document passed
    // in by the test skips the emulated network, so only one of them passing would compare a
    // throttled document with an unthrottled one.
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const body = withoutScripts ? html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '') : html;
      await route.fulfill({ response, body });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const lcp = window.__benchLcp;
      const [document] = performance.getEntriesByType('navigation');
      return lcp === null || !document ? null : lcp - document.responseEnd;
    });
  } finally {
    await context.close();
  }
}

export async function benchFloor(baseUrl, pages = KEY_PAGES) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // A document handed in by the test has no address of its own, so Chromium counts it as
    // public and refuses its requests to this machine (Local Network Access): the site's
    // scripts would never load, and the comparison would be with a broken page.
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  });
  try {
    const rows = [];
    for (const path of pages) {
      const site = [];
      const floor = [];
      for (let run = 0; run < RUNS; run += 1) {
        site.push(await loadLcp(browser, baseUrl + path, false));
        floor.push(await loadLcp(browser, baseUrl + path, true));
      }
      const siteMs = Math.round(median(site.filter((value) => value !== null)));
      const floorMs = Math.round(median(floor.filter((value) => value !== null)));
      const ratio = Number((siteMs / floorMs).toFixed(2));
      rows.push({
        path,
        siteLcpMs: siteMs,
        floorLcpMs: floorMs,
        siteRange: [Math.round(Math.min(...site)), Math.round(Math.max(...site))],
        floorRange: [Math.round(Math.min(...floor)), Math.round(Math.max(...floor))],
        ratio,
        budget: { value: ratio, ...check(ratio, { max: FLOOR_RATIO_MAX }) },
      });
    }
    return { runs: RUNS, network: '150 ms, 1.6 Mbit/s', cpuSlowdown: 4, rows };
  } finally {
    await browser.close();
  }
}
