import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/contacts/factory-location';
const MAPS = /openstreetmap\.org/;
const main = (page: Page) => page.getByRole('main');
const loadMap = (page: Page) =>
  main(page).getByRole('button', { name: 'Mostra la mappa interattiva' });
const frame = (page: Page) =>
  main(page).getByTitle('Mappa interattiva dello stabilimento Alumis a Shumen');

/** Answers the maps service's requests with a stand-in page, counting them. */
async function fakeMapsService(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(MAPS, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>mappa</title><p>mappa</p>',
    });
  });
  return requests;
}

test.describe('factory location with the maps service blocked', () => {
  // The browser logs the blocked request of the reachability check; nothing else may be logged.
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

  test('with the maps service blocked the page is complete: drawn map, contact box, coordinates link', async ({
    page,
  }) => {
    const requests: string[] = [];
    await page.route(MAPS, (route) => {
      requests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto(PAGE);
    await expect(
      main(page).getByRole('img', { name: /stabilimento Alumis a Shumen/ }),
    ).toBeVisible();
    const box = main(page).getByRole('region', { name: 'Alumis AD' });
    await expect(box).toContainText('Seconda zona industriale');
    await expect(box).toContainText('Shumen, Bulgaria');
    await expect(box.getByRole('link', { name: '43.283393, 27.011365' })).toHaveAttribute(
      'href',
      /mlat=43\.283393&mlon=27\.011365/,
    );
    await expect(box.getByRole('link', { name: 'office@alumis.example' })).toHaveAttribute(
      'href',
      'mailto:office@alumis.example',
    );
    await expect(box.getByRole('link', { name: /^\+359/ })).toHaveAttribute('href', /^tel:\+359/);
    await expect(main(page).getByRole('group', { name: 'Condividi' })).toBeVisible();
    expect(requests, 'nothing is fetched from the maps service before a click').toEqual([]);

    await loadMap(page).click();
    const status = main(page).getByRole('status').filter({ hasText: 'non è raggiungibile' });
    await expect(status).toBeVisible();
    await expect(status.getByRole('link', { name: /43\.283393, 27\.011365/ })).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
    await expect(
      main(page).getByRole('img', { name: /stabilimento Alumis a Shumen/ }),
    ).toBeVisible();
  });
});

test.describe('factory location', () => {
  test('the wide map frame loads on request on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const requests = await fakeMapsService(page);
    await page.goto(PAGE);
    await expect(loadMap(page)).toBeVisible();
    expect(requests).toEqual([]);
    await loadMap(page).click();
    await expect(frame(page)).toHaveAttribute('data-variant', 'desktop');
    await expect(frame(page)).toHaveAttribute('src', /export\/embed\.html\?bbox=26\.96/);
  });

  test('the narrow map frame loads on request on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await fakeMapsService(page);
    await page.goto(PAGE);
    await loadMap(page).click();
    await expect(frame(page)).toHaveAttribute('data-variant', 'mobile');
    await expect(frame(page)).toHaveAttribute('src', /export\/embed\.html\?bbox=26\.995/);
  });

  test('"Connect with us" slides in, holds the focus, and closes with its close button and with Escape', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const opener = main(page).getByRole('button', { name: 'Connect with us' });
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Connect with us' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('contact-inquiry-slot')).toBeVisible();
    expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await panel.getByRole('button', { name: 'Chiudi' }).click();
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
