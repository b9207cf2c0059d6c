// The search overlay's static part as a visitor types: in Chromium on the built site, the
// time from each keystroke's input event to the results on screen (the first DOM change the
// search made, then the next frame), over every prefix of a set of queries. The API's part
// (news, vacancies) answers later by design (it waits for a pause in typing) and is not
// counted here; the API section measures the API.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './firstVisit.ts';

/** The search section of the report. */
export interface SearchSection {
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  firstOpenToResultsMs: number;
  budgetMs: number;
  withinBudget: boolean;
}

/** Target: the static part answers a keystroke within this (median and 95th percentile). */
export const SEARCH_KEYSTROKE_BUDGET_MS = 50;

const QUERIES = [
  'foglio alluminio',
  'certificato iso',
  'profili estrusi',
  'hristova',
  'qualicot',
  'sostenibilita',
  'bilancio 2015',
  'presse',
];

/** In the page: types `text` one character at a time, answering each keystroke's latency. */
async function typeAndTime(text: string): Promise<number[]> {
  const input = document.querySelector<HTMLInputElement>('#site-search')!;
  const dialog = input.closest('[role="dialog"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const times: number[] = [];
  for (let length = 1; length <= text.length; length += 1) {
    // A keystroke that changes nothing on screen (a trailing space) is not timed.
    const changed = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(true);
      });
      observer.observe(dialog, { childList: true, subtree: true, characterData: true });
      setTimeout(() => {
        observer.disconnect();
        resolve(false);
      }, 1000);
    });
    const start = performance.now();
    setValue.call(input, text.slice(0, length));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const drawn = await changed;
    await nextFrame();
    if (drawn) times.push(performance.now() - start);
    // Let the API's answer for this prefix (after its typing pause) land before the next key.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await nextFrame();
  return times;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function benchSearch(siteUrl: string): Promise<SearchSection> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'it-IT' });
    await page.goto(siteUrl);
    await page.waitForSelector('html[data-app="ready"]');
    const opened = performance.now();
    await page.getByRole('button', { name: 'Cerca nel sito' }).click();
    await page.locator('#site-search').waitFor();
    // The index is built when the remotes' modules are in: the first query waits for them.
    await page.locator('#site-search').fill('foil');
    await page
      .getByRole('status')
      .filter({ hasText: /risultat/ })
      .waitFor();
    const readyMs = performance.now() - opened;
    await page.locator('#site-search').fill('');
    const times: number[] = [];
    for (const query of QUERIES) times.push(...(await page.evaluate(typeAndTime, query)));
    const sorted = [...times].sort((a, b) => a - b);
    return {
      keystrokes: times.length,
      medianMs: Number(percentile(sorted, 0.5).toFixed(1)),
      p95Ms: Number(percentile(sorted, 0.95).toFixed(1)),
      maxMs: Number(sorted[sorted.length - 1]!.toFixed(1)),
      firstOpenToResultsMs: Math.round(readyMs),
      budgetMs: SEARCH_KEYSTROKE_BUDGET_MS,
      withinBudget: percentile(sorted, 0.95) <= SEARCH_KEYSTROKE_BUDGET_MS,
    };
  } finally {
    await browser.close();
  }
}

export function printSearch(search: SearchSection): void {
  console.log(
    `\nSearch overlay, static part: ${search.keystrokes} keystrokes, median ${search.medianMs} ms, ` +
      `p95 ${search.p95Ms} ms, max ${search.maxMs} ms (budget ${search.budgetMs} ms: ` +
      `${search.withinBudget ? 'within' : 'OVER'}); first opening to first results ` +
      `${search.firstOpenToResultsMs} ms`,
  );
}
