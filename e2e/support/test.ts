import { test as base, expect, type Page } from '@playwright/test';

/**
 * Server-rendered pages are visible before they are interactive: a click in between is lost
 * (for a person too, for a moment). Navigations wait until the app marks itself hydrated
 * (`<html data-app="ready">`), or give up quietly (a test may expect a broken page).
 */
function waitForHydration(page: Page): Promise<void> {
  return page
    .waitForFunction(
      () => {
        if (document.documentElement.dataset.app !== 'ready') return false;
        // The shell is ready before a page whose code arrives later (a lazy boundary) has
        // hydrated, and React 18 drops a click on content not hydrated yet: the page's own
        // heading carries React's fiber once that page is live.
        const heading = document.querySelector('main h1');
        return !heading || Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      },
      null,
      { timeout: 15_000 },
    )
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * A server-rendered page starts its scripts after its first paint, two animation frames later
 * (pageStart.js). A test that paused the page's clock (`page.clock.pauseAt`) stops those
 * frames too: the clock is moved on one frame at a time until the page has started its
 * scripts, and no further, so the app's own timers start from the paused time.
 */
async function startScriptsOnPausedClock(page: Page): Promise<void> {
  for (let frame = 0; frame < 100; frame += 1) {
    const started = await page.evaluate(
      () =>
        document.documentElement.dataset.app === 'ready' ||
        document.querySelector('script[src*="/main."]') !== null,
    );
    if (started) return;
    await page.clock.runFor(16);
  }
}

/**
 * The browser renders `path` alone, as if the server had sent the plain template: once the
 * document is parsed, before its deferred scripts run, the server's markup and data block
 * are removed. (Fulfilling the document from the test instead would make Chromium treat it as
 * a public page and block its requests to the loopback remotes.)
 */
export async function renderInBrowser(page: Page, path: string): Promise<void> {
  await page.addInitScript((pathname) => {
    if (window.location.pathname !== pathname) return;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      document.getElementById('alu-ssr')?.remove();
      document.getElementById('root')?.replaceChildren();
    });
  }, path);
}

interface Fixtures {
  /** Console errors and uncaught exceptions of the page; checked after each test. */
  consoleErrors: string[];
  /** Set to false in a test that provokes errors on purpose. */
  failOnConsoleErrors: boolean;
  /** Console errors a test expects (e.g. the browser's log of an intended 404 answer). */
  expectedConsoleErrors: RegExp[];
  /** Pre-accepts the cookie prompt (true by default) so it does not cover the page. */
  acceptCookies: boolean;
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const pauseAt = page.clock.pauseAt.bind(page.clock);
    const resume = page.clock.resume.bind(page.clock);
    let clockPaused = false;
    page.clock.pauseAt = async (...args: Parameters<Page['clock']['pauseAt']>) => {
      clockPaused = true;
      return pauseAt(...args);
    };
    page.clock.resume = async () => {
      clockPaused = false;
      return resume();
    };
    const afterNavigation = async () => {
      // Without scripts nothing hydrates: the server's page is all there is.
      if (javaScriptEnabled === false) return;
      if (clockPaused) await startScriptsOnPausedClock(page);
      await waitForHydration(page);
    };
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await afterNavigation();
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await afterNavigation();
      return response;
    };
    await use(page);
  },
  failOnConsoleErrors: [true, { option: true }],
  acceptCookies: [true, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, failOnConsoleErrors, acceptCookies, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // Addresses answered with the site's not-found page (status 404, HTML): any unknown
      // address, visited or asked for by hostile markup (`<img src=x>` in an article).
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
        if (response.status() === 404 && html) notFoundDocuments.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Where the message comes from (a failed resource's address), to tell them apart.
        const source = message.location().url;
        // The site's not-found page answers with status 404, as it should: the browser's
        // log line about that document is expected.
        const notFoundPage = notFoundDocuments.has(source);
        if (notFoundPage && message.text().startsWith('Failed to load resource')) return;
        const text = source ? `${message.text()} (${source})` : message.text();
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      // A Content-Security-Policy violation fails the test too, also where the browser's own
      // log line would not reach the console event (e.g. a blocked inline style attribute).
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)
            .__reportCspViolation;
          report?.(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
              ` (${event.sourceFile || 'page'}:${event.lineNumber})`,
          );
        });
      });
      if (acceptCookies) {
        await page.addInitScript(() => {
          // Init scripts run in every frame; a third-party frame (a map, a video) may deny
          // access to its storage, and only the site's own storage matters here.
          try {
            window.localStorage.setItem('termsAccepted', 'true');
          } catch {
            // not the site's frame
          }
        });
      }
      await use(errors);
      if (failOnConsoleErrors) expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
