// Documents as editors publish them, with no release of any remote. In the admin's Documents
// tab an administrator uploads a half-year report as a draft, previews it and schedules it
// about a minute ahead: until then it is on no page, in no sitemap and no search; at its
// moment it is on the financial statements page in Italian, English and Bulgarian (server
// HTML), in the documents' sitemap and in the site search. A new file is served at the same
// address at once, and Chromium's viewer shows it with the API's headers; withdrawn, the
// report leaves pages, sitemap and search within the caches' stated freshness. And the
// addresses the PDFs had as files of the investors remote's build lead for good to the same
// documents, now the API's.
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AdminDocumentPage } from '@alu/common/contracts';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { originOf, SITE_URL } from '../../support/ports';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);
const slug = `relazione-semestrale-e2e${suffix}`;
const fileAt = `/uploads/documents/${slug}.pdf`;
const word = `e2e${suffix}`;
const titles = {
  it: `Relazione finanziaria semestrale ${word}`,
  en: `Half-year financial report ${word}`,
  bg: `Шестмесечен финансов отчет ${word}`,
};
const PAGE = '/investors/financial-statements';
const LANGUAGES = [
  ['', titles.it],
  ['/en', titles.en],
  ['/bg', titles.bg],
] as const;
/**
 * How stale each place may be (docs/documents.md): a page made with API data is fresh 10 s
 * (a write through this site server drops it at once; the publication clock's moment reaches
 * every instance within that); the search answer may be kept 5 s; the sitemap and the file
 * are revalidated on every use.
 */
const PAGE_FRESH_MS = 10_000;
const SEARCH_FRESH_MS = 5_000;
/** Room for the machine: the publication clock's tick, a render, a slow runner. */
const MARGIN_MS = 5_000;

/** `YYYY-MM-DDTHH:mm` in Sofia, as the form's datetime field takes it. */
const sofiaMoment = (at: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Sofia',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');

/** The text of the report's link in the server HTML of `path`, or undefined without one. */
async function reportLinkIn(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const link = new RegExp(`<a\\b[^>]*href="${fileAt}"[^>]*>([\\s\\S]*?)</a>`).exec(html);
  return link?.[1]
    ?.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the report is in the server HTML of the page in any language. */
async function onAnyPage(request: APIRequestContext) {
  for (const [prefix] of LANGUAGES) {
    if ((await reportLinkIn(request, `${prefix}${PAGE}`)) !== undefined) return true;
  }
  return false;
}

/** The titles of the site search's document results for the report's word in `lang`. */
async function searchTitles(request: APIRequestContext, lang: string) {
  const response = await request.get(`/api/search?q=${word}&lang=${lang}&kind=document`);
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { groups: { results: { title: string }[] }[] };
  return answer.groups.flatMap((group) => group.results.map((result) => result.title));
}

const sitemap = async (request: APIRequestContext) =>
  (await request.get('/uploads/documents/sitemap.xml')).text();

/**
 * The number of pages Chromium's PDF viewer shows in `tab`, once it shows a document (the
 * viewer is an extension frame; its toolbar's page selector says "/ <count>").
 */
async function pagesInViewer(tab: Page): Promise<number | undefined> {
  const viewer = tab.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
  if (!viewer) return undefined;
  const pages = await viewer
    .evaluate(() => {
      const toolbar = document
        .querySelector('pdf-viewer')
        ?.shadowRoot?.querySelector('viewer-toolbar');
      const selector = toolbar?.shadowRoot?.querySelector('viewer-page-selector');
      return selector?.shadowRoot?.querySelector('#pagelength')?.textContent ?? null;
    })
    .catch(() => null);
  return pages ? Number(pages.trim()) : undefined;
}

/** A real PDF of `count` pages, each reading `text`. */
async function pdfOfPages(text: string, count: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= count; page += 1) {
    pdf.addPage([420, 300]).drawText(`${text} (${page})`, { x: 30, y: 250, size: 16, font });
  }
  return Buffer.from(await pdf.save());
}

/** Each remote's active version as the registry names it (its entry's address). */
async function activeRemotes(request: APIRequestContext) {
  const response = await request.get('/api/remotes');
  expect(response.status()).toBe(200);
  const registry = (await response.json()) as { remotes: { name: string; entry: string }[] };
  return registry.remotes.map(({ name, entry }) => `${name} ${entry}`).sort();
}

/** The report's row in the Documents tab (its title there is the Bulgarian one). */
const rowOf = (page: Page) =>
  page
    .getByRole('list', { name: 'Документи' })
    .getByRole('listitem')
    .filter({ hasText: titles.bg });

test.describe('a document an editor publishes', () => {
  test.afterAll(async ({ request }) => {
    // Whatever happened, the report does not stay on the site.
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    const found = await request.get(`/api/admin/documents?q=${slug}`, { headers });
    for (const item of ((await found.json()) as AdminDocumentPage).items) {
      await request.post(`/api/admin/documents/${item._id}/withdraw`, { headers });
    }
  });

  test('uploaded as a draft, previewed, scheduled a minute ahead: public at its moment in three languages, sitemap and search; replaced at its address; withdrawn, gone', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const releasesBefore = await activeRemotes(request);
    const first = await pdfOfPages(`Relazione semestrale ${word}`, 1);
    const second = await pdfOfPages(`Relazione semestrale ${word}, corretta`, 2);

    // A draft, uploaded in the Documents tab.
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Документи' }).click();
    await expect(page.getByText('Зареждане…')).toHaveCount(0);
    await page.getByRole('button', { name: 'Нова публикация' }).click();
    const create = page.getByRole('dialog', { name: 'Нов документ' });
    await create
      .getByLabel('PDF файл, задължително')
      .setInputFiles({ name: 'semestrale.pdf', mimeType: 'application/pdf', buffer: first });
    await create.getByLabel('Адрес', { exact: true }).fill(slug);
    await create.getByLabel('Вид').selectOption('financial-statement');
    await create.getByLabel('Финансова година').fill('2026');
    await create.getByLabel('Период').selectOption('half-year');
    await create.getByLabel('Дата на документа (ДД-ММ-ГГГГ)').fill('28-08-2026');
    await create.getByLabel('Заглавие (IT), задължително').fill(titles.it);
    await create.getByLabel('Заглавие (EN)').fill(titles.en);
    await create.getByLabel('Заглавие (BG)').fill(titles.bg);
    const createState = create.getByRole('group', { name: 'Публикуване' }).getByLabel('Състояние');
    await createState.selectOption('draft');
    await create.getByRole('button', { name: 'Създай' }).click();
    await expect(create).toBeHidden();
    await expect(rowOf(page).getByText('Чернова')).toBeVisible();
    // A draft is not served.
    expect((await request.get(fileAt)).status()).toBe(404);

    // Previewed: the stored file opens in a new tab, in the browser's PDF viewer.
    await rowOf(page).getByRole('button').first().click();
    const edit = page.getByRole('dialog', { name: 'Редактиране на документ' });
    const previewOpens = page.waitForEvent('popup');
    await edit.getByRole('button', { name: 'Отвори версия 1' }).click();
    const preview = await previewOpens;
    await preview.waitForURL(/^blob:/);
    await expect.poll(() => pagesInViewer(preview), { timeout: 15_000 }).toBe(1);
    await preview.close();

    // Scheduled for the first whole minute at least a minute ahead (the field takes minutes).
    const publishAt = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
    const state = edit.getByRole('group', { name: 'Публикуване' }).getByLabel('Състояние');
    await state.selectOption('scheduled');
    await edit.getByLabel('Дата и час на публикуване').fill(sofiaMoment(publishAt));
    await edit.getByRole('button', { name: 'Запази' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page).getByText(/^Насрочена за /)).toBeVisible();

    // Before its moment: on no page, in no sitemap, no search; the address answers nothing.
    expect(await onAnyPage(request)).toBe(false);
    expect(await sitemap(request)).not.toContain(slug);
    for (const lang of ['it', 'en', 'bg']) expect(await searchTitles(request, lang)).toEqual([]);
    expect((await request.get(fileAt)).status()).toBe(404);
    expect(Date.now(), 'the checks before the moment ended before it').toBeLessThan(publishAt);

    // At its moment, with nobody acting: the Italian page's server HTML lists it…
    await expect
      .poll(() => reportLinkIn(request, PAGE), {
        timeout: publishAt - Date.now() + PAGE_FRESH_MS + MARGIN_MS,
        intervals: [1000],
      })
      .toContain(titles.it);
    const appeared = Date.now();
    expect(appeared).toBeGreaterThanOrEqual(publishAt);
    expect(appeared).toBeLessThanOrEqual(publishAt + PAGE_FRESH_MS + MARGIN_MS);
    // …and the English and Bulgarian ones, each with its own title.
    for (const [prefix, title] of LANGUAGES.slice(1)) {
      await expect
        .poll(() => reportLinkIn(request, `${prefix}${PAGE}`), {
          timeout: PAGE_FRESH_MS + MARGIN_MS,
        })
        .toContain(title);
    }
    // In the browser: under its year, the file at its address (no language in front).
    await page.goto(PAGE);
    await expect(
      page
        .getByRole('main')
        .getByRole('region', { name: '2026' })
        .getByRole('link', { name: new RegExp(titles.it) }),
    ).toHaveAttribute('href', fileAt);
    expect(await sitemap(request)).toContain(`${SITE_URL}${fileAt}`);
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${SITE_URL}/uploads/documents/sitemap.xml`,
    );
    await expect
      .poll(() => searchTitles(request, 'it'), { timeout: SEARCH_FRESH_MS + MARGIN_MS })
      .toEqual([titles.it]);
    expect(await searchTitles(request, 'en')).toEqual([titles.en]);
    expect(await searchTitles(request, 'bg')).toEqual([titles.bg]);
    // The results page of the English site links the file itself, not /en/uploads/….
    await page.goto(`/en/search?q=${word}`);
    await expect(
      page
        .getByRole('main')
        .getByRole('region', { name: /^Documents \(1\)$/ })
        .getByRole('link'),
    ).toHaveAttribute('href', fileAt);

    // Replaced in the tab: the same address serves the new bytes at once.
    const served = await request.get(fileAt);
    expect(Buffer.from(await served.body()).equals(first)).toBe(true);
    const firstTag = served.headers().etag ?? '';
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Документи' }).click();
    await rowOf(page).getByRole('button').first().click();
    await edit
      .getByLabel('Нов файл (PDF) на същия адрес')
      .setInputFiles({ name: 'corretta.pdf', mimeType: 'application/pdf', buffer: second });
    await edit.getByRole('button', { name: 'Замени файла' }).click();
    await expect(edit.getByText(`адресът ${fileAt} вече показва версия 2`)).toBeVisible();
    await edit.getByRole('button', { name: 'Отказ' }).click();
    await expect(edit).toBeHidden();
    // A browser holding the first file revalidates it and gets the second.
    const replaced = await request.get(fileAt, { headers: { 'If-None-Match': firstTag } });
    expect(replaced.status()).toBe(200);
    expect(Buffer.from(await replaced.body()).equals(second)).toBe(true);
    const headers = replaced.headers();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe(
      `inline; filename="Relazione-finanziaria-semestrale-${word}.pdf"`,
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.etag).toMatch(/^"[0-9a-f]{24}"$/);
    expect(headers.etag).not.toBe(firstTag);
    // Opened from the site's origin with those headers, Chromium's viewer shows the new file.
    const viewer = await page.context().newPage();
    await viewer.goto(fileAt);
    await expect.poll(() => pagesInViewer(viewer), { timeout: 15_000 }).toBe(2);
    await viewer.close();

    // Withdrawn in the tab, after the confirmation naming the address.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain(fileAt);
      void dialog.accept();
    });
    await rowOf(page)
      .getByRole('button', { name: `Свали „${titles.bg}“ от сайта` })
      .click();
    await expect(page.getByText(`„${titles.bg}“ е свален от сайта.`)).toBeVisible();
    const withdrawnAt = Date.now();
    expect((await request.get(fileAt)).status()).toBe(404);
    expect(await sitemap(request)).not.toContain(slug);
    await expect
      .poll(() => onAnyPage(request), { timeout: PAGE_FRESH_MS + MARGIN_MS, intervals: [1000] })
      .toBe(false);
    await expect
      .poll(() => searchTitles(request, 'it'), { timeout: SEARCH_FRESH_MS + MARGIN_MS })
      .toEqual([]);
    expect(await searchTitles(request, 'en')).toEqual([]);
    expect(await searchTitles(request, 'bg')).toEqual([]);
    expect(Date.now() - withdrawnAt).toBeLessThanOrEqual(PAGE_FRESH_MS + MARGIN_MS * 2);

    // All of it with the remotes the site had: no release, no activation.
    expect(await activeRemotes(request)).toEqual(releasesBefore);
  });
});

test('the addresses the PDFs had in the investors remote’s build lead for good to the documents', async ({
  request,
}) => {
  for (const old of [
    `${originOf('investors')}/static/files/bilancio-esercizio-2015.3f9a0c12.pdf`,
    `${originOf('investors')}/releases/1.0.0/static/files/certificato-qualicoat.0b1c2d3e.pdf`,
  ]) {
    const name = /files\/([a-z0-9-]+)\./.exec(old)?.[1];
    const redirect = await request.get(old, { maxRedirects: 0 });
    expect(redirect.status(), old).toBe(301);
    expect(redirect.headers().location).toBe(`${SITE_URL}/uploads/documents/${name}.pdf`);
    // Followed, it is the document on the site's own origin.
    const followed = await request.get(old);
    expect(followed.status(), old).toBe(200);
    expect(followed.url()).toBe(`${SITE_URL}/uploads/documents/${name}.pdf`);
    expect(followed.headers()['content-type']).toBe('application/pdf');
    expect((await followed.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
});
