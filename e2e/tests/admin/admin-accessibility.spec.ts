import { signInAsAdmin } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';

/** Every screen of the administration: the sign-in form, each tab and each form. */
const TABS = [
  { tab: 'Новини', form: 'Нова публикация' },
  { tab: 'Медиите за нас', form: 'Нова публикация' },
  { tab: 'Кариери', form: 'Нова обява' },
  { tab: 'Документи', form: 'Нов документ' },
  { tab: 'Календар', form: 'Ново събитие' },
  { tab: 'Запитвания' },
  { tab: 'Кандидатури' },
  { tab: 'Абонати' },
  { tab: 'Дейност' },
  { tab: 'Версии' },
] as const;

test('no serious or critical axe violation on any admin screen', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const scan = async (screen: string) => {
    for (const violation of await seriousViolations(page, consoleErrors)) {
      found.push(`${screen} – ${violation}`);
    }
  };

  await page.goto('/admin/login');
  await scan('sign-in');
  await signInAsAdmin(page);
  for (const { tab, ...rest } of TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByText('Зареждане…')).toHaveCount(0);
    await scan(tab);
    if ('form' in rest) {
      await page.getByRole('button', { name: 'Нова публикация' }).click();
      const dialog = page.getByRole('dialog', { name: rest.form });
      await expect(dialog).toBeVisible();
      await scan(`${tab}: ${rest.form}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
  await page.getByRole('button', { name: 'Смяна на паролата' }).click();
  await expect(page.getByRole('dialog', { name: 'Смяна на паролата' })).toBeVisible();
  await scan('password');
  expect(found).toEqual([]);
});
