import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { expectNotFoundAt } from '../../support/notFound';

/** The company pages with their side-menu labels. */
const COMPANY_PAGES = [
  { slug: 'about-us', label: 'Chi siamo' },
  { slug: 'mission-and-values', label: 'Missione e valori' },
  { slug: 'key-figures', label: 'Cifre chiave' },
  { slug: 'r-and-d', label: 'Ricerca e sviluppo' },
  { slug: 'rolling-plant', label: 'Laminatoio' },
  { slug: 'extrusion-plant', label: 'Stabilimento di estrusione' },
  { slug: 'timeline', label: 'La nostra storia' },
] as const;

/** The company's sales shares (%), in the order of the charts' slices. */
const SALES_BY_COUNTRY_2024 = [18.8, 13.9, 14.4, 8.3, 4.7, 14.8, 3.5, 3.2, 3, 2.3, 14.1];
const SALES_BY_PRODUCT_2020 = [26.3, 26.1, 11.19, 10.61, 7.01, 6.48, 4.01, 3.33, 2.73, 1.16, 10.9];

const companyMenu = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Pagine sull’azienda' });

interface DrawnChart {
  readonly id: string;
  readonly series: number[];
  readonly labels: string[];
}

/**
 * What ApexCharts itself holds for the charts on the page. ApexCharts is bundled as an ES
 * module, so the class (and `ApexCharts.getChartByID`) is not global; its registry is: every
 * chart with an id is listed in `window.Apex._chartInstances`, and `getState()` is the
 * chart's public read-out of the series and labels it draws.
 */
function drawnCharts(page: Page): Promise<DrawnChart[]> {
  return page.evaluate(() => {
    interface Registered {
      id: string;
      chart: { getState(): { series: number[]; labels: string[] } };
    }
    const apex = (window as { Apex?: { _chartInstances?: Registered[] } }).Apex;
    return (apex?._chartInstances ?? []).map(({ id, chart }) => {
      const state = chart.getState();
      return { id, series: [...state.series], labels: [...state.labels] };
    });
  });
}

test.describe('company pages', () => {
  test('all seven pages render with the header, the side menu and a share button', async ({
    page,
  }) => {
    test.slow();
    for (const { slug, label } of COMPANY_PAGES) {
      await page.goto(`/about-the-company/${slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), slug).toHaveText('Panoramica');
      await expect(page).toHaveTitle(`${label} | Alumis`);
      const links = companyMenu(page).getByRole('link');
      await expect(links).toHaveText(COMPANY_PAGES.map((item) => item.label));
      await expect(companyMenu(page).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(main.getByRole('group', { name: 'Condividi' })).toBeVisible();
    }
  });

  test('the side menu moves between the pages without reloading', async ({ page }) => {
    await page.goto('/about-the-company');
    await expect(page).toHaveTitle('Chi siamo | Alumis');
    await page.evaluate(() => Object.assign(window, { companyMarker: true }));
    await companyMenu(page).getByRole('link', { name: 'Stabilimento di estrusione' }).click();
    await expect(page).toHaveURL(/\/about-the-company\/extrusion-plant$/);
    await expect(page).toHaveTitle('Stabilimento di estrusione | Alumis');
    const pressTable = page.getByRole('table', { name: 'Le presse di estrusione' });
    await expect(pressTable.getByRole('columnheader')).toHaveText([
      'Dimensione della pressa',
      '600 t',
      '1300 t',
      '1800 t',
      '2000 t',
      '2500 t',
    ]);
    await expect(pressTable.getByRole('rowheader')).toHaveCount(7);
    expect(await page.evaluate(() => 'companyMarker' in window)).toBe(true);
  });

  test('an unknown company page answers 404 with the not-found page', async ({ page }) => {
    await expectNotFoundAt(page, '/about-the-company/xyz');
  });
});

test.describe('key figures', () => {
  test('draws two doughnuts with the published sales figures, from local code only', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    // ApexCharts is not part of the other company pages.
    await page.goto('/about-the-company/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'Apex' in window)).toBe(false);
    const scriptsBefore = requests.filter((url) => url.endsWith('.js')).length;

    await companyMenu(page).getByRole('link', { name: 'Cifre chiave' }).click();
    await expect(page).toHaveURL(/\/key-figures$/);
    await expect(page.getByTestId('key-figure')).toHaveCount(5);
    const charts = page.getByTestId('sales-chart');
    await expect(charts).toHaveCount(2);
    await expect(charts.locator('svg.apexcharts-svg')).toHaveCount(2);
    await expect(charts.first().locator('.apexcharts-pie-area')).toHaveCount(11);
    // The chart code arrived with this visit, as extra chunks.
    expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);

    const drawn = await drawnCharts(page);
    const ids = drawn.map((chart) => chart.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'corporate-sales-by-country-2024',
        'corporate-sales-by-product-2020',
      ]),
    );
    const byId = new Map(drawn.map((chart) => [chart.id, chart]));
    expect(byId.get('corporate-sales-by-country-2024')?.series).toEqual(SALES_BY_COUNTRY_2024);
    expect(byId.get('corporate-sales-by-product-2020')?.series).toEqual(SALES_BY_PRODUCT_2020);
    expect(byId.get('corporate-sales-by-country-2024')?.labels).toEqual([
      'Germania',
      'Polonia',
      'Italia',
      'Spagna',
      'Paesi Bassi',
      'Stati Uniti',
      'Bulgaria',
      'Francia',
      'Belgio',
      'Austria',
      'Altri paesi',
    ]);
    // The containers name the charts they hold.
    await expect(charts.nth(0)).toHaveAttribute('data-chart-id', 'corporate-sales-by-country-2024');
    await expect(charts.nth(1)).toHaveAttribute('data-chart-id', 'corporate-sales-by-product-2020');

    // The numbers are also a table for screen readers.
    await page.getByText('Dati del grafico').first().click();
    const table = page.getByRole('table', { name: /Vendite per paese nel 2024/ });
    await expect(table.getByRole('row')).toHaveCount(12);
    await expect(table.getByRole('row').nth(1)).toHaveText(/Germania\s*18,8\s*%/);

    // Nothing left the site: no web fonts, no CDN.
    const site = new URL(page.url()).hostname;
    const foreign = requests.filter((url) => {
      const { protocol, hostname } = new URL(url);
      return protocol.startsWith('http') && hostname !== site && hostname !== '127.0.0.1';
    });
    expect(foreign).toEqual([]);
  });
});

test.describe('timeline', () => {
  test('rows light up as they scroll into view and stay lit', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/about-the-company/timeline');
    const rows = page.getByTestId('timeline-row');
    await expect(rows).toHaveCount(17);
    await expect(
      page.getByRole('main').getByRole('list').filter({ has: rows.first() }),
    ).toHaveJSProperty('tagName', 'OL');
    await expect(rows.nth(10)).toHaveAttribute('data-visible', 'false');
    await expect(rows.nth(16)).toHaveAttribute('data-visible', 'false');

    await rows.nth(4).scrollIntoViewIfNeeded();
    await expect(rows.nth(4)).toHaveAttribute('data-visible', 'true');
    await expect(rows.nth(0)).toHaveAttribute('data-visible', 'true');
    await expect(rows.nth(12)).toHaveAttribute('data-visible', 'false');
    await expect(rows.nth(16)).toHaveAttribute('data-visible', 'false');

    await rows.nth(16).scrollIntoViewIfNeeded();
    await expect(rows.nth(16)).toHaveAttribute('data-visible', 'true');
    // Once lit, a row that left the viewport stays lit.
    await expect(rows.nth(0)).toHaveAttribute('data-visible', 'true');
    await expect(rows.nth(4)).toHaveAttribute('data-visible', 'true');
    // The highlight is visible: the circle takes the accent colour.
    await expect
      .poll(() =>
        rows
          .nth(16)
          .locator('[data-part="circle"]')
          .evaluate((circle) => getComputedStyle(circle).backgroundColor),
      )
      .toBe('rgb(200, 16, 46)');
  });

  test('with reduced motion every row is lit at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about-the-company/timeline');
    const rows = page.getByTestId('timeline-row');
    await expect(rows).toHaveCount(17);
    await expect(rows.nth(16)).toHaveAttribute('data-visible', 'true');
    const states = await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-visible')),
    );
    expect(states.every((state) => state === 'true')).toBe(true);
  });
});

test.describe('about-us video', () => {
  test('shows a poster, and offers a link when YouTube cannot be reached', async ({ page }) => {
    const youtube: string[] = [];
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) => {
      youtube.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto('/about-the-company/about-us');
    const video = page.getByRole('region', { name: 'Video: visita allo stabilimento' });
    const poster = video.locator('img');
    await poster.scrollIntoViewIfNeeded();
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(youtube, 'nothing is fetched from YouTube before a click').toEqual([]);

    await video.getByRole('button', { name: /Riproduci il video/ }).click();
    const fallback = video.getByRole('link', { name: 'Guardalo su YouTube' });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
    await expect(video.locator('iframe')).toHaveCount(0);
    await expect(poster).toBeVisible();
  });
});

test.describe('key figures', () => {
  for (const width of [1366, 800, 390, 320]) {
    test(`every circle has one size and each row one top at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about-the-company/key-figures');
      const circles = await page
        .getByTestId('key-figure')
        .locator('dd')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return { left: box.left, top: box.top, width: box.width, height: box.height };
          }),
        );
      expect(circles).toHaveLength(5);
      const first = circles[0]!;
      for (const circle of circles) {
        expect(Math.abs(circle.width - first.width)).toBeLessThan(0.5);
        expect(Math.abs(circle.height - circle.width)).toBeLessThan(0.5);
      }
      // Circles less than half a circle apart vertically are one row: they must share a top.
      const rows = new Map<number, number[]>();
      for (const circle of circles) {
        const row = [...rows.keys()].find((top) => Math.abs(top - circle.top) < first.height / 2);
        rows.set(row ?? circle.top, [...(rows.get(row ?? circle.top) ?? []), circle.top]);
      }
      for (const tops of rows.values()) {
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(0.5);
      }
      // One row of five on a desktop, several rows on narrower screens, never out of the page.
      if (width >= 1000) expect(rows.size).toBe(1);
      for (const circle of circles) expect(circle.left + circle.width).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('looks finished (screenshots)', () => {
  for (const { name, width, height } of [
    { name: 'desktop', width: 1366, height: 768 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    test(`key-figures and timeline at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });

      await page.goto('/about-the-company/key-figures');
      await expect(page.getByTestId('sales-chart').locator('svg.apexcharts-svg')).toHaveCount(2);
      await page.screenshot({ path: `/tmp/shots/company-key-figures-${name}.png`, fullPage: true });

      await page.goto('/about-the-company/timeline');
      const rows = page.getByTestId('timeline-row');
      // Lazy photos load as their row comes into view: wait for each before moving on.
      for (const row of await rows.all()) {
        await row.scrollIntoViewIfNeeded();
        const photo = row.locator('img');
        if ((await photo.count()) === 0) continue;
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/shots/company-timeline-${name}.png`, fullPage: true });

      // No sideways scrolling of the page on either width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
