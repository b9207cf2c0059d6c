import { test as base, expect } from '@playwright/test';

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
  failOnConsoleErrors: [true, { option: true }],
  acceptCookies: [true, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, failOnConsoleErrors, acceptCookies, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
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
