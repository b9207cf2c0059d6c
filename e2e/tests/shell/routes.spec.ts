import { expect, test } from '../../support/test';
import { expectNotFoundAt } from '../../support/notFound';

/** Every route of the table with example parameters. */
const publicRoutes = [
  '/',
  '/about-the-company',
  '/about-the-company/timeline',
  '/markets/packaging',
  '/products',
  '/products/rolled-foils/household-foil',
  '/sustainability/environment',
  '/careers/career',
  '/investors/management',
  '/news',
  '/contacts/sales-department',
  '/contacts/sales-department/teodora-dimitrova',
  '/download-center/catalogues',
  '/sitemap',
  '/disclosure-policy',
  '/terms-of-use',
  '/personal-data',
];

for (const path of publicRoutes) {
  test(`${path} renders inside header and footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
    expect(await page.title()).not.toBe('');
  });
}

test.describe('an article that does not exist', () => {
  // The browser logs the API's intended 404 answer; nothing else may be logged.
  test.use({ expectedConsoleErrors: [/Failed to load resource: .*status of 404/] });

  test('/news/example-article answers 404 with its not-found state inside header and footer', async ({
    page,
  }) => {
    const response = await page.goto('/news/example-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Notizia non trovata',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Tutte le notizie' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  await expectNotFoundAt(page, '/foo');
  await expect(page.getByText('There is nothing here')).toBeVisible();
});

for (const path of ['/admin', '/admin/login']) {
  test(`${path} shows the administration area without header and footer`, async ({ page }) => {
    const response = await page.goto(path);
    // Kept out of search engines by the server's answer, before any script runs.
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(await response?.text()).toContain('<meta name="robots" content="noindex">');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
}

test('section roots go to their default page', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page).toHaveURL(/\/contacts\/sales-department$/);
});

test("client-side navigation across areas and back shows each area's own page", async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Alumis/);
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Notizie', exact: true }).click();
  await expect(heading).toHaveText('Notizie');
  await page.goBack();
  await expect(heading).toHaveText(/^Alumis/);
  await page.goForward();
  await expect(heading).toHaveText('Notizie');
  await banner.getByRole('link', { name: 'Prodotti', exact: true }).click();
  await expect(heading).toHaveText('Prodotti');
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
});
