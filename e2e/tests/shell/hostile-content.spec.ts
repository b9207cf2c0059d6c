// Markup typed into every text field (news, vacancies, inquiry form, newsletter, search) is
// shown as text or sanitised away on every page that shows it: no element it names is
// created, nothing of it runs. A handler that got into the DOM would also trip the site's CSP,
// which the console fixture reports.
import type { Career, NewsItem } from '@alu/common/contracts';
import type { Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { requestAsClient, routeAsClient, testClientIp } from '../../support/clientAddress';
import { interceptEmailJs } from '../../support/emailjs';
import { solidPng } from '../../support/images';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);
const HANDLER = '<img src=x onerror="window.__xss=1">';
const TITLE = `Titolo ${suffix} <img src=x onerror=window.__xss=1>`; // ≤ 70 characters
const RICH = `<p>Testo ${suffix}</p>${HANDLER}<script>window.__xss=2</script><a href="javascript:window.__xss=3">link</a>`;

/**
 * No handler of the markup exists in the page and nothing of it ran (a sanitised article may
 * keep a bare <img src="x">: a picture, without its handler).
 */
async function expectInert(page: Page) {
  await expect(page.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
  await expect(page.locator('main script, [role="dialog"] script')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(
    undefined,
  );
}

test.describe('hostile markup in every form', () => {
  let token = '';
  let news: NewsItem | undefined;
  let career: Career | undefined;

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const created = await request.post('/api/news', {
      headers,
      multipart: {
        data: JSON.stringify({
          url: `markup-${suffix}`,
          date: '31-12-2029',
          isMediaNews: 'false',
          content: {
            bg: { title: TITLE, contentOne: RICH, contentTwo: RICH },
            en: { title: TITLE, contentOne: RICH, contentTwo: RICH },
            de: { title: '', contentOne: '', contentTwo: '' },
            it: { title: TITLE, contentOne: RICH, contentTwo: RICH },
          },
        }),
        cover: { name: 'c.png', mimeType: 'image/png', buffer: solidPng(64, 36, [90, 90, 90]) },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    news = (await created.json()) as NewsItem;
    const vacancy = await request.post('/api/careers', {
      headers,
      data: {
        title: TITLE,
        startDate: '01-01-2020',
        endDate: '31-12-2099',
        responsibilities: RICH,
        requirements: RICH,
        additional: RICH,
      },
    });
    expect(vacancy.status()).toBe(201);
    career = (await vacancy.json()) as Career;
  });

  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${token}` };
    if (news) await request.delete(`/api/news/${news._id}`, { headers });
    if (career) await request.delete(`/api/careers/${career._id}`, { headers });
  });

  test('news: the list, the article and the home page strip show the title as text', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await expectInert(page);
    await page.goto('/news');
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await expectInert(page);
    await page.goto(`/news/${news?.url ?? ''}`);
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(page.getByText(`Testo ${suffix}`).first()).toBeVisible();
    await expectInert(page);
  });

  test('vacancies: the list and the details dialog', async ({ page }) => {
    await page.goto('/careers/open-positions');
    const row = page.getByRole('listitem').filter({ hasText: TITLE });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /Dettagli/ }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog.getByText(`Testo ${suffix}`).first()).toBeVisible();
    await expectInert(page);
  });

  test('the inquiry form, the newsletter field and the search field; the admin area shows them inert', async ({
    page,
  }) => {
    await interceptEmailJs(page);
    const clientIp = testClientIp();
    await routeAsClient(page, '**/api/newsletter', clientIp);
    await routeAsClient(page, '**/api/inquiries', clientIp);
    await page.goto('/products/rolled-foils/household-foil');
    await page.getByRole('main').getByRole('button', { name: 'Richiedi informazioni' }).click();
    const form = page.getByRole('dialog', { name: 'Richiedi informazioni' });
    const name = `<b>${suffix}</b><img src=x onerror=1>`;
    await form.getByRole('textbox', { name: 'Nome e cognome', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Telefono', exact: true }).fill('<i>0</i>"\'>');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('markup@esempio.it');
    await form.getByRole('textbox', { name: 'Messaggio', exact: true }).fill(RICH);
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(form.getByTestId('inquiry-sent')).toBeVisible();
    await expectInert(page);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    // The footer's newsletter field refuses markup and says so, as text.
    const field = page.getByRole('contentinfo').getByRole('textbox');
    await field.fill(HANDLER);
    await field.press('Enter');
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
      'Inserisci un indirizzo e-mail valido.',
    );
    await expect(field).toHaveValue(HANDLER);
    await expectInert(page);
    // An address cannot hold markup (the site's one address rule is the HTML form's), but it
    // may hold a character reference: the Subscribers tab below must show it as typed, not
    // decoded (`&amp` read as HTML would show `&`).
    const quoted = `x&amp${suffix}'{y}@esempio.it`;
    const subscribed = await requestAsClient(clientIp, {
      path: '/api/newsletter',
      data: { email: quoted },
    });
    expect(subscribed.status).toBe(201);
    const refused = await requestAsClient(clientIp, {
      path: '/api/newsletter',
      data: { email: `"<img src=x onerror=window.__xss=4>${suffix}"@esempio.it` },
    });
    expect(refused.status).toBe(400);

    // The search overlay echoes what is typed.
    await page.getByRole('button', { name: 'Cerca nel sito' }).click();
    await page.getByPlaceholder('Scrivi qui per cercare').fill(HANDLER);
    await expect(page.getByRole('dialog', { name: 'Cerca nel sito' })).toContainText(HANDLER);
    await expectInert(page);
    await page.keyboard.press('Escape');

    await signInAsAdmin(page);
    // News list and careers tab: titles as text.
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await expectInert(page);
    await page.getByRole('tab', { name: /Кариери/ }).click();
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await expectInert(page);
    // Inquiries tab: every field as text.
    await page.getByRole('tab', { name: 'Запитвания' }).click();
    const card = page
      .getByRole('list', { name: 'Запитвания' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(card).toContainText(RICH);
    await expectInert(page);
    // Subscribers tab.
    await page.getByRole('tab', { name: 'Абонати' }).click();
    await expect(page.getByRole('table', { name: /Абонати/ })).toContainText(quoted);
    await expectInert(page);
  });
});
