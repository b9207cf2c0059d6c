import { expect, test } from '../../support/test';

test.describe('cookie prompt', () => {
  test.use({ acceptCookies: false });

  test('appears after 5 s, Accept stores the flag, and it stays away after a reload', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'Accept' });
    await page.clock.runFor(4000);
    await expect(accept).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(accept).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/personal-data',
    );
    await accept.click();
    await expect(accept).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('termsAccepted'))).toBe('true');
    await page.reload();
    await page.clock.runFor(10000);
    await expect(accept).toHaveCount(0);
  });
});

test('the header turns solid once the page scrolls', async ({ page }) => {
  await page.goto('/sitemap');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 5);
  });
  await expect(header).toHaveAttribute('data-solid', 'true');
});

test('a main-bar dropdown lists the sub-pages and a click navigates and closes it', async ({
  page,
}) => {
  await page.goto('/');
  const mainNav = page.getByRole('navigation', { name: 'Menu principale' });
  await mainNav.getByRole('link', { name: 'Mercati' }).hover();
  const dropdown = page.locator('#dropdown-main-markets');
  await expect(dropdown).toBeVisible();
  await dropdown.getByRole('link', { name: 'Automotive' }).click();
  await expect(page).toHaveURL(/\/markets\/automotive$/);
  await expect(dropdown).toBeHidden();
});

test('SOTTOSCRIVI scrolls to the newsletter input and focuses it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sottoscrivi' }).click();
  await expect(page.getByLabel('Iscriviti alla newsletter')).toBeFocused({ timeout: 3000 });
  await expect(page.getByLabel('Iscriviti alla newsletter')).toBeInViewport();
});

test('the footer has the columns, the 2018 copyright line and the legal links', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const column of [
    'Su di noi',
    'Mercati',
    'Prodotti',
    'Sostenibilità',
    'Investitori',
    'Notizie',
    'Contatti',
  ]) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
  }
  await expect(footer).toContainText('© 2018');
  const legal: ReadonlyArray<readonly [string, string]> = [
    ['Centro download', '/download-center/catalogues'],
    ['Mappa del sito', '/sitemap'],
    ['Politica di divulgazione', '/disclosure-policy'],
    ['Dati personali', '/personal-data'],
    ['Condizioni d’uso', '/terms-of-use'],
  ];
  for (const [name, href] of legal) {
    await expect(footer.getByRole('link', { name, exact: true }).last()).toHaveAttribute(
      'href',
      href,
    );
  }
});

test('the page scrolls to the top on a route change', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mappa del sito' }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is an accordion with one section open and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Mercati' }).click();
    await expect(menu.getByRole('link', { name: 'Automotive' })).toBeVisible();
    await menu.getByRole('button', { name: 'Prodotti' }).click();
    await expect(menu.getByRole('link', { name: 'Automotive' })).toBeHidden();
    await menu.getByRole('link', { name: 'Profili estrusi' }).click();
    await expect(page).toHaveURL(/\/products\/extruded\/profiles-for-building-and-architecture$/);
    await expect(menu).toBeHidden();
  });
});

test('the search icon opens an overlay that focuses its input, locks scrolling and closes on Escape', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cerca nel sito' }).click();
  const input = page.getByPlaceholder('Scrivi qui per cercare');
  await expect(input).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});
