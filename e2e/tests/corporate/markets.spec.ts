import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';

const SECTION_OFFSET = 100;

/** Distance of a section heading from the top of the window, once the scroll has settled. */
async function settledTop(page: Page, headingName: string): Promise<number> {
  const heading = page.getByRole('main').getByRole('heading', { level: 2, name: headingName });
  let previous = Number.NaN;
  await expect
    .poll(async () => {
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      const settled = Math.abs(top - previous) < 0.5;
      previous = top;
      return settled;
    })
    .toBe(true);
  return previous;
}

test.describe('market pages', () => {
  test('the side menu scrolls to the chosen section, 100 px below the top', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/markets/automotive');
    const menu = page.getByRole('navigation', { name: 'Sezioni della pagina' });
    const item = menu.getByRole('button', { name: 'Barre portatutto' });

    await item.click();
    expect(Math.abs((await settledTop(page, 'Barre portatutto')) - SECTION_OFFSET)).toBeLessThan(2);
    await expect(item).toHaveAttribute('aria-current', 'true');
    // The keyboard continues from the chosen section.
    await expect(page.getByRole('heading', { level: 2, name: 'Barre portatutto' })).toBeFocused();

    await menu.getByRole('button', { name: 'Nastri per schermi termici' }).click();
    expect(
      Math.abs((await settledTop(page, 'Nastri per schermi termici')) - SECTION_OFFSET),
    ).toBeLessThan(2);
  });

  test('on a narrow screen the menu is collapsed, opens, scrolls and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/markets/packaging');
    const menu = page.getByRole('navigation', { name: 'Sezioni della pagina' });
    const toggle = menu.getByRole('button', { expanded: false });
    await expect(menu.getByRole('list')).toBeHidden();

    await toggle.click();
    await menu.getByRole('button', { name: 'Fogli Omnia' }).click();
    await expect(menu.getByRole('list')).toBeHidden();
    expect(Math.abs((await settledTop(page, 'Fogli Omnia')) - SECTION_OFFSET)).toBeLessThan(2);
    await expect(toggle).toHaveText('Fogli Omnia');
  });

  test('automotive links to the factory location', async ({ page }) => {
    await page.goto('/markets/automotive');
    await page.getByRole('link', { name: /Come raggiungere lo stabilimento/ }).click();
    await expect(page).toHaveURL(/\/contacts\/factory-location$/);
  });

  test('/markets opens packaging, the default market', async ({ page }) => {
    await page.goto('/markets');
    await expect(page).toHaveURL(/\/markets\/packaging$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Imballaggio',
    );
  });
});
