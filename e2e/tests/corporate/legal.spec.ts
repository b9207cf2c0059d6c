import { expect, test } from '../../support/test';

test.describe('sitemap', () => {
  test('every link leads to a page of the site that renders', async ({ page }) => {
    test.slow();
    await page.goto('/sitemap');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Mappa del sito',
    );
    const sitemap = page.getByRole('navigation', { name: 'Mappa del sito' });
    await expect(sitemap.getByRole('heading', { level: 2 })).toHaveText([
      'Home',
      'L’azienda',
      'Mercati',
      'Prodotti',
      'Notizie',
      'Investitori',
      'Sostenibilità',
      'Contatti',
      'Carriera',
      'Centro download',
      'Informazioni legali',
    ]);
    const hrefs = await sitemap
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(40);
    expect(hrefs).not.toContain('/news/1');
    expect(hrefs).not.toContain('/contacts/locations');

    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      const { pathname } = new URL(page.url());
      expect(pathname, href).toBe(new URL(href, page.url()).pathname);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), href).toBeVisible();
      await expect(page.getByTestId('area-unavailable'), href).toHaveCount(0);
    }
  });

  test('a sitemap link navigates inside the site', async ({ page }) => {
    await page.goto('/sitemap');
    await page.evaluate(() => Object.assign(window, { sitemapMarker: true }));
    await page
      .getByRole('navigation', { name: 'Mappa del sito' })
      .getByRole('link', { name: 'Tirocini' })
      .click();
    await expect(page).toHaveURL(/\/careers\/internships$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Carriera');
    expect(await page.evaluate(() => 'sitemapMarker' in window)).toBe(true);
  });
});

test.describe('legal pages', () => {
  test('terms of use cover every topic and list the legal obligations', async ({ page }) => {
    await page.goto('/terms-of-use');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Condizioni d’uso');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      /Titolarità del sito/,
      /Accettazione delle condizioni/,
      /Uso dei contenuti/,
      /Modifiche e sospensione del sito/,
      /Nessuna garanzia di servizio senza errori/,
      /Marchi e diritto d’autore/,
      /Richieste di informazioni e di offerta/,
      /Conformità alla legge/,
    ]);
    await expect(main.locator('#conformita ul > li')).toHaveCount(6);
    await expect(main.getByText(/non costituiscono un ordine/)).toBeVisible();
  });

  test('the disclosure policy has a header image and says to whom and when', async ({ page }) => {
    await page.goto('/disclosure-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Politica di divulgazione');
    const hero = main.locator('img[alt=""]').first();
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(main.getByRole('heading', { name: /A chi comunichiamo/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: /Tempi della comunicazione/ })).toBeVisible();
  });

  test('the personal-data notice opens as a PDF in a new tab', async ({ page, request }) => {
    await page.goto('/personal-data');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Dati personali');
    // The notice first, how long what the forms send is kept, then the site's one cookie and
    // what the browser measures.
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Informativa sul trattamento dei dati personali',
      'Richieste e candidature inviate dal sito',
      'Il cookie delle versioni del sito',
      'Le misure delle prestazioni',
    ]);
    const link = main.getByRole('link', { name: /Informativa sul trattamento/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toContainText('PDF');
    const href = await link.evaluate((anchor: HTMLAnchorElement) => anchor.href);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(tab.url()).toBe(href);
    await tab.close();
  });
});
