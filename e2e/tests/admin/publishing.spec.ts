// Publishing states as editors and visitors meet them: a draft kept from the site and the
// sitemap but seen in the preview, a schedule that publishes itself, lists that page.
import type { APIRequestContext } from '@playwright/test';
import {
  careersToday,
  type AdminNewsItem,
  type NewsAdminPage,
  type NewsInput,
} from '@alu/common/contracts';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { solidPng } from '../../support/images';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);
const today = careersToday().split('-').reverse().join('-');

function newsData(url: string, title: string, extra: Partial<NewsInput> = {}): NewsInput {
  const blank = { title: '', contentOne: '', contentTwo: '' };
  return {
    url,
    date: today,
    isMediaNews: 'false',
    content: {
      bg: { title: `BG ${title}`, contentOne: '<p>Текст на български.</p>', contentTwo: '' },
      en: { title: `EN ${title}`, contentOne: '<p>English text.</p>', contentTwo: '' },
      de: blank,
      it: { title, contentOne: '<p>Testo italiano.</p>', contentTwo: '' },
    },
    ...extra,
  };
}

async function createThroughApi(request: APIRequestContext, data: NewsInput) {
  const response = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${await adminToken(request)}`, path: data.url },
    multipart: {
      data: JSON.stringify(data),
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: solidPng(32, 18, [20, 60, 90]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminNewsItem;
}

async function deleteEvery(request: APIRequestContext, prefix: string) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (;;) {
    const page = (await (
      await request.get(`/api/admin/news?q=${prefix}&limit=50`, { headers })
    ).json()) as NewsAdminPage;
    if (page.items.length === 0) return;
    for (const item of page.items) await request.delete(`/api/news/${item._id}`, { headers });
  }
}

const publicUrls = async (request: APIRequestContext) =>
  ((await (await request.get('/api/news')).json()) as { url: string }[]).map((item) => item.url);

test.describe('drafts and the preview', () => {
  const slug = `e2e-bozza-${suffix}`;
  const title = `Bozza riservata ${suffix}`;
  test.afterAll(async ({ request }) => deleteEvery(request, slug));

  test('a draft is kept from visitors and the sitemap, shown in the preview, then published', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Нова публикация' }).click();
    const dialog = page.getByRole('dialog', { name: 'Нова публикация' });
    await dialog
      .getByLabel('Основна снимка')
      .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: solidPng(64, 36, [9, 9, 9]) });
    await dialog.getByLabel('Дата (ДД-ММ-ГГГГ)').fill(today);
    await dialog.getByLabel('Адрес').fill(slug);
    await expect(dialog.getByText('Адресът е свободен.')).toBeVisible();
    await dialog
      .getByRole('group', { name: 'Публикуване' })
      .getByLabel('Състояние')
      .selectOption('draft');
    await expect(dialog.getByText('Запазва се, без да се показва в сайта.')).toBeVisible();
    await dialog.getByLabel('Заглавие (EN)').fill(`Private draft ${suffix}`);
    await dialog.getByLabel('Основна снимка (EN), задължително').fill('The new line');
    await dialog.getByRole('button', { name: 'IT' }).click();
    await dialog.getByLabel('Заглавие (IT)').fill(title);
    await dialog.getByLabel('Основна снимка (IT), задължително').fill('La nuova linea');
    await dialog.getByRole('textbox', { name: 'Текст преди галерията (IT)' }).click();
    await page.keyboard.type('Testo della bozza.');
    // Italian has a title and a text now; German nothing.
    await expect(dialog.getByRole('button', { name: /^IT\s*, попълнен$/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'DE', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Създай' }).click();
    await expect(dialog).toBeHidden();

    const row = page
      .getByRole('list', { name: 'Новини' })
      .getByRole('listitem')
      .filter({
        hasText: `Private draft ${suffix}`,
      });
    await expect(row.getByText('Чернова')).toBeVisible();

    // Visitors: not in the API, the list, the article address or the sitemap.
    expect(await publicUrls(request)).not.toContain(slug);
    expect((await request.get(`/api/news/${slug}`)).status()).toBe(404);
    expect((await request.get(`/news/${slug}`)).status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);

    // The preview, in a new tab of the signed-in browser, as visitors will see it.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByRole('link', { name: `Преглед на „Private draft ${suffix}“ (нов раздел)` }).click(),
    ]);
    await expect(preview.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview.getByRole('complementary', { name: 'Преглед' })).toContainText(
      'Състояние: Чернова',
    );
    await preview.getByRole('link', { name: 'English' }).click();
    await expect(preview.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      `Private draft ${suffix}`,
    );
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const answer = await request.get(preview.url());
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
    await preview.close();

    // Without an administrator's session the preview shows nothing of the item.
    const stranger = await page.context().browser()!.newPage();
    await stranger.goto(preview.url());
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(
      'Прегледът е само за администратори',
    );
    await expect(stranger.getByText(title)).toHaveCount(0);
    await stranger.close();

    // Published: visitors see it.
    await row.getByRole('button').first().click();
    const edit = page.getByRole('dialog', { name: 'Редактиране на публикация' });
    await edit
      .getByRole('group', { name: 'Публикуване' })
      .getByLabel('Състояние')
      .selectOption('published');
    await edit.getByRole('button', { name: 'Запази' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByText('Чернова')).toHaveCount(0);
    expect(await publicUrls(request)).toContain(slug);
    await page.goto(`/news/${slug}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test('a draft vacancy is kept from visitors and shown in its preview', async ({
  page,
  request,
}) => {
  const title = `Tecnico di qualità ${suffix}`;
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/careers', {
    headers,
    data: {
      title,
      startDate: careersToday(),
      endDate: careersToday(),
      responsibilities: '<p>Controlli di qualità sui laminati.</p>',
      requirements: '',
      additional: '',
      translations: {
        en: {
          title: `Quality technician ${suffix}`,
          responsibilities: '',
          requirements: '',
          additional: '',
        },
      },
      publication: { state: 'draft' },
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  try {
    const visible = (await (await request.get('/api/careers')).json()) as { _id: string }[];
    expect(visible.map((career) => career._id)).not.toContain(id);
    expect((await request.get(`/careers/open-positions/${id}`)).status()).toBe(404);

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Кариери' }).click();
    const row = page
      .getByRole('list', { name: 'Кариери' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(row.getByText('Чернова')).toBeVisible();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByRole('link', { name: `Преглед на „${title}“ (нов раздел)` }).click(),
    ]);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview.getByRole('complementary', { name: 'Преглед' })).toContainText('Чернова');
    await preview.getByRole('link', { name: 'English' }).click();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
      `Quality technician ${suffix}`,
    );
    const answer = await request.get(preview.url());
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
  } finally {
    await request.delete(`/api/careers/${id}`, { headers });
  }
});

test.describe('a schedule', () => {
  const slug = `e2e-programmata-${suffix}`;
  const title = `Notizia programmata ${suffix}`;
  test.afterAll(async ({ request }) => deleteEvery(request, slug));

  test('publishes the item at its moment on the news list and the home strip, by itself', async ({
    page,
    request,
  }) => {
    // A few seconds ahead: the form types minutes, the API takes any moment.
    const publishAt = new Date(Date.now() + 4000).toISOString();
    await createThroughApi(
      request,
      newsData(slug, title, { publication: { state: 'scheduled', publishAt } }),
    );
    await page.goto('/news');
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(page.getByTestId('news-list').getByText(title)).toHaveCount(0);

    await signInAsAdmin(page);
    const row = page
      .getByRole('list', { name: 'Новини' })
      .getByRole('listitem')
      .filter({
        hasText: `BG ${title}`,
      });
    await expect(
      row.getByText(/^Насрочена за \d{1,2}\.\d\d\.\d{4} г\., \d{1,2}:\d\d$/),
    ).toBeVisible();

    // Nobody acts: the page shows it once its moment has come (and the short caches agree).
    await expect
      .poll(
        async () => {
          await page.goto('/news');
          return page.getByTestId('news-list').getByText(title).count();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBeGreaterThan(0);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    await expect
      .poll(
        async () => {
          await page.goto('/');
          return page.getByRole('region', { name: 'Ultime notizie' }).getByText(title).count();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(1);
  });
});

test.describe('a long list', () => {
  const prefix = `e2e-archivio-${suffix}`;
  test.afterAll(async ({ request }) => deleteEvery(request, prefix));

  test('pages through 120 items and finds one by its title', async ({ page, request }) => {
    test.setTimeout(120_000);
    for (let i = 0; i < 120; i += 1) {
      await createThroughApi(
        request,
        newsData(`${prefix}-${i}`, `Archivio ${suffix} n. ${i}`, {
          // Old and unpublished: nothing else on the site changes.
          date: `${String((i % 28) + 1).padStart(2, '0')}-01-2001`,
          publication: { state: 'draft' },
        }),
      );
    }
    await signInAsAdmin(page);
    const filters = page.getByRole('search', { name: 'Филтри' });
    await filters.getByLabel('Търсене (заглавие или адрес)').fill(prefix);
    await filters.getByRole('button', { name: 'Търси' }).click();
    const rows = page.getByRole('list', { name: 'Новини' }).getByRole('listitem');
    await expect(rows).toHaveCount(30);
    for (const shown of [60, 90, 120]) {
      await page.getByRole('button', { name: 'Покажи още' }).click();
      await expect(rows).toHaveCount(shown);
    }
    await expect(page.getByRole('button', { name: 'Покажи още' })).toHaveCount(0);

    await filters.getByLabel('Търсене (заглавие или адрес)').fill(`${prefix}-117`);
    await filters.getByRole('button', { name: 'Търси' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`BG Archivio ${suffix} n. 117`);
    await filters.getByLabel('Състояние').selectOption('published');
    await expect(page.getByText('Няма публикации.')).toBeVisible();
  });
});
