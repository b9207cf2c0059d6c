import type { NewsItem } from '@alu/common/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { swipe } from '../../support/touch';
import { expect, renderInBrowser, test } from '../../support/test';

// The e2e stack starts on an empty database, so the API's seed content is what these tests
// browse. They read it through the API instead of hard-coding slugs.
async function allNews(request: APIRequestContext): Promise<NewsItem[]> {
  const response = await request.get('/api/news');
  expect(response.ok()).toBe(true);
  return (await response.json()) as NewsItem[];
}

const titles = (items: NewsItem[]) => items.map((item) => item.content.it.title);

function listTitles(page: Page) {
  return page.getByTestId('news-list').getByRole('heading', { level: 3 });
}

function sectionMenu(page: Page) {
  return page.getByRole('main').getByRole('navigation', { name: 'Sezioni delle notizie' });
}

test.describe('news list', () => {
  test('switches between company news and media mentions through the address', async ({
    page,
    request,
  }) => {
    const news = await allNews(request);
    const company = news.filter((item) => !item.isMediaNews);
    const media = news.filter((item) => item.isMediaNews);
    expect(company.length).toBeGreaterThan(0);
    expect(media.length).toBeGreaterThan(0);

    await page.goto('/news');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Notizie');
    await expect(page).toHaveTitle(/Notizie/);
    await expect(listTitles(page)).toHaveText(titles(company));

    await sectionMenu(page).getByRole('link', { name: 'Cosa dicono di noi' }).click();
    await expect(page).toHaveURL(/\/news\?medias=true$/);
    await expect(listTitles(page)).toHaveText(titles(media));
    await expect(
      sectionMenu(page).getByRole('link', { name: 'Cosa dicono di noi' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect(listTitles(page)).toHaveText(titles(company));
    await page.goForward();
    await expect(page).toHaveURL(/\/news\?medias=true$/);
    await expect(listTitles(page)).toHaveText(titles(media));

    await sectionMenu(page).getByRole('link', { name: 'Ultime notizie' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(listTitles(page)).toHaveText(titles(company));
  });

  test('a reload on ?medias=true keeps the media mode', async ({ page, request }) => {
    const media = (await allNews(request)).filter((item) => item.isMediaNews);
    await page.goto('/news?medias=true');
    await expect(listTitles(page)).toHaveText(titles(media));
    await page.reload();
    await expect(listTitles(page)).toHaveText(titles(media));
  });

  test('selecting a mode scrolls the list to 100 px below the top on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/news');
    await expect(listTitles(page).first()).toBeVisible();
    await sectionMenu(page).getByRole('link', { name: 'Cosa dicono di noi' }).click();
    // The list block is scrolled to 100 px from the top; its padding keeps the first row
    // below the fixed header.
    const list = page.getByTestId('news-list');
    await expect
      .poll(async () => Math.round((await list.boundingBox())?.y ?? -1), { timeout: 5000 })
      .toBeLessThanOrEqual(100 + 64);
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    expect((await list.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('below 1000 px the menu is a dropdown that opens, switches and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/news');
    const toggle = sectionMenu(page).getByRole('button', { name: /Ultime notizie/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await sectionMenu(page).getByRole('link', { name: 'Cosa dicono di noi' }).click();
    await expect(page).toHaveURL(/\/news\?medias=true$/);
    const mediaToggle = sectionMenu(page).getByRole('button', { name: /Cosa dicono di noi/ });
    await expect(mediaToggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('each item shows its cover, a text preview of at most 120 characters and its date', async ({
    page,
    request,
  }) => {
    const company = (await allNews(request)).filter((item) => !item.isMediaNews);
    await page.goto('/news');
    const items = page.getByTestId('news-list').getByRole('listitem');
    await expect(items).toHaveCount(company.length);
    for (const [index, item] of (await items.all()).entries()) {
      // Decorative (alt=""): the title next to it names the article.
      const cover = item.locator('img');
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const [year, month, day] = company[index]!.date.split('-').map(Number);
      // The Italian list style (Intl's medium date): `5 mar 2026`.
      const listed = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium' }).format(
        new Date(year!, month! - 1, day),
      );
      await expect(item.locator('time')).toHaveText(listed);
      const preview = (await item.locator('p').first().textContent()) ?? '';
      expect(preview.length).toBeGreaterThan(0);
      expect(preview.replace(/…$/, '').length).toBeLessThanOrEqual(120);
      expect(preview).not.toMatch(/[<>]/);
      await expect(item.getByRole('link')).toHaveAttribute('href', `/news/${company[index]!.url}`);
    }
  });
});

test.describe('news article', () => {
  async function articleWithGallery(request: APIRequestContext): Promise<NewsItem> {
    const article = (await allNews(request)).find((item) => item.gallery.length >= 3);
    expect(article, 'the seed has an article with at least 3 gallery images').toBeTruthy();
    return article!;
  }

  test('the gallery wraps both ways and counts n/total', async ({ page, request }) => {
    const article = await articleWithGallery(request);
    const total = article.gallery.length;
    await page.goto(`/news/${article.url}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      article.content.it.title,
    );
    await expect(page).toHaveTitle(new RegExp(article.content.it.title.slice(0, 20)));
    const gallery = page.getByRole('region', { name: 'Galleria di immagini' });
    const counter = page.getByTestId('gallery-counter');
    await expect(counter).toHaveText(`1/${total}`);
    await gallery.getByRole('button', { name: 'Immagine precedente' }).click();
    await expect(counter).toHaveText(`${total}/${total}`);
    await gallery.getByRole('button', { name: 'Immagine successiva' }).click();
    await expect(counter).toHaveText(`1/${total}`);
    await gallery.getByRole('button', { name: 'Immagine successiva' }).click();
    await expect(counter).toHaveText(`2/${total}`);
    const image = gallery.getByRole('img');
    await expect(image).toHaveAttribute('src', new RegExp(article.gallery[1]!.replace('.', '\\.')));
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test('a swipe turns the article’s gallery both ways', async ({ page, request }) => {
      const article = await articleWithGallery(request);
      const total = article.gallery.length;
      await page.goto(`/news/${article.url}`);
      const gallery = page.getByRole('region', { name: 'Galleria di immagini' });
      const counter = page.getByTestId('gallery-counter');
      const stage = gallery.getByRole('button', { name: 'Apri la galleria a schermo intero' });
      await stage.scrollIntoViewIfNeeded();
      await swipe(page, stage, 'left');
      await expect(counter).toHaveText(`2/${total}`);
      await swipe(page, stage, 'right');
      await swipe(page, stage, 'right');
      await expect(counter).toHaveText(`${total}/${total}`);
    });
  });

  test('the full-screen gallery opens on the image and is driven by the keyboard', async ({
    page,
    request,
  }) => {
    const article = await articleWithGallery(request);
    const total = article.gallery.length;
    await page.goto(`/news/${article.url}`);
    const opener = page.getByRole('button', { name: 'Apri la galleria a schermo intero' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Galleria: ${article.content.it.title}` });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByTestId('fullscreen-gallery-counter');
    await expect(counter).toHaveText(`1/${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${total}/${total}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2/${total}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the article renders both sanitised HTML blocks around the gallery', async ({
    page,
    request,
  }) => {
    const article = await articleWithGallery(request);
    await page.goto(`/news/${article.url}`);
    const body = page.getByRole('article');
    const firstText = article.content.it.contentOne
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(' ');
    const lastText = article.content.it.contentTwo
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(' ');
    await expect(body).toContainText(firstText);
    await expect(body).toContainText(lastText);
    await expect(body.getByRole('group', { name: 'Condividi' })).toBeVisible();
  });
});

test.describe('latest-news strip on the home page', () => {
  test('shows the newest company news and its links open the articles', async ({
    page,
    request,
  }) => {
    const latest = (await (await request.get('/api/news/latest')).json()) as NewsItem[];
    expect(latest.length).toBeGreaterThan(0);
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Ultime notizie' });
    await expect(strip.getByRole('heading', { level: 3 })).toHaveText(titles(latest));
    const [year, month, day] = latest[0]!.date.split('-').map(Number);
    // The Italian list style (Intl's medium date): `11 feb 2026`.
    const listed = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium' }).format(
      new Date(year!, month! - 1, day),
    );
    await expect(strip.locator('time').first()).toHaveText(listed);
    await strip.getByRole('link', { name: latest[0]!.content.it.title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${latest[0]!.url}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      latest[0]!.content.it.title,
    );
  });

  test.describe('when the news API fails', () => {
    test.use({ failOnConsoleErrors: false });

    test('the home page keeps its other blocks and throws nothing', async ({
      page,
      consoleErrors,
    }) => {
      await page.route('**/api/news/**', (route) => route.abort('failed'));
      await page.route('**/api/news', (route) => route.abort('failed'));
      // The failure is the browser's: the page is its own render (the server read the API).
      await renderInBrowser(page, '/');
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Alumis/);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: 'Ultime notizie' })).toHaveCount(0);
      await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(consoleErrors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
    });
  });
});
