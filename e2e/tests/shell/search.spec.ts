import type { APIRequestContext, Page } from '@playwright/test';
import { careersToday, type Career } from '@alu/common/contracts';
import sharp from 'sharp';
import { adminToken } from '../../support/admin';
import { originOf } from '../../support/ports';
import { expect, test } from '../../support/test';

async function openSearch(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Cerca nel sito' }).click();
  const input = page.getByPlaceholder('Scrivi qui per cercare');
  await expect(input).toBeFocused();
  return input;
}

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Cerca nel sito' });
/** A group of results, named by its kind and its count ("Prodotti (5)"). */
const group = (page: Page, name: string) =>
  overlay(page).getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

test.describe('site search', () => {
  test('"foil" lists the foils with the matching text highlighted, and a product opens', async ({
    page,
  }) => {
    const input = await openSearch(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await input.fill('foil');
    const products = group(page, 'Prodotti');
    const links = products.getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((items) => items.map((a) => a.getAttribute('href')));
    for (const foil of ['household-foil', 'container-foil', 'converter-foil', 'insulation-foil']) {
      expect(hrefs).toContain(`/products/rolled-foils/${foil}`);
    }
    await expect(products).toHaveAttribute('aria-label', `Prodotti (${hrefs.length})`);
    // Every shown detail is at most 80 characters (plus the ellipsis).
    const details = await products
      .locator('a > span:last-child > span:nth-child(2)')
      .allTextContents();
    expect(details.every((text) => text.length <= 81)).toBe(true);
    await expect(products.locator('mark').first()).toHaveText(/foil/i);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(overlay(page)).toHaveCount(0);
  });

  test('the overlay hides the page behind it and offers only its own close control', async ({
    page,
  }) => {
    const field = await openSearch(page);
    expect(
      await overlay(page).evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(6, 26, 48)');
    await field.fill('foil');
    // The browser's own clear button of a search field (a blue "×" at the field's end) is not
    // drawn: no blue pixel in the field.
    const { data, info } = await sharp(await field.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    let blue = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (b > 150 && b - r > 80 && b - g > 30) blue += 1;
    }
    expect(blue).toBe(0);
  });

  test('a staff member is found by a foreign language and opens the profile modal', async ({
    page,
  }) => {
    const input = await openSearch(page);
    await input.fill('Portoghese');
    const contacts = group(page, 'Persone');
    await expect(contacts.getByRole('link')).toHaveCount(1);
    // Keyboard: down to the result, Enter opens it.
    await input.press('ArrowDown');
    await expect(contacts.getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contacts\/sales-department\/ivaylo-todorov$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('accents do not matter, nonsense finds nothing, Escape closes and clears', async ({
    page,
  }) => {
    const input = await openSearch(page);
    await input.fill('PORTOGHÈSE');
    await expect(group(page, 'Persone').getByRole('link')).toHaveCount(1);
    await input.fill('qwzxq');
    await expect(overlay(page).getByRole('status')).toHaveText('Nessun risultato per «qwzxq»');
    await expect(overlay(page).getByRole('link')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerca nel sito' }).click();
    await expect(page.getByPlaceholder('Scrivi qui per cercare')).toHaveValue('');
  });

  test('finds every kind of content, grouped by kind, with one typo forgiven', async ({
    page,
    request,
  }) => {
    const vacancy = await createVacancy(request);
    try {
      const input = await openSearch(page);
      const expectations: [query: string, kind: string, title: RegExp][] = [
        ['missione', 'Pagine', /^Missione e valori$/],
        ['domestico', 'Prodotti', /^Foglio per uso domestico$/],
        ['Hristova', 'Persone', /^Anna Hristova$/],
        ['qualicot', 'Documenti', /^Certificato Qualicoat$/],
        ['pressa', 'Notizie', /pressa/],
        ['reportage', 'Cosa dicono di noi', /reportage/i],
        [vacancy.word, 'Posizioni aperte', new RegExp(vacancy.word)],
      ];
      for (const [query, kind, title] of expectations) {
        await input.fill(query);
        const results = group(page, kind).getByRole('link');
        await expect(results.first(), `${query} → ${kind}`).toBeVisible();
        const titles = await results.locator('span > span:first-child').allTextContents();
        expect(
          titles.some((text) => title.test(text)),
          `${query}: ${titles.join(', ')}`,
        ).toBe(true);
      }
      // The vacancy opens its page.
      await group(page, 'Posizioni aperte').getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/careers/open-positions/${vacancy.id}$`));
    } finally {
      await vacancy.remove();
    }
  });

  test('the index of the remotes is fetched only when the overlay first opens', async ({
    page,
  }) => {
    const searchFiles: string[] = [];
    page.on('request', (request) => {
      if (/search/i.test(new URL(request.url()).pathname)) searchFiles.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    expect(searchFiles).toEqual([]);
    await page.getByRole('button', { name: 'Cerca nel sito' }).click();
    await expect(page.getByPlaceholder('Scrivi qui per cercare')).toBeFocused();
    await expect.poll(() => searchFiles.length).toBeGreaterThan(0);
  });

  test('"see all results" opens the results page with every match', async ({ page }) => {
    const input = await openSearch(page);
    await input.fill('certificato');
    await overlay(page).getByRole('link', { name: 'Vedi tutti i risultati' }).click();
    await expect(page).toHaveURL(/\/search\?q=certificato$/);
    const documents = page.getByRole('main').getByRole('region', { name: /^Documenti \(\d+\)$/ });
    const label = (await documents.getAttribute('aria-label')) ?? '';
    const count = Number(/\((\d+)\)/.exec(label)?.[1]);
    expect(count).toBeGreaterThan(5);
    await expect(documents.getByRole('link')).toHaveCount(count);
    // Loaded directly, the server's page hydrates as it is (a mismatch would log an error).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(documents.getByRole('link')).toHaveCount(count);
  });

  test.describe('with the contacts remote unreachable', () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource|ERR_CONNECTION_REFUSED/] });

    test('products still answer and the overlay names the missing part', async ({ page }) => {
      await page.route(`${originOf('contacts')}/**`, (route) => route.abort('connectionrefused'));
      const input = await openSearch(page);
      await input.fill('foil');
      await expect(group(page, 'Prodotti').getByRole('link').first()).toBeVisible();
      await expect(
        overlay(page).getByText('Risultati non disponibili per: Contatti.'),
      ).toBeVisible();
    });
  });
});

test.describe('the results page without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('answers from the server, kept out of search engines, and its form searches again', async ({
    page,
  }) => {
    const response = await page.goto('/search?q=Qualicoat');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Risultati per «Qualicoat»');
    const documents = main.getByRole('region', { name: 'Documenti (1)' });
    await expect(documents.getByRole('link')).toHaveAttribute('href', /qualicoat.*\.pdf$/);
    await expect(documents.locator('mark').first()).toHaveText('Qualicoat');

    // The plain GET form: no script needed to search again, here for news.
    await main.getByRole('searchbox').fill('pressa');
    await main.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/search\?q=pressa$/);
    await expect(main.getByRole('region', { name: /^Notizie \(\d+\)$/ })).toBeVisible();
  });

  test('the header’s search button opens the results page', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Cerca nel sito' }).click();
    await expect(page).toHaveURL(/\/search\??$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Risultati della ricerca');
    await main.getByRole('searchbox').fill('Qualicoat');
    await main.getByRole('button', { name: 'Cerca' }).click();
    await expect(main.getByRole('region', { name: 'Documenti (1)' })).toBeVisible();
  });

  test('in English, with the English texts', async ({ page }) => {
    await page.goto('/en/search?q=mission');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Results for “mission”');
    // Searching again stays on the English site.
    await expect(main.getByRole('search')).toHaveAttribute('action', '/en/search');
    await expect(
      main
        .getByRole('region', { name: /^Pages \(\d+\)$/ })
        .getByRole('link')
        .first(),
    ).toHaveAttribute('href', '/en/about-the-company/mission-and-values');
  });
});

/** A vacancy open today, with a word of its own to search for; `remove` deletes it. */
async function createVacancy(request: APIRequestContext) {
  const word = `Saldatore${Math.random().toString(36).slice(2, 7)}`;
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const today = careersToday();
  const response = await request.post('/api/careers', {
    headers,
    data: {
      title: `${word} per la linea di estrusione`,
      startDate: today,
      endDate: today,
      responsibilities: '<p>Saldatura delle matrici</p>',
      requirements: '',
      additional: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const career = (await response.json()) as Career;
  return {
    word,
    id: career._id,
    remove: async () => {
      await request.delete(`/api/careers/${career._id}`, { headers });
    },
  };
}
