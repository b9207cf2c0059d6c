// Hydration on a phone moves nothing: the server's HTML already holds the place of what the
// script draws. The side menu becomes a toggle button there, and its label is the current
// page's name in the page's language (Bulgarian names are the longest).
import type { Browser } from '@playwright/test';
import { expect, test } from '../../support/test';

/** A phone as Lighthouse emulates one. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};

/** Where the side menu and the content beside it sit, with or without the page's scripts. */
async function menuLayout(browser: Browser, url: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  try {
    const page = await context.newPage();
    await page.goto(url);
    // The side menu: its list has an id, which the phone's toggle controls.
    const menu = page.locator('main nav:has(> ul[id])');
    if (javaScriptEnabled) await expect(menu.locator('button[aria-expanded]')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    return await menu.evaluate((nav) => {
      // The menu's block (the nav, or the wrapper it sits in) and what follows it.
      let block: Element = nav;
      while (!block.nextElementSibling && block.parentElement) block = block.parentElement;
      const next = block.nextElementSibling;
      return {
        menuHeight: Math.round(block.getBoundingClientRect().height),
        contentTop: next ? Math.round(next.getBoundingClientRect().top) : null,
      };
    });
  } finally {
    await context.close();
  }
}

for (const path of [
  '/bg/about-the-company/r-and-d',
  '/about-the-company/r-and-d',
  '/en/about-the-company/r-and-d',
  '/bg/news',
]) {
  test(`${path}: the side menu keeps its place when the page hydrates on a phone`, async ({
    browser,
    baseURL,
  }) => {
    const url = `${baseURL}${path}`;
    const server = await menuLayout(browser, url, false);
    const hydrated = await menuLayout(browser, url, true);
    expect(server.contentTop).not.toBeNull();
    expect(hydrated).toEqual(server);
  });
}
