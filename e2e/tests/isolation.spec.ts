import { expect, test } from '../support/test';
import { REMOTE_ORIGINS } from '../support/ports';

test.use({ failOnConsoleErrors: false });

test('a remote that cannot load degrades only its own area, and retry brings it back', async ({
  page,
}) => {
  // The products remote's server is unreachable: every request to its origin fails.
  await page.route(`${REMOTE_ORIGINS.products}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/products');
  const fallback = page.getByTestId('area-unavailable');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('heading')).toHaveText('Sezione non disponibile');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other areas keep working (client-side navigation from the same page).
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  await page.getByRole('banner').getByRole('link', { name: 'Notizie', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Notizie');
  await page.goBack();
  await expect(fallback).toBeVisible();

  // The remote comes back: the retry button loads it without reloading the page.
  await page.unroute(`${REMOTE_ORIGINS.products}/**`);
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Prodotti');
  await expect(fallback).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same page',
  );
});

test('a dead remote does not break the home page', async ({ page }) => {
  await page.route(`${REMOTE_ORIGINS.news}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
});
