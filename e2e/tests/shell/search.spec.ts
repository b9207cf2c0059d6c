import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { originOf } from '../../support/ports';
import { expect, test } from '../../support/test';

async function openSearch(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Cerca nel sito' }).click();
  const input = page.getByPlaceholder('Type here to search');
  await expect(input).toBeFocused();
  return input;
}

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Cerca nel sito' });
const group = (page: Page, name: string) => overlay(page).getByRole('region', { name });

test.describe('site search', () => {
  test('"foil" lists the foils with the matching text highlighted, and a product opens', async ({
    page,
  }) => {
    const input = await openSearch(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await input.fill('foil');
    const products = group(page, 'Prodotti');
    const links = products.getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((items) => items.map((a) => a.getAttribute('href')));
    for (const foil of ['household-foil', 'container-foil', 'converter-foil', 'insulation-foil']) {
      expect(hrefs).toContain(`/products/rolled-foils/${foil}`);
    }
    await expect(overlay(page).getByRole('status')).toHaveText(
      `${hrefs.length} risultati per «foil»`,
    );
    // Every shown detail is at most 80 characters (plus the ellipsis).
    const details = await products
      .locator('a > span:last-child > span:nth-child(2)')
      .allTextContents();
    expect(details.every((text) => text.length <= 81)).toBe(true);
    await expect(products.locator('mark').first()).toHaveText(/foil/i);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(overlay(page)).toHaveCount(0);
  });

  test('the overlay hides the page behind it and offers only its own close control', async ({
    page,
  }) => {
    const field = await openSearch(page);
    expect(
      await overlay(page).evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(6, 26, 48)');
    await field.fill('foil');
    // The browser's own clear button of a search field (a blue "×" at the field's end) is not
    // drawn: no blue pixel in the field.
    const { data, info } = await sharp(await field.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    let blue = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (b > 150 && b - r > 80 && b - g > 30) blue += 1;
    }
    expect(blue).toBe(0);
  });

  test('a staff member is found by a foreign language and opens the profile modal', async ({
    page,
  }) => {
    const input = await openSearch(page);
    await input.fill('Portoghese');
    const contacts = group(page, 'Contatti');
    await expect(contacts.getByRole('link')).toHaveCount(1);
    // Keyboard: down to the result, Enter opens it.
    await input.press('ArrowDown');
    await expect(contacts.getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contacts\/sales-department\/ivaylo-todorov$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('accents do not matter, nonsense finds nothing, Escape closes and clears', async ({
    page,
  }) => {
    const input = await openSearch(page);
    await input.fill('PORTOGHÈSE');
    await expect(group(page, 'Contatti').getByRole('link')).toHaveCount(1);
    await input.fill('qwzxq');
    await expect(overlay(page).getByRole('status')).toHaveText('Nessun risultato per «qwzxq»');
    await expect(overlay(page).getByRole('link')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerca nel sito' }).click();
    await expect(page.getByPlaceholder('Type here to search')).toHaveValue('');
  });

  test.describe('with the contacts remote unreachable', () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource|ERR_CONNECTION_REFUSED/] });

    test('products still answer and the overlay names the missing part', async ({ page }) => {
      await page.route(`${originOf('contacts')}/**`, (route) => route.abort('connectionrefused'));
      const input = await openSearch(page);
      await input.fill('foil');
      await expect(group(page, 'Prodotti').getByRole('link').first()).toBeVisible();
      await expect(
        overlay(page).getByText('Risultati non disponibili per: Contatti.'),
      ).toBeVisible();
    });
  });
});
