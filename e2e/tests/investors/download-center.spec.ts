import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';

const DOWNLOAD_PAGES = [
  { slug: 'catalogues', label: 'Catalogo', layout: 'thumbnails', count: 1 },
  { slug: 'certificates', label: 'Certificati', layout: 'thumbnails', count: 13 },
  { slug: 'reports', label: 'Rapporti', layout: 'list', count: 12 },
] as const;

const menu = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Pagine del centro download' });

test.describe('download center', () => {
  test('each page has a mini header, its documents in its layout and a share button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const { slug, label, layout, count } of DOWNLOAD_PAGES) {
      await page.goto(`/download-center/${slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(menu(page).getByRole('link')).toHaveText([
        'Catalogo',
        'Certificati',
        'Rapporti',
      ]);
      const list = main.getByRole('list', { name: label });
      await expect(list, slug).toHaveAttribute('data-layout', layout);
      await expect(list.getByRole('link')).toHaveCount(count);
      await expect(main.getByRole('group', { name: 'Condividi' })).toBeVisible();
      const hero = main.locator('img[alt=""]').first();
      expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('/download-center opens the catalogue', async ({ page }) => {
    await page.goto('/download-center');
    await expect(page).toHaveURL(/\/download-center\/catalogues$/);
  });

  test('the certificates show their covers and switch to a list and back', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/download-center/certificates');
    const list = page.getByRole('list', { name: 'Certificati' });
    const covers = list.locator('img');
    await expect(covers).toHaveCount(13);
    const last = covers.last();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Elenco' }).click();
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expect(page.getByRole('button', { name: 'Elenco' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Miniature' }).click();
    await expect(list).toHaveAttribute('data-layout', 'thumbnails');
  });

  test('under 1000 px every page starts as a list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { slug, label } of DOWNLOAD_PAGES) {
      await page.goto(`/download-center/${slug}`);
      await expect(page.getByRole('list', { name: label }), slug).toHaveAttribute(
        'data-layout',
        'list',
      );
    }
    await page.getByRole('button', { name: 'Miniature' }).click();
    await expect(page.getByRole('list', { name: 'Rapporti' })).toHaveAttribute(
      'data-layout',
      'thumbnails',
    );
  });
});
