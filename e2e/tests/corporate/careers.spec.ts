import type { Career } from '@alu/common/contracts';
import { careersToday } from '@alu/common/contracts';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { adminToken } from '../../support/admin';
import { expectNotFoundAt } from '../../support/notFound';
import { expect, renderInBrowser, test } from '../../support/test';

const CAREER_PAGES = [
  { slug: 'career', label: 'Una Carriera in Alumis', heading: 'Pari opportunità' },
  { slug: 'open-positions', label: 'Posizioni disponibili', heading: 'Offerte attive' },
  { slug: 'internships', label: 'Tirocini', heading: 'Settori del tirocinio' },
] as const;

/** Today in the factory's calendar (Europe/Sofia) moved by `days`, as `YYYY-MM-DD`. */
function day(days: number): string {
  const date = new Date(`${careersToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const careersMenu = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Pagine sulla carriera' });
const openPositions = (page: Page) => page.getByTestId('open-positions');
const vacancyTitles = (page: Page) => openPositions(page).getByRole('heading', { level: 3 });

function vacancy(id: string, title: string, overrides: Partial<Career> = {}): Career {
  return {
    _id: id,
    title,
    startDate: day(-1),
    endDate: day(30),
    responsibilities: '<p>Gestire la linea di colata continua.</p>',
    requirements: '<p>Diploma tecnico.</p>',
    additional: '<p>Turni su tre squadre.</p>',
    ...overrides,
  };
}

const answer =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

test.describe('careers pages', () => {
  test('the three pages render with the header, the side menu and their content', async ({
    page,
  }) => {
    for (const { slug, label, heading } of CAREER_PAGES) {
      await page.goto(`/careers/${slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), slug).toHaveText('Carriera');
      await expect(careersMenu(page).getByRole('link')).toHaveText(
        CAREER_PAGES.map((item) => item.label),
      );
      await expect(careersMenu(page).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(main.getByRole('group', { name: 'Condividi' })).toBeVisible();
    }
  });

  test('internships say how to apply by e-mail and by post', async ({ page }) => {
    await page.goto('/careers/internships');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'hr@alumis.example' })).toHaveAttribute(
      'href',
      'mailto:hr@alumis.example',
    );
    await expect(main.locator('address')).toContainText('Shumen');
    await expect(main.getByText('gestione industriale')).toBeVisible();
  });

  test('the side menu moves between the pages without reloading', async ({ page }) => {
    await page.goto('/careers/career');
    await page.evaluate(() => Object.assign(window, { careersMarker: true }));
    await careersMenu(page).getByRole('link', { name: 'Tirocini' }).click();
    await expect(page).toHaveURL(/\/careers\/internships$/);
    await expect(page).toHaveTitle('Tirocini | Alumis');
    expect(await page.evaluate(() => 'careersMarker' in window)).toBe(true);
  });
});

test.describe('open positions from the careers API', () => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const visibleTitle = `Tecnologo di laminazione e2e-${suffix}`;
  const expiredTitle = `Manutentore scaduto e2e-${suffix}`;
  const created: string[] = [];
  let token = '';

  async function createCareer(request: APIRequestContext, body: Omit<Career, '_id'>) {
    const response = await request.post('/api/careers', {
      headers: { Authorization: `Bearer ${token}` },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(201);
    const career = (await response.json()) as Career;
    created.push(career._id);
    return career;
  }

  test.afterAll(async ({ request }) => {
    for (const id of created) {
      const response = await request.delete(`/api/careers/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect([204, 404]).toContain(response.status());
    }
  });

  test('lists a visible vacancy, hides an expired one and shows the sanitised details', async ({
    page,
    request,
  }) => {
    token = await adminToken(request);
    await createCareer(request, {
      title: visibleTitle,
      startDate: day(-1),
      endDate: day(30),
      responsibilities: '<ul><li>Ottimizzare i programmi di laminazione a freddo</li></ul>',
      requirements:
        '<p>Laurea in ingegneria dei materiali</p><script>window.__careerScript = true</script><img src="x" onerror="window.__careerScript = true">',
      additional: '<p>Contratto a tempo indeterminato</p>',
    });
    await createCareer(request, {
      title: expiredTitle,
      startDate: day(-30),
      endDate: day(-1),
      responsibilities: '<p>Manutenzione delle presse</p>',
      requirements: '<p>Diploma tecnico</p>',
      additional: '',
    });

    await page.goto('/careers/open-positions');
    await expect(vacancyTitles(page).filter({ hasText: visibleTitle })).toHaveCount(1);
    await expect(openPositions(page).getByText(expiredTitle)).toHaveCount(0);
    const row = openPositions(page).getByRole('listitem').filter({ hasText: visibleTitle });
    // The Italian list style (Intl's medium date): `27 nov 2026`.
    const format = (iso: string) => {
      const [year, month, date] = iso.split('-').map(Number);
      return new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium' }).format(
        new Date(year!, month! - 1, date),
      );
    };
    await expect(row).toContainText(`Dal ${format(day(-1))} al ${format(day(30))}`);

    const opener = row.getByRole('button', { name: /Dettagli/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: visibleTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Responsabilità' })).toBeVisible();
    await expect(dialog.getByText('Ottimizzare i programmi di laminazione a freddo')).toBeVisible();
    await expect(dialog.getByText('Laurea in ingegneria dei materiali')).toBeVisible();
    await expect(dialog.getByText('Contratto a tempo indeterminato')).toBeVisible();
    await expect(dialog.locator('script')).toHaveCount(0);
    await expect(dialog.locator('[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => '__careerScript' in window)).toBe(false);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a vacancy has its own page in each language, a JobPosting, and a place in the sitemap', async ({
    page,
    request,
  }) => {
    token = await adminToken(request);
    const title = `Operatore di laminatoio e2e-${suffix}`;
    const english = `Rolling mill operator e2e-${suffix}`;
    const open = await createCareer(request, {
      title,
      startDate: day(-1),
      endDate: day(20),
      responsibilities: '<p>Conduce il laminatoio a freddo.</p>',
      requirements: '',
      additional: '',
      translations: {
        en: {
          title: english,
          responsibilities: '<p>Runs the cold rolling mill.</p>',
          requirements: '',
          additional: '',
        },
      },
    });
    const expired = await createCareer(request, {
      title: `Chiusa e2e-${suffix}`,
      startDate: day(-20),
      endDate: day(-1),
      responsibilities: '',
      requirements: '',
      additional: '',
    });

    // The English site reads the English text; its title leads to the vacancy's page.
    await page.goto('/en/careers/open-positions');
    await openPositions(page).getByRole('link', { name: english, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/careers/open-positions/${open._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
    await expect(page.getByText('Runs the cold rolling mill.')).toBeVisible();

    // The server's HTML carries the posting, headline = h1, valid to the end of its last day.
    const html = await (await request.get(`/en/careers/open-positions/${open._id}`)).text();
    const postings = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((data) => data['@type'] === 'JobPosting');
    expect(postings).toEqual([
      expect.objectContaining({
        title: english,
        datePosted: day(-1),
        validThrough: expect.stringMatching(new RegExp(`^${day(20)}T23:59:59\\+0[23]:00$`)),
      }),
    ]);

    // Bulgarian has no text of its own: the Italian one, labelled and marked as Italian.
    await page.goto(`/bg/careers/open-positions/${open._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="it"]')).toHaveCount(1);
    await expect(page.getByText('Само на италиански')).toBeVisible();

    await expectNotFoundAt(page, `/careers/open-positions/${expired._id}`);
    await expectNotFoundAt(page, '/careers/open-positions/650000000000000000000000');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/careers/open-positions/${open._id}</loc>`);
    expect(sitemap).toContain(`/en/careers/open-positions/${open._id}</loc>`);
    expect(sitemap).not.toContain(expired._id);
  });
});

test.describe('open positions with a stubbed API', () => {
  // The answers are stubbed in the browser: the page must be the browser's own render, not the
  // server's (which read the real API).
  test.beforeEach(async ({ page }) => {
    await renderInBrowser(page, '/careers/open-positions');
  });

  test('the browser filters out an expired vacancy even if an answer lists it', async ({
    page,
  }) => {
    await page.route(
      '**/api/careers',
      answer([
        vacancy('a1', 'Ingegnere di processo'),
        vacancy('a2', 'Posizione già chiusa', { startDate: day(-40), endDate: day(-2) }),
      ]),
    );
    await page.goto('/careers/open-positions');
    await expect(vacancyTitles(page)).toHaveText(['Ingegnere di processo']);
  });

  test('the modal closes on "Chiudi" and on the backdrop, giving the focus back', async ({
    page,
  }) => {
    await page.route('**/api/careers', answer([vacancy('a1', 'Addetto controllo qualità')]));
    await page.goto('/careers/open-positions');
    const opener = openPositions(page).getByRole('button', { name: /Dettagli/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Addetto controllo qualità' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await opener.click();
    await expect(dialog).toBeVisible();
    // A point of the backdrop, outside the dialog box.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('without visible vacancies the page suggests an unsolicited application', async ({
    page,
  }) => {
    await page.route('**/api/careers', answer([]));
    await page.goto('/careers/open-positions');
    await expect(openPositions(page)).toContainText('Al momento non ci sono posizioni aperte');
    await expect(
      openPositions(page).getByRole('link', { name: 'jobs@alumis.example' }),
    ).toHaveAttribute('href', 'mailto:jobs@alumis.example');
  });

  test.describe('when the API fails', () => {
    test.use({
      // One pattern: a two-item array would read as Playwright's [value, options] tuple.
      expectedConsoleErrors: [
        /Failed to load resource: .*status of 500|\[careers\] the open positions could not be loaded/,
      ],
    });

    test('shows an error with "Riprova", which loads the list again', async ({ page }) => {
      let fail = true;
      await page.route('**/api/careers', (route) =>
        fail
          ? answer({ error: { code: 'internal', message: 'Errore' } }, 500)(route)
          : answer([vacancy('a1', 'Operatore di pressa')])(route),
      );
      await page.goto('/careers/open-positions');
      const alert = openPositions(page).getByRole('alert');
      await expect(alert).toContainText('Non è stato possibile caricare le posizioni disponibili.');
      fail = false;
      await alert.getByRole('button', { name: 'Riprova' }).click();
      await expect(vacancyTitles(page)).toHaveText(['Operatore di pressa']);
      await expect(openPositions(page).getByRole('alert')).toHaveCount(0);
    });
  });
});
