import type { Career, NewsItem } from '@alu/common/contracts';
import { careersToday } from '@alu/common/contracts';
import { readFileSync } from 'node:fs';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { requestAsClient, testClientIp } from '../../support/clientAddress';
import { interceptEmailJs } from '../../support/emailjs';
import { solidPng } from '../../support/images';
import { ADMIN_PASSWORD, ADMIN_USERNAME, originOf } from '../../support/ports';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);

/** Today in the factory's calendar moved by `days`, as the admin form writes it (DD-MM-YYYY). */
function formDay(days: number): string {
  const date = new Date(`${careersToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).split('-').reverse().join('-');
}

const signIn = signInAsAdmin;

const png = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(64, 36, colour),
});

test.describe('administrator session', () => {
  test.use({
    // The browser logs the refused sign-in (401), and the panel logs every failure it shows.
    expectedConsoleErrors: [/status of 401|\[admin\] sign-in failed/],
  });

  test('signs in, skips the form while signed in, signs out; a wrong password says so', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page).toHaveTitle('Вход | Alumis');
    // No site header or footer in the admin area.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page.getByLabel('Потребителско име').fill(ADMIN_USERNAME);
    await page.getByLabel('Парола').fill('not the password');
    await page.getByRole('button', { name: 'Вход' }).click();
    await expect(page.getByRole('alert')).toHaveText('Грешно потребителско име или парола.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Вход' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('tab')).toHaveText([
      'Новини',
      'Медиите за нас',
      'Кариери',
      'Документи',
      'Календар',
      'Запитвания',
      'Кандидатури',
      'Абонати',
      'Дейност',
      'Версии',
    ]);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // A valid stored session skips the form.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Изход' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a token the server refuses is removed and the panel sends to the sign-in form', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', 'forged.token.value');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByLabel('Потребителско име')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('publishing news', () => {
  const slug = `e2e-linea-${suffix}`;
  const title = `Nuova linea di verniciatura ${suffix}`;

  test.afterAll(async ({ request }) => {
    // Leaves nothing behind even when a step failed.
    const token = await adminToken(request);
    const answer = await request.get(`/api/news/${slug}`);
    const [item] = answer.ok() ? ((await answer.json()) as NewsItem[]) : [];
    if (item) {
      await request.delete(`/api/news/${item._id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });

  test('creates an item with a cover, two gallery images and bold text, edits it and deletes it', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Нова публикация' }).click();
    const dialog = page.getByRole('dialog', { name: 'Нова публикация' });
    await expect(dialog).toBeVisible();
    const create = dialog.getByRole('button', { name: 'Създай' });
    await expect(create).toBeDisabled();

    await dialog.getByLabel('Основна снимка').setInputFiles(png('copertina.png', [30, 60, 90]));
    await dialog
      .getByLabel(/Галерия/)
      .setInputFiles([png('foto-1.png', [200, 40, 40]), png('foto-2.png', [40, 160, 60])]);
    await dialog.getByLabel('Дата (ДД-ММ-ГГГГ)').fill(formDay(0));
    await dialog.getByLabel('Адрес').fill(slug);
    await expect(dialog.getByText('Адресът е свободен.')).toBeVisible();

    // English is selected first; the Italian title is what the public pages show.
    await expect(dialog.getByRole('button', { name: 'EN' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A title in English alone would be saved and shown nowhere: the form says so.
    await dialog.getByLabel('Заглавие (EN)').fill(`${title} (EN)`);
    const noPublicTitle = dialog.getByText(/Няма заглавие на италиански \(IT\)/);
    await expect(noPublicTitle).toBeVisible();
    await dialog.getByRole('button', { name: 'IT' }).click();
    await dialog.getByLabel('Заглавие (IT)').fill(title);
    await expect(noPublicTitle).toBeHidden();
    await dialog.getByRole('button', { name: 'EN' }).click();
    await dialog.getByLabel('Заглавие (EN)').fill('');
    await dialog.getByRole('button', { name: 'IT' }).click();
    await expect(dialog.getByText(`Оставащи символи: ${70 - title.length}`)).toBeVisible();
    await dialog.getByLabel('Основна снимка (IT), задължително').fill('Copertina della linea');

    const before = dialog.getByRole('textbox', { name: 'Текст преди галерията (IT)' });
    await before.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Testo in grassetto');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' e testo normale.');
    await expect(before.locator('[style*="font-weight: bold"]')).toHaveText('Testo in grassetto');

    await expect(create).toBeEnabled();
    await create.click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('list', { name: 'Новини' }).getByRole('listitem').filter({
      hasText: title,
    });
    await expect(row).toBeVisible();

    // The public site shows it: the list, then the article with the bold text and the gallery.
    await page.goto('/news');
    await page
      .getByTestId('news-list')
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/news/${slug}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main.locator('strong', { hasText: 'Testo in grassetto' })).toBeVisible();
    await expect(page.getByTestId('gallery-counter')).toHaveText('1/2');
    const [item] = (await (await request.get(`/api/news/${slug}`)).json()) as NewsItem[];
    expect(item?.gallery).toHaveLength(2);
    const images = [item?.cover ?? '', ...(item?.gallery ?? [])].map(
      (file) => `/uploads/news/${file}`,
    );
    for (const image of images) expect((await request.get(image)).status()).toBe(200);

    // Edit the text.
    await page.goto('/admin');
    await page
      .getByRole('list', { name: 'Новини' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button')
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Редактиране на публикация' });
    await expect(edit.getByLabel('Адрес')).toBeDisabled();
    await edit.getByRole('button', { name: 'IT' }).click();
    const after = edit.getByRole('textbox', { name: 'Текст след галерията (IT)' });
    await after.click();
    await page.keyboard.type('Aggiornato dopo la galleria.');
    await edit.getByRole('button', { name: 'Запази' }).click();
    await expect(edit).toBeHidden();
    await page.goto(`/news/${slug}`);
    await expect(page.getByRole('main').getByText('Aggiornato dopo la galleria.')).toBeVisible();
    await expect(
      page.getByRole('main').locator('strong', { hasText: 'Testo in grassetto' }),
    ).toBeVisible();

    // Delete it, after the Bulgarian confirmation.
    await page.goto('/admin');
    const listed = page.getByRole('list', { name: 'Новини' }).getByRole('listitem').filter({
      hasText: title,
    });
    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe('Сигурни ли сте, че искате да изтриете новината?');
      void confirm.accept();
    });
    await listed.getByRole('button', { name: `Изтрий „${title}“` }).click();
    await expect(listed).toHaveCount(0);
    expect((await request.get(`/api/news/${slug}`)).status()).toBe(404);
    for (const image of images) expect((await request.get(image)).status()).toBe(404);
    await page.goto('/news');
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(page.getByTestId('news-list').getByText(title)).toHaveCount(0);
  });
});

test.describe('publishing vacancies', () => {
  const title = `Tecnico di manutenzione ${suffix}`;

  test.afterAll(async ({ request }) => {
    const token = await adminToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const careers = (await (await request.get('/api/careers', { headers })).json()) as Career[];
    for (const career of careers.filter((item) => item.title.startsWith(title))) {
      await request.delete(`/api/careers/${career._id}`, { headers });
    }
  });

  test('creates, edits and deletes a vacancy; the eye icon follows its dates', async ({ page }) => {
    await signIn(page);
    await page.getByRole('tab', { name: 'Кариери' }).click();
    await page.getByRole('button', { name: 'Нова публикация' }).click();
    const dialog = page.getByRole('dialog', { name: 'Нова обява' });
    const create = dialog.getByRole('button', { name: 'Създай' });
    await dialog.getByLabel('Позиция').fill(title);
    await dialog.getByLabel('Начална дата (ДД-ММ-ГГГГ)').fill(formDay(-1));
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Крайна дата (ДД-ММ-ГГГГ)').fill(formDay(30));
    await dialog.getByRole('textbox', { name: 'Отговорности' }).click();
    await page.keyboard.type('Manutenzione delle linee di laminazione.');
    // The English version: its own title and text, under its language button.
    await dialog.getByRole('button', { name: 'EN', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Отговорности (EN)' }).click();
    await page.keyboard.type('Maintenance of the rolling lines.');
    await expect(dialog.getByRole('alert')).toContainText('EN');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Позиция (EN)').fill(`Maintenance technician ${suffix}`);
    await expect(create).toBeEnabled();
    await create.click();
    await expect(dialog).toBeHidden();
    await page.goto('/en/careers/open-positions');
    await expect(
      page
        .getByTestId('open-positions')
        .getByRole('heading', { name: `Maintenance technician ${suffix}` }),
    ).toBeVisible();
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Кариери' }).click();

    const list = page.getByRole('list', { name: 'Кариери' });
    const row = list.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByRole('img', { name: 'Видима в сайта' })).toBeVisible();

    // Dates in the past: no longer visible, no eye.
    await row.getByRole('button').first().click();
    const edit = page.getByRole('dialog', { name: 'Редактиране на обява' });
    await expect(edit.getByRole('textbox', { name: 'Отговорности' })).toContainText(
      'Manutenzione delle linee di laminazione.',
    );
    await edit.getByLabel('Начална дата (ДД-ММ-ГГГГ)').fill(formDay(-30));
    await edit.getByLabel('Крайна дата (ДД-ММ-ГГГГ)').fill(formDay(-1));
    await edit.getByRole('button', { name: 'Запази' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name: 'Видима в сайта' })).toHaveCount(0);

    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe('Сигурни ли сте, че искате да изтриете позицията?');
      void confirm.accept();
    });
    await row.getByRole('button', { name: `Изтрий „${title}“` }).click();
    await expect(row).toHaveCount(0);
  });
});

test.describe('what visitors sent', () => {
  test('an inquiry sent from a product page shows in the Inquiries tab and takes a status', async ({
    page,
  }) => {
    await interceptEmailJs(page);
    const name = `Paolo Verdi ${suffix}`;
    await page.goto('/products/rolled-foils/household-foil');
    await page.getByRole('main').getByRole('button', { name: 'Richiedi informazioni' }).click();
    const form = page.getByRole('dialog', { name: 'Richiedi informazioni' });
    await form.getByRole('textbox', { name: 'Nome e cognome', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Telefono', exact: true }).fill('+39 06 555 0101');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('paolo@esempio.it');
    await form
      .getByRole('textbox', { name: 'Messaggio', exact: true })
      .fill('Vorrei un campione di foglio da 11 micron.');
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(form.getByTestId('inquiry-sent')).toBeVisible();

    await signIn(page);
    await page.getByRole('tab', { name: 'Запитвания' }).click();
    const card = page
      .getByRole('list', { name: 'Запитвания' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(card).toContainText('Foglio per uso domestico');
    await expect(card).toContainText('paolo@esempio.it');
    const status = card.getByLabel('Състояние');
    await expect(status).toHaveValue('new');
    await status.selectOption({ label: 'Отговорено' });
    await expect(card).toContainText(`Отговорено на`);
    await expect(card).toContainText(`от ${ADMIN_USERNAME}`);

    // The filtered list and its export find it by its words.
    const filters = page.getByRole('search', { name: 'Филтри' });
    await filters.getByLabel('Състояние').selectOption({ label: 'Отговорено' });
    await filters.getByLabel('Търсене').fill(name);
    await filters.getByRole('button', { name: 'Търси' }).click();
    await expect(page.getByRole('list', { name: 'Запитвания' }).getByRole('listitem')).toHaveCount(
      1,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      filters.getByRole('button', { name: 'Изтегли CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('inquiries.csv');
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString();
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(text).toContain(name);
  });

  test('a newsletter subscription shows in the Subscribers tab and exports as CSV', async ({
    page,
  }) => {
    const address = `lettrice-${suffix}@example.it`;
    const subscribe = await requestAsClient(testClientIp(), {
      path: '/api/newsletter',
      data: { email: address },
    });
    expect(subscribe.status).toBe(201);
    await signIn(page);
    await page.getByRole('tab', { name: 'Абонати' }).click();
    const table = page.getByRole('table', { name: /Абонати на бюлетина/ });
    await expect(table.getByRole('row').filter({ hasText: address })).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Изтегли CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('newsletter-subscribers.csv');
    const lines = readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('email,subscribed_at,unsubscribe_url');
    const rows = lines.filter((line) => line.startsWith(`${address},`));
    expect(rows).toHaveLength(1);
    // Each row carries the subscriber's own signed link to leave the newsletter.
    expect(rows[0]).toMatch(/,http:\/\/[^,]+\/newsletter\/unsubscribe\?token=[\w.-]+$/);
  });
});

test("a visitor's session across the public site never requests the admin remote", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const paths = [
    '/',
    '/about-the-company/about-us',
    '/markets/packaging',
    '/products',
    '/sustainability/environment',
    '/careers/open-positions',
    '/investors/management',
    '/news',
    '/contacts/sales-department',
    '/download-center/catalogues',
    '/sitemap',
    '/no-such-page',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // …and through the site's own links, without full page loads.
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Sitemap|Mappa del sito/i })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.startsWith(originOf('admin')))).toEqual([]);
  // The admin remote is really served at that origin: a visit of /admin does load it.
  await page.goto('/admin/login');
  await expect(page.getByLabel('Потребителско име')).toBeVisible();
  expect(requested.some((url) => url.startsWith(originOf('admin')))).toBe(true);
});
