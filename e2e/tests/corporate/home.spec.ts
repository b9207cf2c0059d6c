import type { Page } from '@playwright/test';
import { swipe } from '../../support/touch';
import { expect, test } from '../../support/test';

// A slide stays 5000 ms, the progress bar rises 0.5 points every 25 ms.
const SLIDE_MS = 5000;
const TICK_MS = 25;

// The slide titles in order (mfe-corporate/src/features/home/heroSlides.data.ts).
const SLIDE_TITLES = [
  'Miglioramento continuo',
  'Edilizia e costruzioni',
  '100 000 tonnellate l’anno di capacità di laminazione',
  '37 anni di investimenti',
  'Nuove capacità produttive nel 2019',
] as const;

const hero = (page: Page) => page.getByTestId('hero');
const progress = (page: Page) =>
  hero(page).getByRole('progressbar', { name: 'Avanzamento della diapositiva' });
const thumbnail = (page: Page, title: string) =>
  hero(page).getByRole('list', { name: 'Diapositive' }).getByRole('button', { name: title });

async function expectSlide(page: Page, number: number) {
  await expect(hero(page)).toHaveAttribute('data-active-slide', String(number));
  const title = SLIDE_TITLES[number - 1] ?? '';
  await expect(thumbnail(page, title)).toHaveAttribute('aria-current', 'true');
  await expect(hero(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/**
 * Opens the home page on Playwright's fake clock, paused from the start: the hero's timer
 * moves only when the test runs time, so every boundary is checked to the tick.
 */
async function openHomeOnPausedClock(page: Page) {
  const start = new Date('2026-03-02T08:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/');
  await expectSlide(page, 1);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
}

/** Scrolls through the page so lazy pictures load, then back to the top. */
async function loadLazyContent(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Ultime notizie' })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          // Pictures without a box (thumbnails on phones) are never loaded: lazy and hidden.
          .filter((image) => image.getClientRects().length > 0)
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('home hero slideshow', () => {
  test('advances every 5000 ms with its progress bar and wraps after the fifth slide', async ({
    page,
  }) => {
    await openHomeOnPausedClock(page);

    await page.clock.runFor(SLIDE_MS / 2);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
    await page.clock.runFor(SLIDE_MS / 2 - TICK_MS);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '99.5');
    await expectSlide(page, 1);

    await page.clock.runFor(TICK_MS);
    await expectSlide(page, 2);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');

    for (const next of [3, 4, 5]) {
      await page.clock.runFor(SLIDE_MS);
      await expectSlide(page, next);
    }
    await page.clock.runFor(SLIDE_MS);
    await expectSlide(page, 1);
  });

  test('a thumbnail selects its slide and restarts the time and progress', async ({ page }) => {
    await openHomeOnPausedClock(page);
    await page.clock.runFor(3000);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '60');

    await thumbnail(page, SLIDE_TITLES[3]).click();
    await expectSlide(page, 4);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');

    // The next change comes 5000 ms after the click, not when the old slide's time ran out.
    await page.clock.runFor(SLIDE_MS - TICK_MS);
    await expectSlide(page, 4);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '99.5');
    await page.clock.runFor(TICK_MS);
    await expectSlide(page, 5);
  });

  test('the pause button stops the rotation until it is pressed again', async ({ page }) => {
    await openHomeOnPausedClock(page);
    await page.clock.runFor(1000);
    await hero(page).getByRole('button', { name: 'Metti in pausa la presentazione' }).click();
    await page.clock.runFor(3 * SLIDE_MS);
    await expectSlide(page, 1);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '20');

    await hero(page).getByRole('button', { name: 'Avvia la presentazione' }).click();
    await page.clock.runFor(SLIDE_MS - 1000);
    await expectSlide(page, 2);
  });

  test('with reduced motion it stays on the first slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHomeOnPausedClock(page);
    await expect(hero(page)).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(3 * SLIDE_MS);
    await expectSlide(page, 1);
    await thumbnail(page, SLIDE_TITLES[2]).click();
    await expectSlide(page, 3);
  });
});

test.describe('home hero slideshow on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a swipe shows the next slide, the other way the previous one, wrapping', async ({
    page,
  }) => {
    // Reduced motion: the slides stay until the visitor moves them.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expectSlide(page, 1);
    await swipe(page, hero(page).getByRole('heading', { level: 1 }), 'left');
    await expectSlide(page, 2);
    await swipe(page, hero(page).getByRole('heading', { level: 1 }), 'right');
    await swipe(page, hero(page).getByRole('heading', { level: 1 }), 'right');
    await expectSlide(page, 5);
  });
});

test.describe('home page', () => {
  test('has one h1, its own title and a high-priority first hero picture', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Laminati e profili estrusi in alluminio | Alumis');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Shumen/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Alumis/);
    const firstPicture = hero(page).locator('picture img').first();
    await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
    await expect(firstPicture).not.toHaveAttribute('loading', 'lazy');
  });

  test('links the five markets to their pages', async ({ page }) => {
    await page.goto('/');
    const markets = page.getByRole('region', { name: 'I settori che serviamo' });
    const expected = [
      ['Edilizia e architettura', '/markets/building-and-architecture'],
      ['Automotive', '/markets/automotive'],
      ['Trasporti', '/markets/transportation'],
      ['Imballaggio', '/markets/packaging'],
      ['Distribuzione', '/markets/distribution'],
    ] as const;
    await expect(markets.getByRole('link')).toHaveCount(expected.length);
    for (const [name, href] of expected) {
      await expect(markets.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test('the overview links to about-us and opens the company video in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const overview = page.getByTestId('overview');
    await expect(overview.getByRole('link', { name: 'Chi siamo' })).toHaveAttribute(
      'href',
      '/about-the-company/about-us',
    );
    const video = overview.getByRole('link', { name: /Guarda il video/ });
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(video).toHaveAttribute('rel', /noopener/);
    await expect(video).toHaveAttribute('href', /^https:\/\//);
  });

  test('the overview plays the project’s own silent loop once it comes into view, poster first', async ({
    page,
    request,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (req) => {
      if (/\.(webm|mp4)(\?|$)/.test(req.url())) videoRequests.push(req.url());
    });
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('<video');
    await page.goto('/');
    const overview = page.getByTestId('overview');
    const video = overview.getByTestId('overview-video');
    await expect(video).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    await overview.scrollIntoViewIfNeeded();
    await expect(video).toHaveCount(1);
    await expect(video.locator('source')).toHaveCount(2);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      source: element.currentSrc,
      muted: element.muted,
      loop: element.loop,
      audio: (element as HTMLVideoElement & { mozHasAudio?: boolean }).mozHasAudio ?? false,
    }));
    expect(state).toEqual({
      source: expect.stringMatching(/panoramica-loop\.[0-9a-f]+\.webm$/),
      muted: true,
      loop: true,
      audio: false,
    });
    for (const type of ['webm', 'mp4']) {
      const file = await video.locator(`source[type="video/${type}"]`).getAttribute('src');
      const response = await request.get(file!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(`video/${type}`);
      expect((await response.body()).length).toBeLessThan(600_000);
    }
  });

  test('no background video for a visitor who asks to save data or for reduced motion', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.context().on('request', (req) => {
      if (/\.(webm|mp4)(\?|$)/.test(req.url())) videoRequests.push(req.url());
    });
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    await page.goto('/');
    const overview = page.getByTestId('overview');
    await overview.scrollIntoViewIfNeeded();
    await expect(overview.locator('picture img')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(overview.getByTestId('overview-video')).toHaveCount(0);

    const reduced = await page.context().newPage();
    await reduced.emulateMedia({ reducedMotion: 'reduce' });
    await reduced.goto('/');
    await reduced.getByTestId('overview').scrollIntoViewIfNeeded();
    await reduced.waitForTimeout(500);
    await expect(reduced.getByTestId('overview-video')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
  });

  test('ends with the latest news from the news remote', async ({ page }) => {
    await page.goto('/');
    const news = page.getByRole('region', { name: 'Ultime notizie' });
    await expect(news.getByRole('listitem').first()).toBeVisible();
    await expect(news.getByRole('link', { name: 'Tutte le notizie' })).toHaveAttribute(
      'href',
      '/news',
    );
  });

  for (const { name, width, height } of [
    { name: 'desktop', width: 1366, height: 768 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    test(`looks finished at ${width} px (screenshots)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openHomeOnPausedClock(page);
      await loadLazyContent(page);
      await page.screenshot({ path: `/tmp/shots/home-${name}.png`, fullPage: true });
      await page.clock.runFor(SLIDE_MS);
      await expectSlide(page, 2);
      await page.screenshot({ path: `/tmp/shots/home-${name}-slide2.png`, animations: 'disabled' });
      // No layout shift: the hero keeps its box whatever the pictures do.
      const box = await hero(page).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(520);
    });
  }
});
