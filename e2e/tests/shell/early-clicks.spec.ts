import { expect, test } from '../../support/test';

/**
 * A server-rendered page is on screen before its scripts have run. A visitor's click in that
 * moment must not be lost: the page keeps it and replays it once React has hydrated the
 * control. The scripts are held back here until after the click, so the click always lands
 * on a page that is not interactive yet.
 */
test('a click made before the page is interactive takes effect once it is', async ({ page }) => {
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The frame's own navigation: the test's page.goto would wait for the page to hydrate.
  await page.mainFrame().goto('/contacts/factory-location', { waitUntil: 'commit' });
  const opener = page.getByRole('button', { name: 'Contattaci' });
  await opener.click();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

  release();
  await expect(page.getByRole('dialog', { name: 'Contattaci' })).toBeVisible();
});

test('a link followed before the page is interactive still leads to its page', async ({ page }) => {
  await page.route(/\.js(\?|$)/, () => new Promise(() => undefined));
  await page.mainFrame().goto('/', { waitUntil: 'commit' });
  const link = page.getByRole('contentinfo').getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/[a-z]/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
