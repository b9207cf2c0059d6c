import type { Career, StoredApplication } from '@alu/common/contracts';
import { APPLICATION_LIMITS, careersToday } from '@alu/common/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { cvPdf } from '../../support/documents';
import { expect, test } from '../../support/test';

function day(days: number): string {
  const date = new Date(`${careersToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const suffix = Math.random().toString(36).slice(2, 8);
const TITLE = `Operatore di laminatoio e2e-${suffix}`;
const APPLICANT = `Elena Petrova ${suffix}`;

const submit = (page: Page) => page.getByRole('button', { name: 'Invia la candidatura' }).click();
const field = (page: Page, label: RegExp) => page.getByLabel(label);
/** The message under a field: the first element its aria-describedby names. */
async function problemUnder(page: Page, label: RegExp): Promise<string> {
  const describedBy = (await field(page, label).getAttribute('aria-describedby')) ?? '';
  const id = describedBy.split(' ')[0] ?? '';
  return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
}

async function applicationsOf(request: APIRequestContext, token: string, vacancy: string) {
  const response = await request.get(`/api/applications?vacancy=${vacancy}&limit=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: StoredApplication[] }).items;
}

test.describe('online job application', () => {
  let token = '';
  let vacancy: Career;

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
    const response = await request.post('/api/careers', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: TITLE,
        startDate: day(-1),
        endDate: day(30),
        responsibilities: '<p>Condurre il laminatoio a freddo.</p>',
        requirements: '<p>Diploma tecnico.</p>',
        additional: '<p>Turni su tre squadre.</p>',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    vacancy = (await response.json()) as Career;
  });

  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${token}` };
    for (const application of await applicationsOf(request, token, vacancy._id)) {
      await request.delete(`/api/applications/${application._id}`, { headers });
    }
    await request.delete(`/api/careers/${vacancy._id}`, { headers });
  });

  // The file that is no PDF is refused by the API with a 400, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\) \(\S+\/api\/applications\)/] });

  test('bad input gets an Italian message under its field, and what was typed stays', async ({
    page,
  }) => {
    await page.goto('/careers/open-positions');
    const row = page.getByRole('listitem').filter({ hasText: TITLE });
    await row.getByRole('link', { name: /^Candidati online/ }).click();
    await expect(page).toHaveURL(`/careers/application-form?vacancy=${vacancy._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Job Application');
    await expect(page).toHaveTitle('Candidatura online | Alumis');
    await expect(field(page, /^Posizione/)).toHaveValue(vacancy._id);
    const consentLink = page.getByRole('link', { name: 'informativa sui dati personali' });
    await expect(consentLink).toHaveAttribute('href', '/personal-data');

    // Nothing filled in: every required field says what it needs.
    await submit(page);
    expect(await problemUnder(page, /^Nome e cognome/)).toBe('Scrivi il tuo nome e cognome.');
    expect(await problemUnder(page, /^Telefono/)).toBe('Scrivi un numero di telefono.');
    expect(await problemUnder(page, /^Curriculum vitae/)).toBe(
      'Allega il tuo CV in formato PDF o DOCX.',
    );
    expect(await problemUnder(page, /^Acconsento/)).toBe(
      'Per inviare la candidatura devi acconsentire al trattamento dei dati personali.',
    );
    await expect(field(page, /^Nome e cognome/)).toBeFocused();

    await field(page, /^Nome e cognome/).fill(APPLICANT);
    await field(page, /^E-mail/).fill('elena@esempio.bg');
    await field(page, /^Telefono/).fill('+359 54 800 123');
    await field(page, /^Lettera/).fill('Otto anni su linee di laminazione a freddo.');

    // A file of another type, then one over 5 MB: refused before anything is sent.
    const cv = field(page, /^Curriculum vitae/);
    await cv.setInputFiles({ name: 'cv.odt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    expect(await problemUnder(page, /^Curriculum vitae/)).toBe(
      'Il CV deve essere un file PDF o DOCX.',
    );
    await cv.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: await cvPdf(APPLICANT, APPLICATION_LIMITS.cvBytes),
    });
    expect(await problemUnder(page, /^Curriculum vitae/)).toBe(
      'Il CV supera i 5 MB: riducine le dimensioni e riprova.',
    );

    // Consent missing: nothing leaves the browser.
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/applications')) posted.push(request.method());
    });
    await cv.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await submit(page);
    await expect(field(page, /^Acconsento/)).toBeFocused();
    expect(posted).toEqual([]);

    // A file named .pdf that is no PDF: the server reads its bytes and refuses it.
    await field(page, /^Acconsento/).check();
    await submit(page);
    await expect(field(page, /^Curriculum vitae/)).toBeFocused();
    expect(await problemUnder(page, /^Curriculum vitae/)).toBe(
      'Il file non è un vero PDF o DOCX: salvalo di nuovo in uno di questi formati e riprova.',
    );
    expect(posted).toEqual(['POST']);
    await expect(field(page, /^Nome e cognome/)).toHaveValue(APPLICANT);
    await expect(field(page, /^Lettera/)).toHaveValue(
      'Otto anni su linee di laminazione a freddo.',
    );
    await expect(field(page, /^Acconsento/)).toBeChecked();
  });

  test('an application sent with its CV is seen in the admin, opened, given a status and erased', async ({
    page,
    request,
  }) => {
    const pdf = await cvPdf(APPLICANT);
    await page.goto(`/careers/open-positions/${vacancy._id}`);
    await page.getByRole('link', { name: 'Candidati online' }).click();
    await expect(field(page, /^Posizione/)).toHaveValue(vacancy._id);
    await field(page, /^Nome e cognome/).fill(APPLICANT);
    await field(page, /^E-mail/).fill('elena@esempio.bg');
    await field(page, /^Telefono/).fill('+359 54 800 123');
    await field(page, /^Curriculum vitae/).setInputFiles({
      name: 'CV Elena.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await field(page, /^Acconsento/).check();
    await submit(page);
    await expect(page.getByRole('heading', { name: 'Candidatura inviata' })).toBeFocused();
    await expect(page.getByTestId('application-sent')).toContainText(
      `Grazie, ${APPLICANT}! Abbiamo ricevuto la tua candidatura per la posizione «${TITLE}».`,
    );

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Кандидатури' }).click();
    await page.getByLabel('Позиция').selectOption({ label: `${TITLE} (1)` });
    const list = page.getByRole('list', { name: 'Кандидатури' });
    const card = list.getByRole('listitem').filter({ hasText: APPLICANT });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(card).toContainText(TITLE);
    await expect(card).toContainText('elena@esempio.bg');
    await expect(card).toContainText('CV Elena.pdf (PDF');

    // The CV opens in a tab of its own, as the applicant sent it.
    const [tab, download] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((response) => response.url().includes('/cv')),
      card.getByRole('button', { name: `Отвори автобиографията на ${APPLICANT}` }).click(),
    ]);
    expect(download.status()).toBe(200);
    // (The body itself went to the tab; the API tests compare the bytes.)
    expect(download.headers()).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
    });
    await expect.poll(() => tab.url()).toMatch(/^blob:http/);
    await tab.close();

    await card.getByLabel('Състояние').selectOption('interview');
    await expect(card).toContainText('от e2e');

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: `Изтрий кандидатурата на ${APPLICANT}` }).click();
    await expect(page.getByText('Няма кандидатури.')).toBeVisible();
    expect(await applicationsOf(request, token, vacancy._id)).toEqual([]);
  });
});
