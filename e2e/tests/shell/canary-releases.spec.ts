// Canary releases as a team runs them: a release of the news remote served to a share of
// visitors, judged by what real browsers measure, rolled back by the API when it hurts them.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { request as apiRequest } from '@playwright/test';
import { API_PORT, SITE_URL } from '../../support/ports';
import { releaseWith, remotes } from '../../support/releases';
import { expect, test } from '../../support/test';

const NEWS_LIST = 'mfe-news/src/features/news-list/NewsListPage.tsx';
const COMPONENT_START = 'export function NewsListPage({ latestStrip }: NewsListPageProps) {';
const SUBTITLE = 'Le novità di Alumis e cosa dicono di noi i media';
const CANARY_SUBTITLE = 'Le novità di Alumis, dalla versione in prova';
const API_URL = `http://localhost:${API_PORT}`;
const RELEASE_COOKIE = 'alu-release';

interface RegistryAnswer {
  remotes: { name: string; version?: string; canary?: { version: string; percent: number } }[];
}

/** The API's own registry (not the visitor's view the site answers): is a canary running? */
async function runningCanary(): Promise<string | undefined> {
  const api = await apiRequest.newContext();
  try {
    const { remotes: list } = (await (
      await api.get(`${API_URL}/api/remotes`)
    ).json()) as RegistryAnswer;
    return list.find((remote) => remote.name === 'news')?.canary?.version;
  } finally {
    await api.dispose();
  }
}

/** The news version a page was rendered with, as its server snapshot names it. */
function renderedVersion(html: string): string | undefined {
  const block = /<script[^>]*id="alu-ssr"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!block) return undefined;
  const snapshot = JSON.parse(block) as { registry: RegistryAnswer['remotes'] };
  return snapshot.registry.find((remote) => remote.name === 'news')?.version;
}

/** Ends any canary a failed test left running, so later tests meet the stable site. */
async function endCanary(): Promise<void> {
  if (await runningCanary()) await remotes('abort', 'news', '--reason', 'end of the e2e test');
}

/** Waits until the page's measuring code has loaded (it loads once the page is idle). */
async function measuring(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /release-health[.-][^/]*\.js$/.test(entry.name)),
    null,
    { timeout: 20_000 },
  );
}

/**
 * A new visitor opens the news list; answers the version it got and the visitor's release
 * cookie. The page is then left.
 */
async function visitNews(
  browser: Browser,
): Promise<{ version: string | undefined; cookie: string | undefined }> {
  const context: BrowserContext = await browser.newContext({ baseURL: SITE_URL });
  try {
    const page = await context.newPage();
    const response = await page.goto('/news');
    const version = renderedVersion((await response?.text()) ?? '');
    const cookie = (await context.cookies()).find(({ name }) => name === RELEASE_COOKIE)?.value;
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
      timeout: 20_000,
    });
    await measuring(page);
    // Leaving the page hides it: its figures go out then, as a visitor's do.
    await page.goto('about:blank');
    return { version, cookie };
  } finally {
    await context.close();
  }
}

test.describe('canary releases', () => {
  test.afterEach(endCanary);

  test('a release that breaks a page is rolled back automatically while a canary', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const broken = await releaseWith('mfe-news', {
      [NEWS_LIST]: (source = '') => {
        expect(source).toContain(COMPONENT_START);
        return source.replace(
          COMPONENT_START,
          `${COMPONENT_START}\n  if (Date.now() > 0) throw new Error('a broken release of the news list');`,
        );
      },
    });
    const started = await remotes('activate', 'news', broken, '--canary', '50');
    expect(started.stdout).toContain(broken);
    await expect.poll(runningCanary, { timeout: 20_000 }).toBe(broken);

    let visitors = 0;
    let sawBroken = 0;
    let brokenCookie: string | undefined;
    while ((await runningCanary()) === broken) {
      expect(visitors, 'the canary should have been aborted by now').toBeLessThan(150);
      const { version, cookie } = await visitNews(browser);
      visitors += 1;
      if (version === broken) {
        sawBroken += 1;
        brokenCookie ??= cookie;
      }
    }
    expect(brokenCookie, 'a visitor of the broken release').toBeTruthy();
    console.log(
      `canary aborted after ${visitors} visitors, ${sawBroken} of them served the broken release`,
    );
    test.info().annotations.push({
      type: 'canary',
      description: `${sawBroken} of ${visitors} visitors saw the broken release before the abort`,
    });

    // The site servers re-read the registry at once when the abort is announced through
    // Redis; this stack has none, so they see it within their registry's two seconds. A
    // visitor who was served the broken release is back on the stable one then.
    await expect
      .poll(
        async () => {
          const visitor = await apiRequest.newContext({
            baseURL: SITE_URL,
            extraHTTPHeaders: { Cookie: `${RELEASE_COOKIE}=${brokenCookie}` },
          });
          const version = renderedVersion(await (await visitor.get('/news')).text());
          await visitor.dispose();
          return version;
        },
        { timeout: 10_000 },
      )
      .not.toBe(broken);
    // And so is every new visitor.
    for (let visitor = 0; visitor < 5; visitor += 1) {
      const context = await browser.newContext({ baseURL: SITE_URL });
      const page = await context.newPage();
      const response = await page.goto('/news');
      expect(renderedVersion((await response?.text()) ?? '')).not.toBe(broken);
      await expect(page.getByRole('main').getByText(SUBTITLE)).toBeVisible();
      await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
      await context.close();
    }

    const status = await remotes('status');
    console.log(status.stdout);
    expect(status.stdout).toContain('automatic-rollback');
    expect(status.stdout).toContain(broken);
  });

  test('a 20 % canary reaches about a fifth of new visitors, each keeping their version', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(600_000);
    const canary = await releaseWith('mfe-news', {
      [NEWS_LIST]: (source = '') => {
        expect(source).toContain(SUBTITLE);
        return source.replace(SUBTITLE, CANARY_SUBTITLE);
      },
    });
    await remotes('activate', 'news', canary, '--canary', '20');
    await expect.poll(runningCanary, { timeout: 20_000 }).toBe(canary);

    // 200 new visitors, each with a cookie jar of their own: the first page, another page and
    // a reload must all be rendered with the same version.
    const VISITORS = 200;
    const cookies: Record<'canary' | 'stable', string | undefined> = {
      canary: undefined,
      stable: undefined,
    };
    let served = 0;
    for (let visitor = 0; visitor < VISITORS; visitor += 1) {
      const context = await playwright.request.newContext({ baseURL: SITE_URL });
      const first = renderedVersion(await (await context.get('/news')).text());
      const other = renderedVersion(await (await context.get('/news?media=true')).text());
      const again = renderedVersion(await (await context.get('/news')).text());
      expect([other, again]).toEqual([first, first]);
      const inCanary = first === canary;
      if (inCanary) served += 1;
      const { cookies: jar } = await context.storageState();
      cookies[inCanary ? 'canary' : 'stable'] ??= jar.find(
        (cookie) => cookie.name === RELEASE_COOKIE,
      )?.value;
      await context.dispose();
    }
    // Binomial(200, 0.2): 40 expected, standard deviation 5.7; three of them either side.
    console.log(`${served} of ${VISITORS} new visitors were served the canary`);
    expect(served).toBeGreaterThanOrEqual(23);
    expect(served).toBeLessThanOrEqual(57);

    // In the browser, each version's visitor sees their version, the server's HTML and the
    // hydrated page agree (a hydration warning fails the test through the console check),
    // across a client-side navigation and a reload.
    for (const [which, subtitle] of [
      ['canary', CANARY_SUBTITLE],
      ['stable', SUBTITLE],
    ] as const) {
      const value = cookies[which];
      expect(value, `a ${which} visitor's cookie`).toBeTruthy();
      await page.context().clearCookies({ name: RELEASE_COOKIE });
      await page
        .context()
        .addCookies([{ name: RELEASE_COOKIE, value: value ?? '', url: SITE_URL }]);
      const response = await page.goto('/news');
      expect(await response?.text()).toContain(subtitle);
      await expect(page.getByRole('main').getByText(subtitle)).toBeVisible();
      await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).nth(2).click();
      await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
      await page.goBack();
      await expect(page.getByRole('main').getByText(subtitle)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('main').getByText(subtitle)).toBeVisible();
    }

    const promoted = await remotes('promote', 'news');
    expect(promoted.stdout).toContain(canary);
    await expect.poll(runningCanary).toBeUndefined();
    // Promoted: every visitor now gets it; a rollback returns everyone to the stable one.
    const stranger = await playwright.request.newContext({ baseURL: SITE_URL });
    expect(renderedVersion(await (await stranger.get('/news')).text())).toBe(canary);
    await stranger.dispose();
    await remotes('rollback', 'news');
  });
});
