import type { Career } from '@alu/common/contracts';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { ADMIN_USERNAME } from '../../support/ports';
import { expect, test } from '../../support/test';

test.describe('activity tab', () => {
  test('lists the writes an administrator just made, with who and what', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const title = `Audit e2e ${Math.random().toString(36).slice(2, 8)}`;
    const created = await request.post('/api/careers', {
      headers,
      data: {
        title,
        startDate: '01-01-2020',
        endDate: '02-01-2020',
        responsibilities: '',
        requirements: '',
        additional: '',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { _id: id } = (await created.json()) as Career;
    expect((await request.delete(`/api/careers/${id}`, { headers })).status()).toBe(204);

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Дейност' }).click();
    await page.getByLabel('Вид').selectOption({ label: 'Кариери' });
    const table = page.getByRole('table', { name: 'Дейност, най-новите първо' });
    const rows = table.getByRole('row').filter({ hasText: id });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Изтриване на обява');
    await expect(rows.nth(1)).toContainText('Нова обява');
    await expect(rows.nth(1)).toContainText(title);
    await expect(rows.nth(1)).toContainText(ADMIN_USERNAME);

    // The sign-in this test made is there too; entries cannot be changed through the API.
    await page.getByLabel('Вид').selectOption({ label: 'Вход и пароли' });
    await expect(table.getByRole('row').nth(1)).toContainText('Вход');
    for (const method of ['put', 'delete'] as const) {
      expect((await request[method]('/api/audit', { headers })).status()).toBe(404);
    }
  });
});
