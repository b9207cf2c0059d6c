// The news list shows a page of items and a real link to the next one: visitors load more in
// place, crawlers follow the address.
import type { APIRequestContext } from '@playwright/test';
import type { NewsPage } from '@alu/common/contracts';
import { adminToken } from '../../support/admin';
import { solidPng } from '../../support/images';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);
const prefix = `e2e-archivio-pubblico-${suffix}`;
const COUNT = 22;

async function auth(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

test.beforeAll(async ({ request }) => {
  const headers = await auth(request);
  for (let i = 0; i < COUNT; i += 1) {
    const url = `${prefix}-${i}`;
    const title = `Archivio ${suffix} n. ${String(i).padStart(2, '0')}`;
    const response = await request.post('/api/news', {
      headers: { ...headers, path: url },
      multipart: {
        data: JSON.stringify({
          url,
          // Old: after the site's own news, so they fill the next pages.
          date: `${String(i + 1).padStart(2, '0')}-01-2002`,
          isMediaNews: 'false',
          content: {
            bg: { title: '', contentOne: '', contentTwo: '' },
            en: { title: '', contentOne: '', contentTwo: '' },
            de: { title: '', contentOne: '', contentTwo: '' },
            it: { title, contentOne: '<p>Dall’archivio.</p>', contentTwo: '' },
          },
        }),
        cover: { name: 'c.png', mimeType: 'image/png', buffer: solidPng(32, 18, [90, 90, 90]) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
});

test.afterAll(async ({ request }) => {
  const headers = await auth(request);
  const page = (await (
    await request.get(`/api/admin/news?q=${prefix}&limit=50`, { headers })
  ).json()) as NewsPage;
  for (const item of page.items) await request.delete(`/api/news/${item._id}`, { headers });
});

test('the list shows 12 items and a link to more, which loads them in place', async ({
  page,
  request,
}) => {
  const total = ((await (await request.get('/api/news?kind=news&limit=100')).json()) as NewsPage)
    .items.length;
  expect(total).toBeGreaterThan(24);

  await page.goto('/news');
  const list = page.getByTestId('news-list');
  const cards = list.getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(12);
  const more = list.getByRole('link', { name: 'Mostra altre notizie' });
  await expect(more).toHaveAttribute('href', '/news?page=2');
  await more.click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(cards).toHaveCount(24);
  await expect(list.getByRole('status').filter({ hasText: '24 notizie in elenco' })).toHaveCount(1);

  // What a crawler gets at the link's address, without scripts: the longer list in the HTML.
  const html = await (await request.get('/news?page=3')).text();
  const oldest = `Archivio ${suffix} n. 00`;
  expect(html).toContain(oldest);
  expect(await (await request.get('/news')).text()).not.toContain(oldest);
});
