import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { pagesToMeasure, type MeasuredPage } from '../../../tooling/budgets/pageGroups.ts';
import { expect, test } from '../../support/test';

/**
 * The regression guard of the page-weight budgets (tooling/budgets/pageBudgets.json): the
 * first Italian page of each route group, visited once in a fresh browser, may download no
 * more JavaScript (gzip of the bodies, until loaded and idle) and send no more HTML (gzip)
 * than its group's budget; it downloads no script twice and inlines no style sheet twice.
 * Sizes are deterministic; timings are the bench's (`npm run bench`).
 */

/** No request started or finished for this long: the page is done loading. */
const QUIET_MS = 1500;

interface Weight {
  readonly jsGzip: number;
  readonly htmlGzip: number;
  readonly scripts: readonly string[];
  readonly repeatedStyles: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A script's file without its origin; files of one content share their hash. */
const contentName = (url: string) => /\.([0-9a-f]{8})\.js$/.exec(url)?.[1] ?? url;

async function firstVisit(browser: Browser, baseURL: string, path: string): Promise<Weight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<{ url: string; gzip: number }>[] = [];
    let lastActivity = Date.now();
    let inFlight = 0;
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length })),
      );
    });
    const answer = await page.goto(baseURL + path, { waitUntil: 'networkidle' });
    const html = (await answer?.body()) ?? Buffer.alloc(0);
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(250);
    const repeatedStyles = await page.evaluate(() => {
      const texts = [...document.querySelectorAll('style')]
        .map((style) => style.textContent ?? '')
        .filter((text) => text.length > 0);
      return texts.length - new Set(texts).size;
    });
    const scripts = await Promise.all(bodies);
    return {
      jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      htmlGzip: gzipSync(html).length,
      scripts: scripts.map((script) => script.url),
      repeatedStyles,
    };
  } finally {
    await context.close();
  }
}

test('each route group’s first visit stays within its JavaScript and HTML budgets', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages: MeasuredPage[] = pagesToMeasure(sitemap, { perGroup: 1 }).filter(
    (page) => page.language === 'it',
  );
  // Every group of the budgets has a page to measure (a pattern that matches nothing is a
  // budget that guards nothing).
  expect(new Set(pages.map((page) => page.group)).size).toBeGreaterThanOrEqual(16);
  const rows: string[] = [];
  for (const page of pages) {
    const weight = await firstVisit(browser, baseURL ?? '', page.path);
    rows.push(
      `${page.group} ${page.path}: JS ${kb(weight.jsGzip)}/${page.jsGzipKb} KB, ` +
        `HTML ${kb(weight.htmlGzip)}/${page.htmlGzipKb} KB`,
    );
    expect
      .soft(kb(weight.jsGzip), `${page.path} JavaScript (gzip KB)`)
      .toBeLessThanOrEqual(page.jsGzipKb);
    expect
      .soft(kb(weight.htmlGzip), `${page.path} HTML (gzip KB)`)
      .toBeLessThanOrEqual(page.htmlGzipKb);
    const names = weight.scripts.map(contentName);
    expect
      .soft(
        weight.scripts.filter((_, index) => names.indexOf(names[index] ?? '') !== index),
        `${page.path} scripts downloaded twice`,
      )
      .toEqual([]);
    expect.soft(weight.repeatedStyles, `${page.path} style sheets inlined twice`).toBe(0);
  }
  test.info().annotations.push({ type: 'page weight', description: rows.join('\n') });
  console.log(rows.join('\n'));
});
