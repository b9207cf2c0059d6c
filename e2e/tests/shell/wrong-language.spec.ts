// Every page in every language read as its visitor reads it: each text of four words or more
// (an element's own text, a label read out, a tooltip, a picture's description, the head's
// description and sharing cards, the no-script message) must be in the page's language, or in
// the language its element declares with `lang`. Names and codes that stay as written come
// from each language's glossary (`keepAsWritten`), never from this file.
import type { Browser, Page, Request } from '@playwright/test';
import {
  localePrefix,
  localizedPath,
  SITE_LOCALES,
  splitLocalePath,
  type SiteLocale,
} from '@alu/common/contracts';
import { blockIdentifier, collectTextBlocks, type TextBlock } from '../../support/textLanguage';
import { expect, test } from '../../support/test';

/** A search whose results list texts of every area, in each language. */
const SEARCH_WORD: Readonly<Record<SiteLocale, string>> = {
  it: 'alluminio',
  en: 'aluminium',
  bg: 'алуминий',
};

// The cookie prompt is part of what every first visitor reads.
test.use({ acceptCookies: false });

/** What the server sends, read by a browser that runs no script (the no-script message too). */
async function serverReader(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  // Pictures, fonts and videos carry no text: not downloaded, so a page is read sooner.
  await context.route('**/*', (route) =>
    ['image', 'font', 'media'].includes(route.request().resourceType())
      ? route.abort()
      : route.continue(),
  );
  const page = await context.newPage();
  return {
    read: async (path: string) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      return collectTextBlocks(page, { noscript: true });
    },
    close: () => context.close(),
  };
}

/**
 * Waits, after hydration, until no script, style sheet or data download has been in flight
 * for a moment: a chart's code and data arrive after the page is live, and their texts count.
 * The page's clock must be installed (`page.clock.install()`).
 */
function downloadsSettled(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (['script', 'stylesheet', 'fetch', 'xhr'].includes(request.resourceType())) {
      inFlight.add(request);
    }
  });
  const finished = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async () => {
    const deadline = Date.now() + 3_000;
    let quietSince = Date.now();
    while (Date.now() < deadline && Date.now() - quietSince < 150) {
      if (inFlight.size > 0) quietSince = Date.now();
      await page.waitForTimeout(25);
    }
    // The cookie prompt waits a few seconds before it shows: the page's clock is moved on.
    await page.clock.runFor(10_000);
    // What arrived or changed last is drawn in the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  };
}

interface Finding {
  readonly text: string;
  readonly where: string;
  readonly found: string;
  readonly expected: string;
  readonly views: Set<string>;
  readonly pages: string[];
}

for (const locale of SITE_LOCALES) {
  test(`${locale}: every text of four words or more on every page is in the page's language`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((path) => splitLocalePath(path).locale === locale);
    expect(paths.length).toBeGreaterThan(0);
    // Pages the sitemap does not list but visitors reach: the news list's media mode, search
    // results and the not-found page.
    paths.push(
      localizedPath(locale, '/news?medias=true'),
      localizedPath(locale, `/search?q=${encodeURIComponent(SEARCH_WORD[locale])}`),
      `${localePrefix(locale)}/no-such-page`,
    );

    const identify = await blockIdentifier();
    // The header, the footer and the cookie prompt repeat on every page, in both readings:
    // each distinct text in its language is identified once.
    const identified = new Map<string, ReturnType<typeof identify>>();
    const identifyBlock = (block: TextBlock) => {
      const key = `${block.lang} ${block.text}`;
      const known = identified.get(key);
      if (known) return known;
      const result = identify(block);
      identified.set(key, result);
      return result;
    };
    const server = await serverReader(browser, baseURL!);
    const settled = downloadsSettled(page);
    await page.clock.install();
    const findings = new Map<string, Finding>();
    const checked = { blocks: 0, distinct: new Set<string>() };
    const record = (path: string, view: string, blocks: readonly TextBlock[]) => {
      for (const block of blocks) {
        const result = identifyBlock(block);
        if (!result.checked) continue;
        checked.blocks += 1;
        checked.distinct.add(`${block.lang} ${block.text}`);
        if (!result.found || result.found === result.expected) continue;
        const key = `${block.where} ${result.found} ${block.text}`;
        const finding = findings.get(key) ?? {
          text: block.text,
          where: block.where,
          found: result.found,
          expected: result.expected,
          views: new Set<string>(),
          pages: [],
        };
        finding.views.add(view);
        if (!finding.pages.includes(path)) finding.pages.push(path);
        findings.set(key, finding);
      }
    };
    // Pages whose server HTML had no no-script message: the reading would have missed it.
    const withoutNoscript: string[] = [];
    try {
      for (const path of paths) {
        // The hydrated page is read once the app is live and its downloads have settled;
        // pictures and fonts still arriving change no text, so the load event is not awaited.
        const [fromServer] = await Promise.all([
          server.read(path),
          page.goto(path, { waitUntil: 'domcontentloaded' }).then(settled),
        ]);
        if (!fromServer.some((block) => block.where === 'noscript')) withoutNoscript.push(path);
        record(path, 'server HTML', fromServer);
        record(path, 'hydrated', await collectTextBlocks(page, { noscript: false }));
      }
    } finally {
      await server.close();
    }

    const report = [...findings.values()]
      .sort((a, b) => b.pages.length - a.pages.length || a.text.localeCompare(b.text))
      .map(
        (finding) =>
          `${finding.found} (not ${finding.expected}) in ${finding.where}, ${[...finding.views].join(' + ')}, ` +
          `on ${finding.pages.length} page(s) [${finding.pages.slice(0, 3).join(' ')}${finding.pages.length > 3 ? ' …' : ''}]: ` +
          `"${finding.text.length > 160 ? `${finding.text.slice(0, 160)}…` : finding.text}"`,
      );
    console.log(
      `${locale}: ${checked.blocks} texts checked on ${paths.length} pages ` +
        `(${checked.distinct.size} distinct), ${report.length} in another language`,
    );
    expect(withoutNoscript, 'pages read without their no-script message').toEqual([]);
    expect(report, `texts in another language than the page's (${locale})`).toEqual([]);
  });
}
