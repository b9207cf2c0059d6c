import type { NewsItem } from '@alu/common/contracts';
import { createNews } from '../../support/apiProcesses';
import { solidPng } from '../../support/images';
import { SITE_URL } from '../../support/ports';
import { adminToken } from '../../support/admin';
import { expectNotFoundAt } from '../../support/notFound';
import { expect, test } from '../../support/test';

/** What a visitor reads in each language on the way home → product → article → contacts. */
const LANGUAGES = [
  {
    prefix: '',
    lang: 'it',
    mainMenu: 'Menu principale',
    products: 'Prodotti',
    foils: 'Fogli sottili e semisottili',
    homeH1: 'Alumis – laminati e profili estrusi in alluminio',
    productH1: 'Laminati: fogli sottili e semisottili',
    news: 'Notizie',
    contacts: 'Contatti',
    sales: 'Ufficio vendite',
    languageMenu: 'Lingua',
  },
  {
    prefix: '/en',
    lang: 'en',
    mainMenu: 'Main menu',
    products: 'Products',
    foils: 'Thin and semi-thin foils',
    homeH1: 'Alumis – rolled aluminium products and extruded profiles',
    productH1: 'Rolled: thin and semi-thin foils',
    news: 'News',
    contacts: 'Contacts',
    sales: 'Sales department',
    languageMenu: 'Language',
  },
  {
    prefix: '/bg',
    lang: 'bg',
    mainMenu: 'Основно меню',
    products: 'Продукти',
    foils: 'Тънко и полутънко фолио',
    homeH1: 'Алумис – валцувани продукти и пресовани профили от алуминий',
    productH1: 'Валцувани: тънко и полутънко фолио',
    news: 'Новини',
    contacts: 'Контакти',
    sales: 'Отдел „Продажби“',
    languageMenu: 'Език',
  },
] as const;

for (const language of LANGUAGES) {
  test(`${language.lang}: home → product → article → contacts through the menus, in ${language.lang}`, async ({
    page,
    request,
  }) => {
    const h1 = () => page.getByRole('main').getByRole('heading', { level: 1 });
    const mainMenu = () => page.getByRole('navigation', { name: language.mainMenu });

    const home = await page.goto(language.prefix || '/');
    expect(home?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(h1()).toHaveText(language.homeH1);
    // The dropdowns open once the page is interactive.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

    await mainMenu().getByRole('link', { name: language.products, exact: true }).hover();
    await mainMenu().getByRole('link', { name: language.foils }).click();
    await expect(page).toHaveURL(`${language.prefix}/products/rolled-foils/household-foil`);
    await expect(h1()).toHaveText(language.productH1);

    const [article] = ((await (await request.get('/api/news')).json()) as NewsItem[]).filter(
      (item) => !item.isMediaNews,
    );
    if (!article) throw new Error('the seed has no news');
    const title =
      language.lang === 'it' ? article.content.it.title : article.content[language.lang].title;
    await page
      .getByRole('navigation', { name: /./ })
      .getByRole('link', { name: language.news, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${language.prefix}/news`);
    await page.getByRole('link', { name: title }).first().click();
    await expect(h1()).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);

    await mainMenu().getByRole('link', { name: language.contacts, exact: true }).click();
    await expect(page).toHaveURL(`${language.prefix}/contacts/sales-department`);
    await expect(page.getByRole('main').getByText(language.sales).first()).toBeVisible();

    await expectNotFoundAt(page, `${language.prefix}/no-such-page`);
  });
}

test('the language menu leads to the same page in the other language', async ({ page }) => {
  // The test drives the menus once the page is interactive (clicks before hydration are the
  // early-clicks test's concern).
  const interactive = () => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.goto('/products/rolled-foils/household-foil');
  await interactive();
  await page.getByRole('button', { name: 'Lingua' }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/products/rolled-foils/household-foil');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await interactive();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('link', { name: 'Български' }).click();
  await expect(page).toHaveURL('/bg/products/rolled-foils/household-foil');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Валцувани: тънко и полутънко фолио',
  );
});

test('a long Bulgarian header fits its picture on a phone, eyebrow to subtitle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/bg/disclosure-policy', '/bg/sustainability/health-and-safety']) {
    await page.goto(path);
    const title = page.getByRole('main').getByRole('heading', { level: 1 });
    // The header's text block (eyebrow, h1, subtitle) and the header around it.
    const text = title.locator('xpath=..');
    const [heroBox, textBox] = await Promise.all([
      text.locator('xpath=..').boundingBox(),
      text.boundingBox(),
    ]);
    expect(textBox!.y, path).toBeGreaterThanOrEqual(heroBox!.y);
    expect(textBox!.y + textBox!.height, path).toBeLessThanOrEqual(heroBox!.y + heroBox!.height);
  }
});

test('each page names its canonical address and its alternates in the server HTML', async ({
  request,
}) => {
  const html = await (await request.get('/en/products/rolled-foils/household-foil')).text();
  const origin = new URL(html.match(/rel="canonical" href="([^"]+)"/)?.[1] ?? '').origin;
  expect(html).toContain(`<html lang="en"`);
  expect(html).toContain(
    `<link rel="canonical" href="${origin}/en/products/rolled-foils/household-foil">`,
  );
  for (const [lang, prefix] of [
    ['it', ''],
    ['en', '/en'],
    ['bg', '/bg'],
    ['x-default', ''],
  ]) {
    expect(html).toContain(
      `<link rel="alternate" hreflang="${lang}" href="${origin}${prefix}/products/rolled-foils/household-foil">`,
    );
  }
  expect(html).toContain('<meta property="og:locale" content="en_GB">');
  expect(html).toMatch(/<meta property="og:image:width" content="\d+">/);
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as { '@type': string },
  );
  expect(data.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
});

test.describe('search engines', () => {
  test('robots.txt names the sitemap and keeps crawlers out of the administration', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  test('every address of the sitemap answers 200, and a newly published article joins it', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const sitemap = async () => {
      const xml = await (await request.get('/sitemap.xml')).text();
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, loc]) => new URL(loc ?? '').pathname,
      );
    };
    const paths = await sitemap();
    expect(paths).toContain('/');
    expect(paths).toContain('/en/products/rolled-foils/household-foil');
    expect(paths).toContain('/bg/contacts/sales-department');
    expect(paths.filter((path) => path.startsWith('/admin'))).toEqual([]);
    const failures: string[] = [];
    for (const path of paths) {
      const status = (await request.get(path, { maxRedirects: 0 })).status();
      if (status !== 200) failures.push(`${path}: ${status}`);
    }
    expect(failures).toEqual([]);

    const slug = `mappa-del-sito-${Date.now()}`;
    const token = await adminToken(request);
    const published = await createNews(SITE_URL, token, slug, {
      cover: solidPng(8, 8, [10, 20, 30]),
      gallery: [],
    });
    expect(published.ok).toBe(true);
    await expect.poll(sitemap, { timeout: 15_000 }).toContain(`/en/news/${slug}`);
    expect((await request.get(`/bg/news/${slug}`)).status()).toBe(200);

    // Unpublished again, it leaves the sitemap (and the other tests' news as they were).
    const [item] = (await (await request.get(`/api/news/${slug}`)).json()) as NewsItem[];
    const removed = await request.delete(`/api/news/${item?._id ?? ''}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.ok()).toBe(true);
    await expect.poll(sitemap, { timeout: 15_000 }).not.toContain(`/en/news/${slug}`);
  });
});

test.describe('a first visit from a browser set to English', () => {
  test.use({ locale: 'en-GB' });

  test('is offered the English site on the Italian home page, not sent there', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    const offer = page.getByRole('complementary', {
      name: 'This site is also available in English.',
    });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Stay on the Italian site' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(offer).toHaveCount(0);
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByRole('link', { name: 'Continue in English' }).click();
    await expect(page).toHaveURL('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
