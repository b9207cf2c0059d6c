import type { Browser } from '@playwright/test';
import { expect, test } from '../../support/test';

/**
 * A visitor may click a menu link at any moment while a server-rendered page starts: before
 * its scripts run, while they load, while React hydrates, while the hovered link's area is
 * being preloaded, or after all that. Whatever the moment, the area must show its page.
 * Each navigation runs in a fresh browser context (a first visit, cold cache), the click comes
 * `delay` ms after the first contentful paint, and part of the runs slow the CPU down as a
 * phone would, which stretches every window between page start and a settled page.
 */

interface Journey {
  readonly start: string;
  readonly link: string;
  readonly heading: string;
}

const JOURNEYS: readonly Journey[] = [
  { start: '/', link: 'Notizie', heading: 'Notizie' },
  { start: '/news', link: 'Contatti', heading: 'Contatti' },
  { start: '/contacts/sales-department', link: 'Prodotti', heading: 'Prodotti' },
];

/** 0 to 1,000 ms after the first paint, in 50 ms steps. */
const DELAYS = Array.from({ length: 21 }, (_, step) => step * 50);
/** CPU slow-down of each run, in turn: real speed, and a mid-range and a slow phone. */
const CPU_RATES = [1, 2, 4] as const;
/** Longer than the area's own stall watchdog, so a stall is seen as its message. */
const SETTLE_TIMEOUT = 12_000;

interface Outcome {
  readonly run: string;
  readonly shown: string;
  readonly console: readonly string[];
}

async function navigateOnce(
  browser: Browser,
  baseURL: string,
  journey: Journey,
  delay: number,
  cpuRate: number,
): Promise<Outcome | undefined> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  try {
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('termsAccepted', 'true');
      } catch {
        // a third-party frame
      }
    });
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logs.push(message.text());
    });
    page.on('pageerror', (error) => logs.push(`uncaught: ${error.message}`));
    if (cpuRate > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto(journey.start, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { polling: 'raf' },
    );
    await page.waitForTimeout(delay);
    await page
      .getByRole('banner')
      .getByRole('link', { name: journey.link, exact: true })
      .first()
      .click();
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const settled = await expect(heading)
      .toHaveText(journey.heading, { timeout: SETTLE_TIMEOUT })
      .then(
        () => true,
        () => false,
      );
    if (settled) return undefined;
    const shown = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ').slice(0, 80);
    return {
      run: `${journey.start} → ${journey.link}, ${delay} ms after paint, CPU ×${cpuRate}`,
      shown,
      console: logs,
    };
  } finally {
    await context.close();
  }
}

test('a menu click at any moment of page start shows the area, never an endless skeleton', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(15 * 60_000);
  const failures: Outcome[] = [];
  let runs = 0;
  for (const [index, journey] of JOURNEYS.entries()) {
    for (const [step, delay] of DELAYS.entries()) {
      // Each journey starts its CPU rotation at another rate, so every delay is tried slowed.
      const cpuRate = CPU_RATES[(step + index) % CPU_RATES.length] ?? 1;
      const failure = await navigateOnce(browser, baseURL ?? '', journey, delay, cpuRate);
      runs += 1;
      if (failure) failures.push(failure);
    }
  }
  expect(runs).toBeGreaterThanOrEqual(50);
  expect(failures, `${failures.length} of ${runs} navigations did not settle`).toEqual([]);
});
