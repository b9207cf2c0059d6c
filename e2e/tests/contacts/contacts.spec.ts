import type { Locator, Page } from '@playwright/test';
import { originOf } from '../../support/ports';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { expectNotFoundAt } from '../../support/notFound';

const SALES = '/contacts/sales-department';

const main = (page: Page) => page.getByRole('main');
const regionSelect = (page: Page) => main(page).getByRole('combobox', { name: 'Regioni' });
const productSelect = (page: Page) => main(page).getByRole('combobox', { name: 'Prodotti' });
const filters = (page: Page) => main(page).getByRole('search', { name: 'Filtra i referenti' });
const results = (page: Page) =>
  main(page).getByRole('list', { name: 'Referenti per paese' }).getByRole('link');
const map = (page: Page) => main(page).getByRole('group', { name: /Mappa dei paesi/ });
const country = (page: Page, name: string) => map(page).getByRole('button', { name, exact: true });
const profile = (page: Page) => page.getByRole('dialog');

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
}

test.describe('sales department', () => {
  test('the dropdown and a click on the map give the same people; the map marks the country and brings the filters into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(SALES);
    await expect(results(page).first()).toBeVisible();
    const everyone = await hrefs(results(page));
    expect(everyone.length).toBeGreaterThan(5);

    await regionSelect(page).selectOption('Polonia');
    const byDropdown = await hrefs(results(page));
    expect(byDropdown.length).toBeLessThan(everyone.length);
    await expect(country(page, 'Polonia')).toHaveAttribute('aria-pressed', 'true');
    await regionSelect(page).selectOption({ label: 'Mostra tutto' });
    await expect(results(page)).toHaveCount(everyone.length);
    await expect(country(page, 'Polonia')).toHaveAttribute('aria-pressed', 'false');

    await page.evaluate(() => window.scrollTo(0, 0));
    await country(page, 'Polonia').click();
    await expect(regionSelect(page)).toHaveValue('Polonia');
    await expect(country(page, 'Polonia')).toHaveAttribute('aria-pressed', 'true');
    expect(await hrefs(results(page))).toEqual(byDropdown);
    // The filter area comes to rest 100 px below the top of the window.
    await expect
      .poll(async () => Math.round((await filters(page).boundingBox())?.y ?? -1))
      .toBe(100);
  });

  test('"Mostra tutto" of each filter restores the results of the other filter alone', async ({
    page,
  }) => {
    await page.goto(SALES);
    await expect(results(page).first()).toBeVisible();
    const everyone = await hrefs(results(page));
    await regionSelect(page).selectOption('Germania');
    const germany = await hrefs(results(page));
    await productSelect(page).selectOption('Estrusi');
    const germanyExtruded = await hrefs(results(page));
    expect(germanyExtruded.length).toBeLessThan(germany.length);

    // The original's stale-results bug: Show all products must refresh the list.
    await productSelect(page).selectOption({ label: 'Mostra tutto' });
    expect(await hrefs(results(page))).toEqual(germany);

    await productSelect(page).selectOption('Laminati');
    const laminati = await hrefs(results(page));
    await regionSelect(page).selectOption({ label: 'Mostra tutto' });
    const allLaminati = await hrefs(results(page));
    expect(allLaminati.length).toBeGreaterThanOrEqual(laminati.length);
    await productSelect(page).selectOption({ label: 'Mostra tutto' });
    expect(await hrefs(results(page))).toEqual(everyone);
    await expect(
      main(page).getByRole('list', { name: 'Direzione commerciale' }).getByRole('link'),
    ).toHaveCount(3);
  });

  test('keyboard users choose a country with Tab and Enter; each country has a hover title', async ({
    page,
  }) => {
    await page.goto(SALES);
    const ireland = country(page, 'Irlanda');
    await expect(ireland.locator('title')).toHaveText('Irlanda');
    await ireland.focus();
    await expect(ireland).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(ireland).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(regionSelect(page)).toHaveValue('Irlanda');
    await country(page, 'Grecia').focus();
    await page.keyboard.press('Space');
    await expect(regionSelect(page)).toHaveValue('Grecia');
  });
});

test.describe('profiles', () => {
  test('a card opens the profile in place of the page address; Escape closes it and gives the focus back; Back leaves the contacts area', async ({
    page,
  }) => {
    await page.goto('/sitemap');
    await page.goto(SALES);
    const card = main(page).getByRole('link', { name: /Anna Hristova/ });
    await card.click();
    await expect(page).toHaveURL(/\/contacts\/sales-department\/anna-hristova$/);
    await expect(profile(page)).toBeVisible();
    await expect(profile(page).getByRole('heading', { name: 'Anna Hristova' })).toBeVisible();
    await expect(profile(page).getByRole('img', { name: /Bulgaria, Romania/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Anna Hristova, Area manager/);

    await page.keyboard.press('Escape');
    await expect(profile(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/contacts\/sales-department$/);
    await expect(card).toBeFocused();

    // Opening and closing replaced the entry: Back goes to the page before the contacts.
    await page.goBack();
    await expect(page).toHaveURL(/\/sitemap$/);
  });

  test('an address with a profile opens it on load; a click on the backdrop closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/contacts/supply-chains/yana-petkova');
    await expect(profile(page).getByRole('heading', { name: 'Yana Petkova' })).toBeVisible();
    await expect(profile(page).getByRole('link', { name: 'Scrivi una e-mail' })).toHaveAttribute(
      'href',
      'mailto:y.petkova@alumis.example',
    );
    // Focus stays inside the modal.
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    expect(await profile(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );
    await page.mouse.click(20, 450);
    await expect(profile(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/contacts\/supply-chains$/);
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Ufficio acquisti' }),
    ).toBeVisible();
  });

  test('each person has their own avatar: initials on a colour of their name, the same in the profile', async ({
    page,
  }) => {
    await page.goto(SALES);
    const cards = main(page).getByRole('list', { name: 'Referenti per paese' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    const avatars = await cards.evaluateAll((links) =>
      links.map((link) => {
        const avatar = link.querySelector('[data-testid="initials-avatar"]');
        return {
          name: avatar?.nextElementSibling?.firstElementChild?.textContent?.trim() ?? '',
          initials: avatar?.textContent ?? '',
          colour: avatar ? getComputedStyle(avatar).backgroundColor : '',
          hidden: avatar?.getAttribute('aria-hidden'),
        };
      }),
    );
    expect(avatars.length).toBeGreaterThan(5);
    for (const avatar of avatars) {
      const words = avatar.name.split(/\s+/);
      expect(avatar.initials).toBe(`${words[0]![0]}${words.at(-1)![0]}`.toUpperCase());
      expect(avatar.hidden).toBe('true');
    }
    expect(new Set(avatars.map((avatar) => avatar.colour)).size).toBeGreaterThanOrEqual(5);

    const anna = avatars.find((avatar) => avatar.name === 'Anna Hristova')!;
    await cards.filter({ hasText: 'Anna Hristova' }).click();
    const large = profile(page).getByTestId('initials-avatar');
    await expect(large).toHaveText('AH');
    expect(await large.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      anna.colour,
    );
  });

  test('an unknown profile answers 404 with the not-found page', async ({ page }) => {
    await expectNotFoundAt(page, '/contacts/other-contacts/nobody-here');
    await expect(profile(page)).toHaveCount(0);
  });

  test('the maternity-leave notice shows in red on the card and in the profile', async ({
    page,
  }) => {
    await page.goto('/contacts/sales-department/teodora-dimitrova');
    const notice = profile(page).getByTestId('profile-notice');
    await expect(notice).toHaveText('In congedo di maternità');
    const color = await notice.evaluate((element) => getComputedStyle(element).color);
    const [red = 0, green = 0, blue = 0] = (color.match(/\d+/g) ?? []).map(Number);
    expect(red).toBeGreaterThan(140);
    expect(green + blue).toBeLessThan(80);
  });

  test('no serious or critical accessibility violation with a profile open (axe)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contacts/sales-department/petar-vasilev');
    await expect(profile(page).getByRole('img', { name: /Polonia/ })).toBeVisible();
    await expect(map(page)).toBeVisible();
    const severe = await seriousViolations(page, consoleErrors);
    expect(severe).toEqual([]);
  });
});

test.describe('contacts routes', () => {
  test('/contacts/locations goes to the factory location; an unknown page answers 404', async ({
    page,
  }) => {
    await page.goto('/contacts/locations');
    await expect(page).toHaveURL(/\/contacts\/factory-location$/);
    await expect(
      main(page).getByRole('heading', { name: 'Ubicazione dello stabilimento' }),
    ).toBeVisible();
    await expectNotFoundAt(page, '/contacts/warehouse');
  });

  test('the side menu lists the four pages', async ({ page }) => {
    await page.goto('/contacts/other-contacts');
    const menu = main(page).getByRole('navigation', { name: 'Pagine dei contatti' });
    await expect(menu.getByRole('link')).toHaveText([
      'Ufficio vendite',
      'Ufficio acquisti',
      'Altri contatti',
      'Ubicazione',
    ]);
    await menu.getByRole('link', { name: 'Ufficio acquisti' }).click();
    await expect(page).toHaveURL(/\/contacts\/supply-chains$/);
    await expect(page).toHaveTitle('Ufficio acquisti | Alumis');
  });

  test('the remote offers its search module to the shell', async ({ request }) => {
    const manifest = (await (
      await request.get(`${originOf('contacts')}/mf-manifest.json`)
    ).json()) as {
      exposes: { path: string }[];
    };
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(
      expect.arrayContaining(['./routes', './search']),
    );
  });
});
