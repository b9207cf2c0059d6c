import { expect, test } from '../../support/test';
import { originOf } from '../../support/ports';
import { startRemoteServer, stopRemoteServer } from '../../support/remoteServers';

test.use({ failOnConsoleErrors: false });

test('a remote whose server is down degrades only its own area, and retry brings it back', async ({
  page,
}) => {
  // The products remote's server is stopped: its port refuses connections.
  await stopRemoteServer('products');
  let lastProductsRequest = Date.now();
  page.on('request', (request) => {
    if (request.url().startsWith(originOf('products'))) lastProductsRequest = Date.now();
  });
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
  // The loader's own retries of the remount are over: only the button can bring it back now.
  await expect
    .poll(() => Date.now() - lastProductsRequest, { timeout: 15_000 })
    .toBeGreaterThan(2_000);

  // The server comes back: the retry button loads the area without reloading the page.
  await startRemoteServer('products');
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Prodotti');
  await expect(fallback).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same page',
  );
});

test.afterEach(async () => {
  // Whatever happened in a test, the products server runs again for the next one.
  await startRemoteServer('products').catch(() => undefined);
});

test('a dead remote does not break the home page', async ({ page }) => {
  await page.route(`${originOf('news')}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
});

test('a missing manifest (404) degrades only that area', async ({ page }) => {
  await page.route(`${originOf('investors')}/mf-manifest.json`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await page.goto('/investors/management');
  await expect(page.getByTestId('area-unavailable')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a remote entry that throws while it evaluates degrades only that area', async ({ page }) => {
  await page.route(`${originOf('contacts')}/remoteEntry.js`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'throw new Error("broken release");',
    }),
  );
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto('/contacts/sales-department');
  // The message is the browser app's own rendering: the server's page had the contacts area.
  await expect(page.getByTestId('area-unavailable')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same app'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mappa del sito' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Mappa del sito',
  );
  // The app went on running: the sitemap came by client-side navigation, not by a reload of
  // a crashed page, and the broken release is the only error it met.
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same app',
  );
  expect(uncaught.every((message) => message.includes('broken release'))).toBe(true);
});

test('a remote whose module never resolves shows its message within seconds, and logs what was pending', async ({
  page,
}) => {
  // Every file of the remote arrives, but its container never answers for the module: without
  // a watchdog the area would show its skeleton forever.
  await page.route(`${originOf('investors')}/remoteEntry.js`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body:
        'window.investors = { init: function () { return Promise.resolve(); },' +
        ' get: function () { return new Promise(function () {}); } };',
    }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Investitori', exact: true }).click();
  await expect(page).toHaveURL(/\/investors\//);
  await expect(page.getByTestId('area-unavailable')).toBeVisible({ timeout: 15_000 });
  const log = errors.join('\n');
  expect(log).toMatch(/"investors\/routes" did not resolve \d+ ms after it began/);
  expect(log).toContain('waiting for: the federation runtime');
  expect(log).toContain(`${originOf('investors')}/remoteEntry.js`);
  // The rest of the site keeps working.
  await page.getByRole('banner').getByRole('link', { name: 'Notizie', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Notizie');
});
