// The Documents tab as an editor uses it: a PDF uploaded as a draft (kept from visitors),
// published, replaced at the same address and withdrawn; a PDF that runs JavaScript refused
// with a Bulgarian reason and nothing stored.
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminDocumentPage } from '@alu/common/contracts';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { cvPdf, pdfWithJavaScript } from '../../support/documents';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);

const fileAt = (slug: string) => `/uploads/documents/${slug}.pdf`;

/** Opens the tab and the form for a new document with the fields of a half-year report. */
async function fillNewReport(page: Page, slug: string, titles: Record<'it' | 'en' | 'bg', string>) {
  await page.getByRole('tab', { name: 'Документи' }).click();
  await expect(page.getByText('Зареждане…')).toHaveCount(0);
  await page.getByRole('button', { name: 'Нова публикация' }).click();
  const dialog = page.getByRole('dialog', { name: 'Нов документ' });
  await dialog.getByLabel('Адрес', { exact: true }).fill(slug);
  await dialog.getByLabel('Вид').selectOption('financial-statement');
  await dialog.getByLabel('Финансова година').fill('2025');
  await dialog.getByLabel('Период').selectOption('half-year');
  await dialog.getByLabel('Дата на документа (ДД-ММ-ГГГГ)').fill('15-09-2025');
  await dialog.getByLabel('Заглавие (IT), задължително').fill(titles.it);
  await dialog.getByLabel('Заглавие (EN)').fill(titles.en);
  await dialog.getByLabel('Заглавие (BG)').fill(titles.bg);
  return dialog;
}

async function adminSlugs(request: APIRequestContext, q: string): Promise<string[]> {
  const response = await request.get(`/api/admin/documents?q=${q}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as AdminDocumentPage).items.map((item) => item.slug);
}

test.describe('the Documents tab', () => {
  test('a report uploaded as a draft, published, replaced at its address and withdrawn', async ({
    page,
    request,
  }) => {
    const slug = `e2e-relazione-${suffix}`;
    const bgTitle = `Шестмесечен отчет ${suffix}`;
    const first = await cvPdf(`Relazione semestrale ${suffix}`);
    const second = await cvPdf(`Relazione semestrale ${suffix}, corretta`);

    await signInAsAdmin(page);
    const create = await fillNewReport(page, slug, {
      it: `Relazione semestrale ${suffix}`,
      en: `Half-year report ${suffix}`,
      bg: bgTitle,
    });
    await create
      .getByLabel('PDF файл, задължително')
      .setInputFiles({ name: 'relazione.pdf', mimeType: 'application/pdf', buffer: first });
    await expect(create.getByText('Избран файл: relazione.pdf')).toBeVisible();
    await create
      .getByRole('group', { name: 'Публикуване' })
      .getByLabel('Състояние')
      .selectOption('draft');
    await create.getByRole('button', { name: 'Създай' }).click();
    await expect(create).toBeHidden();

    const row = page
      .getByRole('list', { name: 'Документи' })
      .getByRole('listitem')
      .filter({ hasText: bgTitle });
    await expect(row.getByText('Чернова')).toBeVisible();
    await expect(row.getByText('Финансов отчет · Шестмесечен 2025')).toBeVisible();
    // A draft is not served.
    expect((await request.get(fileAt(slug))).status()).toBe(404);

    // Published: the address serves the file.
    await row.getByRole('button').first().click();
    const edit = page.getByRole('dialog', { name: 'Редактиране на документ' });
    await expect(edit.getByLabel('Адрес', { exact: true })).toBeDisabled();
    await edit
      .getByRole('group', { name: 'Публикуване' })
      .getByLabel('Състояние')
      .selectOption('published');
    await edit.getByRole('button', { name: 'Запази' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByText('Чернова')).toHaveCount(0);
    await expect(
      row.getByRole('link', { name: `PDF на „${bgTitle}“ в сайта (нов раздел)` }),
    ).toHaveAttribute('href', fileAt(slug));
    const served = await request.get(fileAt(slug));
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await served.body()).equals(first)).toBe(true);

    // Replaced: the same address serves the new bytes; the history keeps both.
    await row.getByRole('button').first().click();
    await edit
      .getByLabel('Нов файл (PDF) на същия адрес')
      .setInputFiles({ name: 'corretta.pdf', mimeType: 'application/pdf', buffer: second });
    await edit.getByRole('button', { name: 'Замени файла' }).click();
    // The result takes the focus (the upload's controls it replaced are gone).
    await expect(page.locator(':focus')).toContainText(
      `Файлът е заменен: адресът ${fileAt(slug)} вече показва версия 2.`,
    );
    const history = edit.getByRole('list', { name: 'История на файла' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('текуща');
    await edit.getByRole('button', { name: 'Отказ' }).click();
    await expect(edit).toBeHidden();
    const replaced = await request.get(fileAt(slug));
    expect(Buffer.from(await replaced.body()).equals(second)).toBe(true);

    // Withdrawn after the confirmation: off the site at once.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain(fileAt(slug));
      void dialog.accept();
    });
    await row.getByRole('button', { name: `Свали „${bgTitle}“ от сайта` }).click();
    await expect(page.getByText(`„${bgTitle}“ е свален от сайта.`)).toBeVisible();
    await expect(row.getByText('Свалена')).toBeVisible();
    expect((await request.get(fileAt(slug))).status()).toBe(404);

    // Each step is in the activity trail.
    await page.getByRole('tab', { name: 'Дейност' }).click();
    await page.getByLabel('Вид').selectOption({ label: 'Документи' });
    const entries = page
      .getByRole('table', { name: 'Дейност, най-новите първо' })
      .getByRole('row')
      .filter({ hasText: slug });
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText('Сваляне на документ');
    await expect(entries.nth(1)).toContainText('Нов файл на документ');
    await expect(entries.nth(2)).toContainText('Публикуване на документ');
    await expect(entries.nth(3)).toContainText('Нов документ');
  });

  test.describe('a PDF that runs JavaScript', () => {
    test.use({ expectedConsoleErrors: [/status of 422|\[admin\] saving failed/] });

    test('is refused with the reason in Bulgarian, and nothing is stored', async ({
      page,
      request,
    }) => {
      const slug = `e2e-attivo-${suffix}`;
      await signInAsAdmin(page);
      const dialog = await fillNewReport(page, slug, {
        it: `Relazione attiva ${suffix}`,
        en: '',
        bg: '',
      });
      await dialog.getByLabel('PDF файл, задължително').setInputFiles({
        name: 'attiva.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfWithJavaScript(),
      });
      await dialog.getByRole('button', { name: 'Създай' }).click();
      const file = dialog.getByLabel('PDF файл, задължително');
      await expect(file).toBeFocused();
      await expect(file).toHaveAttribute('aria-invalid', 'true');
      await expect(
        dialog.getByText(/^PDF файлът съдържа активно съдържание \(открито: \/[A-Za-z]+\)/),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Създай' })).toBeDisabled();
      // What was typed is still there.
      await expect(dialog.getByLabel('Адрес', { exact: true })).toHaveValue(slug);
      expect(await adminSlugs(request, slug)).toEqual([]);
    });
  });
});
