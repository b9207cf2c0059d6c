import type { APIRequestContext } from '@playwright/test';
import { localePrefix, SITE_LOCALES, splitLocalePath } from '@alu/common/contracts';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';

/**
 * Every public page the site publishes in its sitemap (the remotes' own route data: sections,
 * products, articles, profiles, vacancies), in each language, scanned with axe after load.
 * One test per language and area keeps a failure's report short; the last test checks that
 * no published page falls outside the areas listed here.
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
      test.setTimeout(180_000);
      const pages = (await publishedPages(request)).filter(
        (entry) =>
          entry.language === language && (area.first as readonly string[]).includes(entry.first),
      );
      expect(pages.length).toBeGreaterThan(0);
      // The news list's other mode is a page of its own for visitors.
      const paths = pages.map((entry) => entry.path);
      if (area.name === 'news') paths.push(`${language}/news?medias=true`);

      const failures: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
        for (const violation of await seriousViolations(page, consoleErrors)) {
          failures.push(`${path} ${violation}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
}

test('every page of the sitemap belongs to a scanned area', async ({ request }) => {
  const known = new Set<string>(AREAS.flatMap((area) => area.first));
  const outside = (await publishedPages(request)).filter((entry) => !known.has(entry.first));
  expect(outside.map((entry) => entry.path)).toEqual([]);
});
