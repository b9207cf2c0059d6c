import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/test';

/** The key pages of the issue, in English and Bulgarian (Italian is scanned by the areas' specs). */
const PAGES = [
  '/products/rolled-foils/household-foil',
  '/news/nuova-linea-laminazione-a-freddo',
  '/contacts/sales-department',
  '/about-the-company/about-us',
];

for (const prefix of ['/en', '/bg']) {
  test(`${prefix}: no serious or critical accessibility violation on the key pages (axe)`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      const before = consoleErrors.length;
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      // axe adds a <style> element while it checks colours, which the site's policy refuses:
      // those reports are the tool's, not the page's.
      const duringAxe = consoleErrors.splice(before);
      consoleErrors.push(...duringAxe.filter((text) => !/style-src(-elem)?\b/.test(text)));
      for (const violation of violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          failures.push(
            `${prefix}${path} ${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
}
