import { expect, test } from '../../support/test';
import { originOf } from '../../support/ports';

test('the first visit to / loads no code of the admin, products, contacts or investors remotes', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const forbidden = [
    originOf('admin'),
    originOf('products'),
    originOf('contacts'),
    originOf('investors'),
  ];
  const leaked = requested.filter((url) => forbidden.some((origin) => url.startsWith(origin)));
  expect(leaked).toEqual([]);
  // …while the corporate remote that renders / was loaded from its own origin.
  expect(requested.some((url) => url.startsWith(originOf('corporate')))).toBe(true);
});

test('hovering a menu link loads that area ahead of the click, and only then', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForLoadState('networkidle');
  const fromProducts = () => requested.filter((url) => url.startsWith(originOf('products')));
  expect(fromProducts()).toEqual([]);
  // The footer's link to the products landing (the header's opens a dropdown).
  await page.getByRole('contentinfo').locator('a[href^="/products"]').first().hover();
  await expect.poll(() => fromProducts().some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});
