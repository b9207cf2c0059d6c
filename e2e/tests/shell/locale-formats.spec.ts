import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test';

// Figures and dates as an English and a Bulgarian visitor read them: each language's rule
// (docs/languages.md), in the server's HTML and in the page once it has run.

/** The visible text of the server's HTML, spaces (no-break ones too) made plain. */
async function serverText(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The main part's text, element by element (a figure's number and unit are apart). */
const mainText = async (page: Page) =>
  (
    await page.getByRole('main').evaluate((main) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        texts.push(node.textContent ?? '');
      }
      return texts.join(' ');
    })
  ).replace(/\s+/g, ' ');

interface Expectation {
  readonly path: string;
  /** Texts the page shows, in its language's rule. */
  readonly shows: readonly (string | RegExp)[];
  /** What the other languages' rules (or none) would have written instead. */
  readonly never: readonly RegExp[];
}

const PAGES: readonly Expectation[] = [
  {
    path: '/en/about-the-company/key-figures',
    shows: ['370,000', '1,315', '€168m', /Germany\s*18\.8%/],
    // The circles set number and unit apart (`95` over `%`): only the tables are read for `%`.
    never: [/\d,\d%/, /EUR\s?m/i, /mln/i],
  },
  {
    path: '/bg/about-the-company/key-figures',
    shows: ['370 000', '168 млн. €', /18,8%/],
    never: [/\d\.\d%/, /EUR/],
  },
  {
    path: '/en/about-the-company/extrusion-plant',
    shows: ['2,500 tonnes', 'about 36,000 tonnes a year', '600–2,500 tonnes', 'up to 11,500 mm'],
    never: [/da 600 a 2500/, /\d\s?t\b/, /\d,\d\s?mm/],
  },
  {
    path: '/bg/about-the-company/extrusion-plant',
    shows: ['2500 т', 'около 36 000 т годишно', '600 – 2500 т', 'до 11 500 mm'],
    never: [/\d\s?t\b/, /\d\s?тона/, /\d\.\d\s?mm/],
  },
  {
    path: '/en/investors/shares',
    shows: ['January 2018', 'BGN 5.20', '17,952,959'],
    never: [/\d,\d\d BGN/],
  },
  {
    path: '/bg/investors/shares',
    shows: ['януари 2018 г.', '5,20 лв.', '17 952 959'],
    never: [/\d BGN/],
  },
  {
    path: '/en',
    shows: ['100,000 tonnes', 'over €168m', '95%'],
    never: [/100 000/, /€168m\+/],
  },
  {
    path: '/bg',
    shows: ['100 000 т', 'над 168 млн. €', '95%'],
    never: [/\d t\b/, /\d %/],
  },
];

for (const { path, shows, never } of PAGES) {
  test(`${path} writes its figures by its language’s rule, on the server and in the browser`, async ({
    page,
    request,
  }) => {
    const server = await serverText(request, path);
    await page.goto(path);
    // The charts' tables and the doughnuts are drawn in the browser: wait for the page's code.
    await page.waitForLoadState('networkidle');
    const hydrated = await mainText(page);
    for (const text of [server, hydrated]) {
      for (const expected of shows) {
        if (typeof expected === 'string') expect(text).toContain(expected);
        else expect(text).toMatch(expected);
      }
      for (const wrong of never) expect(text).not.toMatch(wrong);
    }
  });
}

test('news dates follow the language: 27.08.2018 г. in Bulgarian lists, 27 Aug 2018 in English', async ({
  page,
}) => {
  await page.goto('/bg/news');
  const bulgarian = page.getByTestId('news-list').locator('time');
  await expect(bulgarian.first()).toHaveText(/^\d{1,2}\.\d{2}\.\d{4} г\.$/);
  await page.goto('/en/news');
  const english = page.getByTestId('news-list').locator('time');
  await expect(english.first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
});
