import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The serious and critical axe violations of the page as it is now, one line per rule with
 * its nodes. axe adds a <style> element while it checks colours, which the site's policy
 * refuses: those console reports are the tool's, not the page's, and are taken out of
 * `consoleErrors`; anything else logged meanwhile stays and still fails the test.
 */
export async function seriousViolations(page: Page, consoleErrors: string[]): Promise<string[]> {
  const before = consoleErrors.length;
  const { violations } = await runAxe(page);
  // The policy's report of axe's <style> is an event the page dispatches after the fact: a
  // frame later it has reached `consoleErrors`, and is taken out with the others.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  const duringAxe = consoleErrors.splice(before);
  consoleErrors.push(...duringAxe.filter((text) => !/style-src(-elem)?\b/.test(text)));
  const found = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
  const unreachable = await unreachableScrollRegions(page);
  if (unreachable.length > 0) found.push(`${STRICT_SCROLL_RULE}: ${unreachable.join(' ')}`);
  return found;
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe with the site's rule set. The first scan of a document injects axe (AxeBuilder); a
 * further scan of the same document (the same page at another width) runs the axe already
 * in it, which saves parsing its half a megabyte of code again on every scan.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const options = {
    runOnly: { type: 'tag' as const, values: WCAG_TAGS },
    resultTypes: ['violations' as const],
  };
  const again = await page.evaluate((runOptions) => {
    const axe = (
      window as unknown as { axe?: { run(context: Document, options: unknown): Promise<unknown> } }
    ).axe;
    return axe ? axe.run(document, runOptions) : null;
  }, options);
  if (again) return again as AxeResults;
  return (
    new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      // Only violations are read: axe then stops listing every node that passed, which is
      // most of its time on a long page.
      .options({ resultTypes: options.resultTypes })
      // axe runs in the page in one pass. Otherwise it opens a blank page on every scan to
      // merge the results of frames from other origins, and the site's pages have none when
      // scanned (maps and videos load their frames on a click).
      .setLegacyMode(true)
      .analyze()
  );
}

/** How the stricter form of axe's rule below is reported. */
const STRICT_SCROLL_RULE = 'scrollable-region-focusable (any overflow)';

/**
 * axe's `scrollable-region-focusable` asks only of boxes whose content overflows by more than
 * 13 px, and in this browser a chart legend cut off by 12 px passed, while axe in another
 * browser, with other fonts, reported it. The rule is applied here to any box that scrolls by
 * more than one pixel (rounding): it must be reachable with the keyboard, itself
 * (`tabindex="0"`) or through something focusable inside it, or not scroll at all.
 */
async function unreachableScrollRegions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const FOCUSABLE =
      'a[href], area[href], button, input, select, textarea, iframe, summary, ' +
      'audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), ' +
      '[tabindex]';
    const reachable = (element: Element) =>
      element instanceof HTMLElement &&
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      element.getClientRects().length > 0;
    const scrolls = (overflow: string, content: number, box: number) =>
      (overflow === 'auto' || overflow === 'scroll') && content - box > 1;
    const describe = (element: Element) => {
      const path: string[] = [];
      for (let node: Element | null = element; node && path.length < 3; node = node.parentElement) {
        const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`);
        path.unshift(node.id ? `#${node.id}` : `${node.localName}${classes.join('')}`);
        if (node.id) break;
      }
      return path.join(' > ');
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (
        !scrolls(style.overflowX, element.scrollWidth, element.clientWidth) &&
        !scrolls(style.overflowY, element.scrollHeight, element.clientHeight)
      ) {
        continue;
      }
      if (style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
      if (reachable(element) || [...element.querySelectorAll(FOCUSABLE)].some(reachable)) continue;
      found.push(describe(element));
    }
    return found;
  });
}

/** Downloads whose arrival can still change the page: code, styles, data, frames. */
const PAGE_CHANGING = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/** How long the page must stay unchanged to count as settled. */
const QUIET_MS = 300;

/**
 * Waits for a page to settle before it is checked: a page is "ready" once hydrated, but what
 * it loads lazily (a chart's code, then the chart drawing itself) and what it redraws after a
 * change (a disclosure opened) arrive later, and axe sees only what is there. `watchSettling(page)` starts counting the page's downloads; the function it
 * returns resolves once none is in flight and the document has neither changed nor run a
 * finite CSS animation for a while. A page that never stops (a slideshow's timer) is taken
 * as it is after `maxMs`.
 */
export function watchSettling(page: Page, maxMs = 5_000): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (PAGE_CHANGING.has(request.resourceType())) inFlight.add(request);
  });
  const finished = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);

  return async () => {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (inFlight.size > 0) {
        await page.waitForTimeout(25);
        continue;
      }
      const quiet = await page.evaluate(
        ({ quietMs, budgetMs }) =>
          new Promise<boolean>((resolve) => {
            const animating = () =>
              document.getAnimations().some((animation) => {
                const end = animation.effect?.getComputedTiming().endTime;
                return animation.playState === 'running' && end !== Infinity;
              });
            const started = performance.now();
            let changedAt = started;
            const observer = new MutationObserver(() => {
              changedAt = performance.now();
            });
            observer.observe(document, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            });
            const check = () => {
              const now = performance.now();
              if (animating()) changedAt = now;
              if (now - changedAt >= quietMs || now - started >= budgetMs) {
                observer.disconnect();
                resolve(now - changedAt >= quietMs);
                return;
              }
              setTimeout(check, 50);
            };
            // Two frames first: pending layout and its observers run before the count.
            requestAnimationFrame(() => requestAnimationFrame(check));
          }),
        { quietMs: QUIET_MS, budgetMs: Math.max(deadline - Date.now(), QUIET_MS) },
      );
      // A download that started while the page was quiet (a lazy chunk asked for by a
      // redraw) is waited for in turn.
      if (quiet && inFlight.size === 0) return;
    }
  };
}
