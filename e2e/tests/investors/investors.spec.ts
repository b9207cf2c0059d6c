import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { expectNotFoundAt } from '../../support/notFound';

/** The six investor pages with their side-menu labels. */
const INVESTOR_PAGES = [
  { slug: 'management', label: 'Dirigenza' },
  { slug: 'financial-statements', label: 'Dati finanziari' },
  { slug: 'general-meetings', label: 'Assemblea' },
  { slug: 'calendar', label: 'Calendario eventi' },
  { slug: 'shares', label: 'Azioni' },
  { slug: 'presentations', label: 'Presentazioni' },
] as const;

/** Closing prices of 2018 drawn by the shares chart (shares.data.ts). */
const SHARE_PRICE_2018 = [5.2, 5.35, 5.1, 5.45, 5.6, 5.8, 5.75, 5.9, 6.05, 5.85, 5.95, 6.1];

const menu = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Pagine per gli investitori' });
const listedDates = (page: Page) => page.getByRole('main').locator('ul time');

test.describe('investors', () => {
  test('every page renders with menu, title, description and share button, without errors', async ({
    page,
  }) => {
    test.slow();
    const titles = new Set<string>();
    for (const { slug, label } of INVESTOR_PAGES) {
      await page.goto(`/investors/${slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), slug).toHaveText(label);
      await expect(menu(page).getByRole('link')).toHaveText(INVESTOR_PAGES.map((p) => p.label));
      await expect(menu(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(main.getByRole('group', { name: 'Condividi' })).toBeVisible();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0, slug).toBeGreaterThan(40);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(INVESTOR_PAGES.length);
  });

  test('/investors opens the management page with both boards', async ({ page }) => {
    await page.goto('/investors');
    await expect(page).toHaveURL(/\/investors\/management$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('region', { name: /Consiglio di sorveglianza/ }).getByRole('listitem'),
    ).toHaveCount(7);
    await expect(
      main.getByRole('region', { name: /Consiglio di gestione/ }).getByRole('listitem'),
    ).toHaveCount(6);
  });

  test('the general meetings table links four documents per meeting, 2014–2019', async ({
    page,
  }) => {
    await page.goto('/investors/general-meetings');
    const table = page.getByRole('table', { name: /Assemblee generali/ });
    await expect(table.getByRole('rowheader')).toHaveText([
      '28 giu 2019',
      '29 giu 2018',
      '23 giu 2017',
      '24 giu 2016',
      '26 giu 2015',
      '27 giu 2014',
    ]);
    await expect(table.getByRole('link')).toHaveCount(24);
  });

  test('the calendar pages through months, Monday first, and each mode change returns to the opening month', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2018-08-10T10:00:00'));
    await page.goto('/investors/calendar');
    const main = page.getByRole('main');
    // Agenda: all six events, in the Italian list style.
    await expect(listedDates(page)).toHaveText([
      '27 ago 2018',
      '29 ago 2018',
      '30 ott 2018',
      '29 nov 2018',
      '30 gen 2019',
      '1 mar 2019',
    ]);

    await main.getByRole('button', { name: 'Calendario', exact: true }).click();
    const heading = main.getByRole('heading', { level: 2 });
    await expect(heading).toHaveText('Agosto 2018');
    const grid = main.getByRole('grid');
    await expect(grid.locator('thead th').first()).toHaveAttribute('aria-label', 'lunedì');
    await expect(grid.locator('thead th').last()).toHaveAttribute('aria-label', 'domenica');
    // 1 August 2018 was a Wednesday: third column of the first week.
    await expect(grid.getByRole('row').first().getByRole('gridcell').nth(2)).toHaveText('1');
    await expect(listedDates(page)).toHaveText(['27 ago 2018', '29 ago 2018']);
    await expect(grid.getByRole('button', { name: /, evento: / })).toHaveCount(2);

    await main.getByRole('button', { name: 'Mese successivo' }).click();
    await expect(heading).toHaveText('Settembre 2018');
    await expect(listedDates(page)).toHaveCount(0);
    await expect(main.getByText('Nessun evento in questo mese.')).toBeVisible();

    // The grid is keyboard-usable: arrows move by day and across months.
    await grid.getByRole('button', { name: 'domenica 30 settembre 2018' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(heading).toHaveText('Ottobre 2018');
    await expect(grid.getByRole('button', { name: 'lunedì 1 ottobre 2018' })).toBeFocused();
    await expect(listedDates(page)).toHaveText(['30 ott 2018']);
    await page.keyboard.press('ArrowDown');
    await expect(grid.getByRole('button', { name: 'lunedì 8 ottobre 2018' })).toBeFocused();

    await main.getByRole('button', { name: 'Mese successivo' }).click();
    await expect(heading).toHaveText('Novembre 2018');
    await expect(listedDates(page)).toHaveText(['29 nov 2018']);

    await main.getByRole('button', { name: 'Agenda', exact: true }).click();
    await expect(listedDates(page)).toHaveCount(6);
    await main.getByRole('button', { name: 'Calendario', exact: true }).click();
    await expect(heading).toHaveText('Agosto 2018');
    await expect(listedDates(page)).toHaveText(['27 ago 2018', '29 ago 2018']);
  });

  test('with every event past, the calendar opens on the latest one and jumps between event months', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00'));
    await page.goto('/en/investors/calendar');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Calendar', exact: true }).click();
    const heading = main.getByRole('heading', { level: 2 });
    await expect(heading).toHaveText('March 2019');
    await expect(listedDates(page)).toHaveText(['1 Mar 2019']);
    await expect(main.getByRole('button', { name: /Later events/ })).toBeDisabled();
    await main.getByRole('button', { name: /Earlier events/ }).click();
    await expect(heading).toHaveText('January 2019');
    await main.getByRole('button', { name: /Earlier events/ }).click();
    await expect(heading).toHaveText('November 2018');
    await expect(
      main.getByRole('grid').getByRole('button', { name: /^Thursday, 29 November 2018, event: / }),
    ).toBeVisible();
    await expect(listedDates(page)).toHaveText(['29 Nov 2018']);
  });

  test('the shares page states the capital and draws the price chart from data', async ({
    page,
  }) => {
    await page.goto('/investors/shares');
    const main = page.getByRole('main');
    await expect(main.getByText('17.952.959', { exact: true })).toBeVisible();
    await expect(main.getByText('1 BGN per azione')).toBeVisible();
    const chart = page.getByTestId('share-price-chart');
    await expect(chart.locator('svg.apexcharts-svg')).toHaveCount(1);
    await expect(chart.locator('.apexcharts-series')).toHaveCount(1);
    const series = await page.evaluate(() => {
      interface Registered {
        id: string;
        chart: { getState(): { series: unknown } };
      }
      const apex = (window as { Apex?: { _chartInstances?: Registered[] } }).Apex;
      const found = apex?._chartInstances?.find(
        (entry) => entry.id === 'investors-share-price-2018',
      );
      return found ? JSON.parse(JSON.stringify(found.chart.getState().series)) : null;
    });
    expect(JSON.stringify(series)).toContain(JSON.stringify(SHARE_PRICE_2018));
  });

  test('presentations switch from covers to a list, and a row opens its file', async ({ page }) => {
    await page.goto('/investors/presentations');
    const list = page.getByRole('list', { name: 'Presentazioni agli investitori' });
    await expect(list).toHaveAttribute('data-layout', 'thumbnails');
    const covers = list.locator('img');
    await expect(covers).toHaveCount(2);
    for (const cover of await covers.all()) {
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.getByRole('button', { name: 'Elenco' }).click();
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expect(list.locator('img')).toHaveCount(0);
    const row = list.getByRole('link', { name: /Presentazione agli investitori 2019/ });
    await expect(row).toContainText('16 mag 2019 · PDF');
    const href = await row.evaluate((anchor: HTMLAnchorElement) => anchor.href);
    expect(href).toMatch(/\/uploads\/documents\/presentazione-investitori-2019\.pdf$/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), row.click()]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(tab.url()).toBe(href);
    await tab.close();
  });
});

for (const path of ['/investors/xyz', '/download-center/xyz']) {
  test(`an unknown page ${path} answers 404 with the not-found page`, async ({ page }) => {
    await expectNotFoundAt(page, path);
  });
}
