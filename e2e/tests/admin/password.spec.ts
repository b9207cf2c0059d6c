import { createAdmin, signInAsAdmin } from '../../support/admin';
import { expect, test } from '../../support/test';

test.describe('an administrator changes the password in the panel', () => {
  // The browser logs the refused request (403) the test provokes.
  test.use({ expectedConsoleErrors: [/status of 403|\[admin\] the password was not changed/] });

  test('asks for the current one, ends the other sessions and keeps this one', async ({
    page,
    request,
  }) => {
    // An administrator of this test's own: the shared e2e administrator keeps its password.
    const admin = { username: `redattore-${Date.now()}`, password: 'partenza per la prova 1' };
    const changed = 'arrivo dopo la prova 2';
    await createAdmin(admin);
    const otherSession = await request.post('/api/admin/login', { data: admin });
    const otherToken = ((await otherSession.json()) as { token: string }).token;

    await signInAsAdmin(page, admin);
    await page.getByRole('button', { name: 'Смяна на паролата' }).click();
    const dialog = page.getByRole('dialog', { name: 'Смяна на паролата' });
    await dialog.getByLabel('Текуща парола').fill('not the password at all');
    await dialog.getByLabel('Нова парола', { exact: true }).fill(changed);
    await dialog.getByLabel('Повторете новата парола').fill(changed);
    await dialog.getByRole('button', { name: 'Запази' }).click();
    await expect(dialog.getByText('Текущата парола е грешна.')).toBeVisible();

    await dialog.getByLabel('Текуща парола').fill(admin.password);
    await dialog.getByRole('button', { name: 'Запази' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Паролата е сменена');

    // The other session has ended; this one goes on, across a reload too.
    const refused = await request.post('/api/admin/validate', { data: { token: otherToken } });
    expect(refused.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Администрация', level: 1 })).toBeVisible();
    expect((await request.post('/api/admin/login', { data: admin })).status()).toBe(401);
    const withNew = await request.post('/api/admin/login', {
      data: { username: admin.username, password: changed },
    });
    expect(withNew.status()).toBe(200);
  });
});
