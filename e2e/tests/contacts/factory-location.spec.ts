import type { Page } from '@playwright/test';
import { storedInquiries } from '../../support/admin';
import { E2E_EMAILJS, interceptEmailJs } from '../../support/emailjs';
import { expect, test } from '../../support/test';

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

  test('"Contattaci" slides in, holds the focus, and closes with its close button and with Escape', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const opener = main(page).getByRole('button', { name: 'Contattaci' });
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Contattaci' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Categoria' })).toBeVisible();
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

test.describe('"Contattaci" inquiry', () => {
  test('flags a missing category and bad fields for 2 s, then stores, e-mails and confirms', async ({
    page,
    request,
  }) => {
    const emails = await interceptEmailJs(page);
    const start = new Date('2026-11-23T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(PAGE);
    await main(page).getByRole('button', { name: 'Contattaci' }).click();
    const panel = page.getByRole('dialog', { name: 'Contattaci' });
    const text = (name: string) => panel.getByRole('textbox', { name, exact: true });
    const category = panel.getByRole('combobox', { name: 'Categoria' });
    await expect(category).toHaveText(/Select Support Category\*/);

    const marker = `e2e-${Date.now()}`;
    await text('Nome e cognome').fill(`Luca Bianchi ${marker}`);
    await text('Telefono').fill('+39 02 555 0199');
    await text('E-mail').fill('luca.bianchi@esempio');
    await text('Messaggio').fill(`Vorremmo visitare lo stabilimento (${marker}).`);
    await panel.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(category).toHaveAttribute('aria-invalid', 'true');
    await expect(text('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(text('Nome e cognome')).toHaveAttribute('aria-invalid', 'false');
    await page.clock.runFor(2000);
    await expect(category).toHaveAttribute('aria-invalid', 'false');
    await expect(text('E-mail')).toHaveAttribute('aria-invalid', 'false');
    expect(emails).toEqual([]);

    await category.click();
    await panel.getByRole('option', { name: 'Events' }).click();
    await expect(category).toHaveText('Events');
    await text('E-mail').fill('luca.bianchi@esempio.it');
    await panel.getByRole('button', { name: 'Invia richiesta' }).click();
    const confirmation = panel.getByTestId('inquiry-sent');
    await expect(confirmation).toBeVisible();

    const stored = (await storedInquiries(request)).find((item) => item.name.endsWith(marker));
    expect(stored).toMatchObject({
      kind: 'contact',
      category: 'Events',
      email: 'luca.bianchi@esempio.it',
      sourcePage: PAGE,
    });
    await expect.poll(() => emails.length).toBe(1);
    expect(emails[0]).toMatchObject({ service_id: E2E_EMAILJS.serviceId });
    expect(emails[0]!.template_params.to_email!.split(', ')).toHaveLength(6);
    expect(emails[0]!.template_params.message_html).toContain('Events');

    await page.clock.runFor(3000);
    await expect(confirmation).toHaveCount(0);
    await expect(text('Nome e cognome')).toHaveValue('');
  });
});
