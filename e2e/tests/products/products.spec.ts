import type { Locator, Page } from '@playwright/test';
import { E2E_EMAILJS, interceptEmailJs } from '../../support/emailjs';
import { storedInquiries } from '../../support/admin';
import { originOf } from '../../support/ports';
import { swipe } from '../../support/touch';
import { expect, test } from '../../support/test';
import { expectNotFoundAt } from '../../support/notFound';

/** The catalogue's 15 products, by category and in their list order. */
const CATALOGUE = {
  'rolled-foils': [
    ['household-foil', 'Foglio per uso domestico'],
    ['container-foil', 'Foglio per contenitori'],
    ['converter-foil', 'Foglio per converter'],
    ['insulation-foil', 'Foglio per isolamento'],
    ['technical-foil', 'Foglio tecnico'],
    ['finstock', 'Finstock'],
  ],
  'rolled-sheets-and-strips': [
    ['standard-sheets-and-strips', 'Lamiere e nastri standard'],
    ['heat-exchanger-strips', 'Nastri per scambiatori di calore'],
    ['heat-shields', 'Schermi termici'],
    ['noise-protection-strips', 'Nastri fonoassorbenti'],
    ['omnia-sheets', 'Lamiere Omnia'],
  ],
  extruded: [
    ['profiles-for-building-and-architecture', 'Profili per edilizia e architettura'],
    ['profiles-for-automotive-and-transportation', 'Profili per automotive e trasporti'],
    ['profiles-for-distribution', 'Profili per la distribuzione'],
    ['industrial-profiles', 'Profili industriali'],
  ],
} as const;

const HOUSEHOLD = '/products/rolled-foils/household-foil';

const main = (page: Page) => page.getByRole('main');
const categoryList = (page: Page) =>
  main(page).getByRole('navigation', { name: 'Prodotti della categoria', exact: true });
const pager = (page: Page) =>
  main(page).getByRole('navigation', { name: 'Altri prodotti della categoria' });
const inquiryDialog = (page: Page) => page.getByRole('dialog', { name: 'Richiedi informazioni' });
const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

/** Opens the household-foil page on a paused fake clock and its inquiry form. */
async function openInquiry(page: Page): Promise<Locator> {
  const start = new Date('2026-11-23T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(HOUSEHOLD);
  await main(page).getByRole('button', { name: 'Richiedi informazioni' }).click();
  const dialog = inquiryDialog(page);
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Prodotto')).toHaveValue('Foglio per uso domestico');
  return dialog;
}

async function fill(dialog: Locator, marker: string) {
  await field(dialog, 'Nome e cognome').fill(`Giulia Neri ${marker}`);
  await field(dialog, 'Telefono').fill('+39 051 555 0142');
  await field(dialog, 'E-mail').fill('giulia.neri@esempio.it');
  await field(dialog, 'Messaggio').fill(`Preventivo per 12 t di foglio da 11 µm (${marker}).`);
}

test.describe('products landing', () => {
  test('swaps the rolled choice for its two families and back; the links lead to the products', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Prodotti');
    await expect(page).toHaveTitle('Prodotti | Alumis');
    const rolled = main(page).getByRole('button', { name: /^Prodotti laminati/ });
    const extrudedLink = main(page).getByRole('link', { name: /^Prodotti estrusi/ });
    await expect(extrudedLink).toHaveAttribute(
      'href',
      '/products/extruded/profiles-for-building-and-architecture',
    );

    await rolled.click();
    const foils = main(page).getByRole('link', { name: /^Fogli sottili e semisottili/ });
    const sheets = main(page).getByRole('link', { name: /^Lamiere e nastri/ });
    await expect(foils).toBeFocused();
    await expect(sheets).toHaveAttribute(
      'href',
      '/products/rolled-sheets-and-strips/standard-sheets-and-strips',
    );
    await expect(extrudedLink).toHaveCount(0);

    await main(page)
      .getByRole('button', { name: /Tutte le famiglie di prodotti/ })
      .click();
    await expect(rolled).toBeFocused();
    await expect(foils).toHaveCount(0);

    await rolled.click();
    await foils.click();
    await expect(page).toHaveURL(HOUSEHOLD);
    await expect(
      main(page).getByRole('heading', { level: 2, name: /uso domestico/ }),
    ).toBeVisible();

    await page.goto('/products');
    await extrudedLink.click();
    await expect(page).toHaveURL('/products/extruded/profiles-for-building-and-architecture');
  });
});

test.describe('product pages', () => {
  test('every one of the 15 product routes renders its spec panel with its table', async ({
    page,
  }) => {
    for (const [category, products] of Object.entries(CATALOGUE)) {
      for (const [url, name] of products) {
        await page.goto(`/products/${category}/${url}`);
        await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
        const current = categoryList(page).getByRole('link', { name, exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        const table = main(page).getByRole('table', { name: 'Specifiche tecniche' });
        await expect(table).toBeVisible();
        await expect(table.getByRole('rowheader', { name: 'Lega' })).toBeVisible();
        await expect(
          main(page).getByRole('img', { name: `${name}, immagine 1 di 3` }),
        ).toBeVisible();
      }
    }
  });

  test('the footer variant redirects, unknown categories and products answer 404', async ({
    page,
  }) => {
    await page.goto('/products/rolled/household-foil');
    await expect(page).toHaveURL(HOUSEHOLD);
    await expect(
      categoryList(page).getByRole('link', { name: 'Foglio per uso domestico' }),
    ).toHaveAttribute('aria-current', 'page');
    for (const path of [
      '/products/rolled/finstock',
      '/products/rolled-foils/nothing',
      '/products/extruded/household-foil',
    ]) {
      await expectNotFoundAt(page, path);
      await expect(page.getByText('There is nothing here')).toBeVisible();
    }
  });

  test('previous and next stay within the category, stop at its ends and slide the right way', async ({
    page,
  }) => {
    const sheets = CATALOGUE['rolled-sheets-and-strips'];
    await page.goto(`/products/rolled-sheets-and-strips/${sheets[0][0]}`);
    await expect(pager(page).getByRole('link', { name: /precedente/ })).toHaveCount(0);
    const article = main(page).locator('article[data-slide]');
    await expect(article).toHaveAttribute('data-slide', 'none');

    for (let index = 1; index < sheets.length; index++) {
      await pager(page)
        .getByRole('link', { name: /successivo/ })
        .click();
      await expect(page).toHaveURL(`/products/rolled-sheets-and-strips/${sheets[index]![0]}`);
      await expect(article).toHaveAttribute('data-slide', 'down');
    }
    // The last product of the category has no next one: no wrap to the first or elsewhere.
    await expect(pager(page).getByRole('link', { name: /successivo/ })).toHaveCount(0);
    await pager(page)
      .getByRole('link', { name: /precedente/ })
      .click();
    await expect(page).toHaveURL(`/products/rolled-sheets-and-strips/${sheets[3][0]}`);
    await expect(article).toHaveAttribute('data-slide', 'up');
    await expect(
      categoryList(page).getByRole('link', { name: sheets[3][1], exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    // See also: the two other categories.
    const seeAlso = main(page).getByRole('navigation', { name: 'Vedi anche' });
    await expect(seeAlso.getByRole('link')).toHaveText([
      'Fogli sottili e semisottili',
      'Profili estrusi',
    ]);
  });

  test('the gallery opens full screen with a carousel and a single list of every image', async ({
    page,
  }) => {
    await page.goto('/products/extruded/industrial-profiles');
    const gallery = main(page).getByRole('region', { name: 'Immagini del prodotto' });
    await gallery.getByRole('button', { name: 'Immagine precedente' }).click();
    await expect(page.getByTestId('gallery-counter')).toHaveText('3/3');
    await gallery.getByRole('button', { name: 'Apri la galleria a schermo intero' }).click();
    const dialog = page.getByRole('dialog', { name: 'Galleria: Profili industriali' });
    await expect(dialog.getByTestId('fullscreen-gallery-counter')).toHaveText('3/3');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('fullscreen-gallery-counter')).toHaveText('1/3');

    await dialog.getByRole('button', { name: 'Tutte le immagini' }).click();
    const list = dialog.getByRole('list', { name: 'Tutte le immagini' });
    await expect(list.getByRole('img')).toHaveCount(3);
    await list.getByRole('button', { name: "Mostra l'immagine 2 di 3" }).click();
    await expect(dialog.getByTestId('fullscreen-gallery-counter')).toHaveText('2/3');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('gallery-counter')).toHaveText('2/3');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test('a swipe turns the gallery and the full-screen gallery', async ({ page }) => {
      await page.goto('/products/extruded/industrial-profiles');
      const gallery = main(page).getByRole('region', { name: 'Immagini del prodotto' });
      const counter = page.getByTestId('gallery-counter');
      await expect(counter).toHaveText('1/3');
      const stage = gallery.getByRole('button', { name: 'Apri la galleria a schermo intero' });
      await swipe(page, stage, 'left');
      await expect(counter).toHaveText('2/3');
      await swipe(page, stage, 'right');
      await swipe(page, stage, 'right');
      await expect(counter).toHaveText('3/3');
      // A swipe is not a tap: the full-screen gallery did not open.
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await stage.click();
      const dialog = page.getByRole('dialog', { name: 'Galleria: Profili industriali' });
      const fullCounter = dialog.getByTestId('fullscreen-gallery-counter');
      await expect(fullCounter).toHaveText('3/3');
      await swipe(page, dialog.getByRole('img'), 'left');
      await expect(fullCounter).toHaveText('1/3');
      await swipe(page, dialog.getByRole('img'), 'right');
      await expect(fullCounter).toHaveText('3/3');
    });
  });

  test('on a phone the category list collapses into "Tutti i prodotti"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(HOUSEHOLD);
    const toggle = categoryList(page).getByRole('button', { name: 'Tutti i prodotti' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(categoryList(page).getByRole('link')).toHaveCount(0);
    await toggle.click();
    await categoryList(page).getByRole('link', { name: 'Foglio tecnico' }).click();
    await expect(page).toHaveURL('/products/rolled-foils/technical-foil');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a route change closes the share menu and shows the first image again', async ({ page }) => {
    await page.goto(HOUSEHOLD);
    await main(page).getByRole('button', { name: 'Immagine successiva' }).click();
    await expect(page.getByTestId('gallery-counter')).toHaveText('2/3');
    const share = main(page).getByRole('button', { name: 'Condividi questo prodotto' });
    await share.click();
    await expect(main(page).getByRole('link', { name: /Condividi su LinkedIn/ })).toHaveAttribute(
      'href',
      /linkedin\.com\/sharing\/share-offsite\/\?url=http%3A%2F%2Flocalhost%3A\d+%2Fproducts%2Frolled-foils%2Fhousehold-foil$/,
    );
    await pager(page)
      .getByRole('link', { name: /successivo/ })
      .click();
    await expect(page).toHaveURL('/products/rolled-foils/container-foil');
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('gallery-counter')).toHaveText('1/3');

    // Back in history while the inquiry form is open closes it too.
    await main(page).getByRole('button', { name: 'Richiedi informazioni' }).click();
    await expect(inquiryDialog(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(HOUSEHOLD);
    await expect(inquiryDialog(page)).toHaveCount(0);
  });

  for (const width of [1366, 390]) {
    test(`at ${width} px the colour swatches keep their distance from the paragraph after them`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/products/extruded/profiles-for-building-and-architecture');
      const swatches = page.getByRole('list', { name: 'Colori di anodizzazione' });
      const next = swatches.locator('xpath=following::p[1]');
      const [list, paragraph] = await Promise.all([swatches.boundingBox(), next.boundingBox()]);
      expect(paragraph!.y - (list!.y + list!.height)).toBeGreaterThanOrEqual(16);
    });
  }

  test('the remote offers the products search module', async ({ request }) => {
    const manifest = await request.get(`${originOf('products')}/mf-manifest.json`);
    const exposes = ((await manifest.json()) as { exposes: { path: string }[] }).exposes;
    expect(exposes.map((expose) => expose.path).sort()).toEqual(['./routes', './search']);
  });
});

test.describe('product inquiry', () => {
  test('an invalid submit flags the fields for 2 s and sends nothing', async ({ page }) => {
    const emails = await interceptEmailJs(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/inquiries')) {
        posts.push(request.url());
      }
    });
    const dialog = await openInquiry(page);
    await field(dialog, 'Nome e cognome').fill('x'.repeat(51));
    await field(dialog, 'E-mail').fill('giulia@esempio');
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();

    for (const name of ['Nome e cognome', 'Telefono', 'E-mail', 'Messaggio']) {
      await expect(field(dialog, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field(dialog, 'Prodotto')).toHaveAttribute('aria-invalid', 'false');
    await expect(field(dialog, 'Nome e cognome')).toBeFocused();
    // The flag is a style, not a message: a red border.
    await expect(field(dialog, 'Telefono')).toHaveCSS('border-top-color', 'rgb(200, 16, 46)');

    await page.clock.runFor(1900);
    await expect(field(dialog, 'Telefono')).toHaveAttribute('aria-invalid', 'true');
    await page.clock.runFor(100);
    for (const name of ['Nome e cognome', 'Telefono', 'E-mail', 'Messaggio']) {
      await expect(field(dialog, name)).toHaveAttribute('aria-invalid', 'false');
    }
    await expect(field(dialog, 'E-mail')).toHaveValue('giulia@esempio');
    expect(posts).toEqual([]);
    expect(emails).toEqual([]);
  });

  test('a valid inquiry is stored, e-mailed through EmailJS, confirmed, and the form clears after 3 s', async ({
    page,
    request,
  }) => {
    const emails = await interceptEmailJs(page);
    const marker = `e2e-${Date.now()}`;
    const dialog = await openInquiry(page);
    await fill(dialog, marker);
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();

    const confirmation = dialog.getByTestId('inquiry-sent');
    await expect(confirmation).toHaveText(/Abbiamo ricevuto la tua richiesta/);
    await expect(field(dialog, 'Nome e cognome')).toHaveValue('');
    await expect(field(dialog, 'Messaggio')).toHaveValue('');
    await expect(field(dialog, 'Prodotto')).toHaveValue('Foglio per uso domestico');

    const stored = (await storedInquiries(request)).find((item) => item.name.endsWith(marker));
    expect(stored).toMatchObject({
      kind: 'product',
      products: 'Foglio per uso domestico',
      name: `Giulia Neri ${marker}`,
      phone: '+39 051 555 0142',
      email: 'giulia.neri@esempio.it',
      sourcePage: HOUSEHOLD,
      handled: false,
    });
    expect(Date.parse(stored!.createdAt)).not.toBeNaN();

    await expect.poll(() => emails.length).toBe(1);
    const [email] = emails;
    expect(email).toMatchObject({
      service_id: E2E_EMAILJS.serviceId,
      template_id: E2E_EMAILJS.templateId,
      user_id: E2E_EMAILJS.publicKey,
    });
    const params = email!.template_params;
    expect(params.subject).toBe('Запитване от уебсайта');
    expect(params.reply_to).toBe('giulia.neri@esempio.it');
    expect(params.to_email!.split(', ')).toHaveLength(5);
    for (const value of [
      `Giulia Neri ${marker}`,
      '+39 051 555 0142',
      'giulia.neri@esempio.it',
      'Foglio per uso domestico',
      `Preventivo per 12 t di foglio da 11 µm (${marker}).`,
      stored!._id,
    ]) {
      expect(params.message_html).toContain(value);
    }

    await page.clock.runFor(2900);
    await expect(confirmation).toBeVisible();
    await page.clock.runFor(100);
    await expect(confirmation).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Invia richiesta' })).toBeEnabled();
  });

  test.describe('when EmailJS fails', () => {
    // Chromium logs the failed EmailJS answer; the form only warns.
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test('the inquiry is still stored and the visitor told it was received', async ({
      page,
      request,
    }) => {
      const emails = await interceptEmailJs(page, { status: 503 });
      const marker = `e2e-mail-down-${Date.now()}`;
      const dialog = await openInquiry(page);
      await fill(dialog, marker);
      await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(dialog.getByTestId('inquiry-sent')).toHaveText(
        /Abbiamo ricevuto la tua richiesta/,
      );
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      expect(emails).toHaveLength(1);
      const stored = await storedInquiries(request);
      expect(stored.filter((item) => item.name.endsWith(marker))).toHaveLength(1);
    });
  });

  test.describe('when /api/inquiries fails', () => {
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test('the visitor sees an Italian error, keeps the text and nothing is e-mailed', async ({
      page,
      request,
    }) => {
      const emails = await interceptEmailJs(page);
      await page.route('**/api/inquiries', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'database_unavailable', message: 'down' } }),
        }),
      );
      const marker = `e2e-api-down-${Date.now()}`;
      const dialog = await openInquiry(page);
      await fill(dialog, marker);
      await dialog.getByRole('button', { name: 'Invia richiesta' }).click();

      await expect(dialog.getByRole('alert')).toHaveText(
        /^La richiesta non è stata inviata.*Il testo che hai scritto è ancora qui/,
      );
      await expect(field(dialog, 'Nome e cognome')).toHaveValue(`Giulia Neri ${marker}`);
      await expect(field(dialog, 'Messaggio')).toHaveValue(
        `Preventivo per 12 t di foglio da 11 µm (${marker}).`,
      );
      await expect(dialog.getByTestId('inquiry-sent')).toHaveCount(0);
      expect(emails).toEqual([]);

      // The API answers again: the same text goes through.
      await page.unroute('**/api/inquiries');
      await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(dialog.getByTestId('inquiry-sent')).toBeVisible();
      const stored = await storedInquiries(request);
      expect(stored.filter((item) => item.name.endsWith(marker))).toHaveLength(1);
    });
  });
});
