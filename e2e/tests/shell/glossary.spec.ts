// Every page in every language, as the server sends it, read against its language's glossary:
// no text may name the company, a person, a product, a process or a section in a form the
// glossary avoids, and a Bulgarian page has no word in Latin letters the glossary does not
// keep as written. The unit tests check the dictionaries; this reads what reaches visitors
// (names from the contact data, titles, the footer, news from the database).
import {
  localizedPath,
  SITE_LOCALES,
  splitLocalePath,
  type SiteLocale,
} from '@alu/common/contracts';
import { glossaryFindings } from '@alu/common/glossary';
import { collectTextBlocks, type TextBlock } from '../../support/textLanguage';
import { expect, test } from '../../support/test';

// The cookie prompt is part of what every first visitor reads.
test.use({ acceptCookies: false, javaScriptEnabled: false, failOnConsoleErrors: false });

/** Whether a block is in the page's language (not a text marked with a `lang` of its own). */
const inLanguage = (block: TextBlock, locale: SiteLocale) =>
  block.lang.split('-')[0]!.toLowerCase() === locale;

/** SVG text: the logo's word mark, a picture read out by its label. */
const PICTURE_TEXT = new Set(['text', 'tspan']);

for (const locale of SITE_LOCALES) {
  test(`${locale}: no page names anything otherwise than the ${locale} glossary`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    // Pictures, fonts and videos carry no text: not downloaded, so a page is read sooner.
    await page.route('**/*', (route) =>
      ['image', 'font', 'media'].includes(route.request().resourceType())
        ? route.abort()
        : route.continue(),
    );
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((path) => splitLocalePath(path).locale === locale);
    expect(paths.length).toBeGreaterThan(0);
    // The news list's media mode: listed under the news, not in the sitemap of its own.
    paths.push(localizedPath(locale, '/news?medias=true'));

    const findings = new Map<string, { line: string; pages: string[] }>();
    let texts = 0;
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const blocks = (await collectTextBlocks(page, { noscript: true })).filter(
        (block) => inLanguage(block, locale) && !PICTURE_TEXT.has(block.where),
      );
      texts += blocks.length;
      for (const finding of glossaryFindings(
        locale,
        blocks.map((block) => block.text),
      )) {
        const line = `«${finding.found}» → ${finding.use} (${finding.concept}): "${
          finding.text.length > 140 ? `${finding.text.slice(0, 140)}…` : finding.text
        }"`;
        const entry = findings.get(line) ?? { line, pages: [] };
        entry.pages.push(path);
        findings.set(line, entry);
      }
    }
    const report = [...findings.values()]
      .sort((a, b) => b.pages.length - a.pages.length)
      .map(
        ({ line, pages }) =>
          `${line} on ${pages.length} page(s) [${pages.slice(0, 3).join(' ')}${pages.length > 3 ? ' …' : ''}]`,
      );
    console.log(
      `${locale}: ${texts} texts read on ${paths.length} pages, ${report.length} departing from the glossary`,
    );
    expect(report, `texts departing from the ${locale} glossary`).toEqual([]);
  });
}
