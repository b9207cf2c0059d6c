import { signInAsAdmin } from '../../support/admin';
import { expect, test } from '../../support/test';

test('leaving a changed form asks first; a "no" keeps what was typed', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Кариери' }).click();
  await page.getByRole('button', { name: 'Нова публикация' }).click();
  const form = page.getByRole('dialog', { name: 'Нова обява' });
  await expect(form).toBeVisible();

  // Unchanged, Escape just closes it.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Нова публикация' }).click();
  await form.getByLabel('Начална дата (ДД-ММ-ГГГГ)').fill('01-12-2026');
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void (questions.length < 3 ? dialog.dismiss() : dialog.accept());
  });
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Затвори' }).click();
  await form.getByRole('button', { name: 'Отказ' }).click();
  await expect.poll(() => questions.length).toBe(3);
  expect(new Set(questions)).toEqual(new Set(['Има незапазени промени. Да бъдат ли изоставени?']));
  await expect(form).toBeHidden();
});

test('leaving the page with a changed form asks the browser’s question', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Кариери' }).click();
  await page.getByRole('button', { name: 'Нова публикация' }).click();
  await page.getByLabel('Начална дата (ДД-ММ-ГГГГ)').fill('01-12-2026');
  // Leaving the page (a link, reload or a closed tab) meets the browser's own question.
  const asked = page.waitForEvent('dialog');
  const leaving = page.goto('/');
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.accept();
  await leaving;
  await expect(page).toHaveURL(/\/$/);
});

test.describe('after an expired session', () => {
  // The refused token is answered 401, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('a form left unsaved is offered again after signing in', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Кариери' }).click();
    await page.getByRole('button', { name: 'Нова публикация' }).click();
    await page.getByLabel('Начална дата (ДД-ММ-ГГГГ)').fill('03-12-2026');
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes(':draft:'))),
      )
      .toHaveLength(1);

    // The session ends (its token refused), the page is opened again: sign in, same form.
    await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Кариери' }).click();
    await page.getByRole('button', { name: 'Нова публикация' }).click();
    const form = page.getByRole('dialog', { name: 'Нова обява' });
    await expect(form.getByRole('status')).toContainText('Има незапазена чернова от');
    await form.getByRole('button', { name: 'Възстанови' }).click();
    await expect(form.getByLabel('Начална дата (ДД-ММ-ГГГГ)')).toHaveValue('03-12-2026');
    // Given up, nothing stays behind.
    page.removeAllListeners('dialog');
    page.once('dialog', (dialog) => void dialog.accept());
    await form.getByRole('button', { name: 'Отказ' }).click();
    await expect(form).toBeHidden();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes(':draft:'))),
    ).toEqual([]);
  });
});
