// What a first visit downloads for type and pictures: the self-hosted font's latin file alone
// (the Cyrillic one only where Cyrillic text is: the Bulgarian site and the admin area), and
// the hero picture as a resized AVIF.
import type { Page } from '@playwright/test';
import { originOf } from '../../support/ports';
import { expect, test } from '../../support/test';

/** Every font file the page fetched, with its size in bytes. */
function recordFonts(page: Page): { url: string; bytes: number }[] {
  const fonts: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.woff2')) return;
    fonts.push({ url: response.url(), bytes: (await response.body()).length });
  });
  return fonts;
}

test('the home page uses Source Sans 3 from one small latin file, never the Cyrillic one', async ({
  page,
}) => {
  const fonts = recordFonts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  expect(fonts.map(({ url }) => new URL(url).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal\.[0-9a-f]{8}\.woff2$/),
  ]);
  expect(fonts[0]!.bytes).toBeLessThanOrEqual(60 * 1024);
  expect(
    await page.evaluate(() => document.fonts.check('16px "Source Sans 3 Variable"', 'Alumis')),
  ).toBe(true);
  expect(
    await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]),
  ).toMatch(/Source Sans 3 Variable/);
});

for (const path of ['/admin/login', '/bg']) {
  test(`${path} draws its Cyrillic text in Source Sans 3 from the Cyrillic face`, async ({
    page,
  }) => {
    const fonts = recordFonts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    expect(fonts.map(({ url }) => url)).toContainEqual(
      expect.stringMatching(/source-sans-3-cyrillic-wght-normal\.[0-9a-f]{8}\.woff2$/),
    );
    expect(
      await page.evaluate(() => document.fonts.check('16px "Source Sans 3 Variable"', 'Алумис')),
    ).toBe(true);
  });
}

test('the first hero picture is an AVIF copy no wider than the screen needs, from the corporate origin', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const first = page.getByTestId('hero').locator('picture img').first();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const chosen = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  // The narrow screen's portrait crop, as AVIF, from the remote that owns the picture.
  expect(chosen).toMatch(/\/assets\/hero-miglioramento-mobile-\d+\.[0-9a-f]{8}\.avif$/);
  expect(chosen.startsWith(originOf('corporate'))).toBe(true);
  await expect(first).toHaveAttribute('width', '1600');
  await expect(first).toHaveAttribute('height', '700');
});
