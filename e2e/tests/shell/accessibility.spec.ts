import type { APIRequestContext } from '@playwright/test';
import { localePrefix, SITE_LOCALES, splitLocalePath } from '@alu/common/contracts';
import { seriousViolations, watchSettling } from '../../support/axe';
import { expect, test } from '../../support/test';

/**
 * Every public page the site publishes in its sitemap (the remotes' own route data: sections,
 * products, articles, profiles, vacancies), in each language, scanned with axe at a phone, a
 * tablet and a desktop width. One test per language and area keeps a failure's report short;
 * the last test checks that no published page falls outside the areas listed here.
 */
const AREAS = [
  { name: 'home', first: [''] },
  { name: 'company', first: ['about-the-company'] },
  { name: 'markets', first: ['markets'] },
  { name: 'products', first: ['products'] },
  { name: 'sustainability and careers', first: ['sustainability', 'careers'] },
  { name: 'investors and downloads', first: ['investors', 'download-center'] },
  { name: 'news', first: ['news'] },
  { name: 'contacts', first: ['contacts'] },
  {
    name: 'legal and sitemap',
    first: ['sitemap', 'disclosure-policy', 'terms-of-use', 'personal-data'],
  },
] as const;

/**
 * The widths scanned, the widest first: a desktop, a tablet, a phone. Each page is loaded
 * once, at the desktop width, scanned, then narrowed to the next width and scanned again once
 * it has settled: a chart library applies its narrow-screen options when the window narrows
 * (it keeps them only when the window widens again, which this order never does), and one
 * load instead of three leaves the time to axe, which is most of the cost.
 */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;

// Scanned as a visitor who asks for reduced motion sees the pages: the same content, but the
// home page's slideshow waits to be started, so a slide changing during a scan does not make
// axe read colours halfway through a fade.
test.use({ reducedMotion: 'reduce' });

/** Each language's address prefix ('' for Italian). */
const LANGUAGES = SITE_LOCALES.map(localePrefix);

/** The sitemap's paths, split by language prefix ('' for Italian) and first segment. */
async function publishedPages(request: APIRequestContext) {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const path = new URL(match[1]!).pathname;
    const { locale, path: route } = splitLocalePath(path);
    return { path, language: localePrefix(locale), first: route.split('/')[1] ?? '' };
  });
}

for (const language of LANGUAGES) {
  for (const area of AREAS) {
    test(`${language || '/'} ${area.name}: no serious or critical axe violation on any page`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const pages = (await publishedPages(request)).filter(
        (entry) =>
          entry.language === language && (area.first as readonly string[]).includes(entry.first),
      );
      expect(pages.length).toBeGreaterThan(0);
      // The news list's other mode is a page of its own for visitors.
      const paths = pages.map((entry) => entry.path);
      if (area.name === 'news') paths.push(`${language}/news?medias=true`);
      test.setTimeout(60_000 + paths.length * 20_000);

      const settled = watchSettling(page);
      // One line per page and violation, with the widths it was found at.
      const failures = new Map<string, number[]>();
      for (const path of paths) {
        await page.setViewportSize(VIEWPORTS[0]);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
        // What arrives after hydration (a chart's code, then its drawing) is scanned too.
        await settled();
        // What a disclosure holds (a chart's data table) is checked as a visitor who opens it
        // meets it: closed, axe would skip it as hidden.
        const opened = await page.evaluate(() => {
          const closed = [...document.querySelectorAll<HTMLDetailsElement>('details:not([open])')];
          for (const details of closed) details.open = true;
          return closed.length;
        });
        if (opened > 0) await settled();
        for (const viewport of VIEWPORTS) {
          if (viewport !== VIEWPORTS[0]) {
            await page.setViewportSize(viewport);
            // The new layout, what the page redraws for it (a chart) and any code it asks for.
            await settled();
          }
          for (const violation of await seriousViolations(page, consoleErrors)) {
            const line = `${path} ${violation}`;
            failures.set(line, [...(failures.get(line) ?? []), viewport.width]);
          }
        }
      }
      expect([...failures].map(([line, widths]) => `${line} (at ${widths.join(', ')} px)`)).toEqual(
        [],
      );
    });
  }
}

test('every page of the sitemap belongs to a scanned area', async ({ request }) => {
  const known = new Set<string>(AREAS.flatMap((area) => area.first));
  const outside = (await publishedPages(request)).filter((entry) => !known.has(entry.first));
  expect(outside.map((entry) => entry.path)).toEqual([]);
});
