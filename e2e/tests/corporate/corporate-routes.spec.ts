import { expect, test } from '../../support/test';
import { expectNotFoundAt } from '../../support/notFound';

/** Every page of the corporate area: company, markets, sections, legal. */
const corporatePages = [
  '/',
  ...[
    'about-us',
    'mission-and-values',
    'key-figures',
    'r-and-d',
    'rolling-plant',
    'extrusion-plant',
    'timeline',
  ].map((page) => `/about-the-company/${page}`),
  ...['building-and-architecture', 'automotive', 'transportation', 'packaging', 'distribution'].map(
    (page) => `/markets/${page}`,
  ),
  ...['environment', 'health-and-safety', 'responsibility'].map(
    (page) => `/sustainability/${page}`,
  ),
  ...['career', 'open-positions', 'internships'].map((page) => `/careers/${page}`),
  '/sitemap',
  '/disclosure-policy',
  '/terms-of-use',
  '/personal-data',
];

test('every corporate page renders with its own title and meta description, without errors', async ({
  page,
}) => {
  test.slow();
  const seen = new Map<string, string>();
  for (const path of corporatePages) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, `${path} meta description`).toBeGreaterThan(40);
    expect(seen.get(title), `${path} repeats the title of another page`).toBeUndefined();
    seen.set(title, path);
  }
});

for (const path of [
  '/about-the-company/xyz',
  '/markets/xyz',
  '/sustainability/xyz',
  '/careers/xyz',
]) {
  test(`an unknown page ${path} answers 404 with the not-found page`, async ({ page }) => {
    await expectNotFoundAt(page, path);
  });
}
