import type { StoredInquiry } from '@alu/common/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './ports';

/** Signs the e2e administrator in through the API and answers its token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Every stored inquiry, newest first, as the administrators' API answers them. */
export async function storedInquiries(request: APIRequestContext): Promise<StoredInquiry[]> {
  const response = await request.get('/api/inquiries', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredInquiry[];
}

/** Signs the e2e administrator in through the sign-in form and waits for the panel. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Потребителско име').fill(ADMIN_USERNAME);
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Администрация', level: 1 })).toBeVisible();
}
