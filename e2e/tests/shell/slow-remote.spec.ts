// A slow remote (every file of its origin answers 3 s late): the area shows its skeleton,
// then the page, and the layout does not jump (cumulative layout shift measured in Chromium).
import { originOf } from '../../support/ports';
import { expect, test } from '../../support/test';

const LATENCY_MS = 3000;
/** "Good" cumulative layout shift by Web Vitals' measure. */
const GOOD_CLS = 0.1;

test('a remote with 3 s latency shows the skeleton, then its page without a layout jump', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The injected fault: the products remote's server answers every file 3 s late.
  await page.route(`${originOf('products')}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    await route.continue().catch(() => undefined); // the page may have moved on
  });
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/sitemap');
  await page.getByRole('main').getByRole('link', { name: 'Fogli sottili e semisottili' }).click();
  const skeleton = page.locator('[aria-busy="true"]');
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Laminati: fogli sottili e semisottili',
    {
      timeout: 45_000,
    },
  );
  await expect(skeleton).toHaveCount(0);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  test.info().annotations.push({ type: 'cumulative layout shift', description: cls.toFixed(4) });
  expect(cls).toBeLessThan(GOOD_CLS);
});
