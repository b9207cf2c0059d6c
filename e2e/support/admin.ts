import type { StoredInquiry } from '@alu/common/contracts';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, FERRETDB_PORT } from './ports';

export interface AdminCredentials {
  readonly username: string;
  readonly password: string;
}

const E2E_ADMIN: AdminCredentials = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };

/**
 * Adds an administrator to the e2e site's database with the operators' own command
 * (`npm run admin:create -w api`), for a test that must not touch the shared e2e administrator.
 */
export async function createAdmin(admin: AdminCredentials): Promise<void> {
  const root = path.resolve(__dirname, '..', '..');
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'api', 'dist', 'components', 'admin', 'createAdminCli.js')],
    {
      cwd: path.join(root, 'api'),
      env: {
        ...process.env,
        MONGODB_URI: `mongodb://127.0.0.1:${FERRETDB_PORT}/?directConnection=true`,
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'silent',
      },
    },
  );
}

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

/** Signs an administrator (the e2e one by default) in through the form; waits for the panel. */
export async function signInAsAdmin(page: Page, admin: AdminCredentials = E2E_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Потребителско име').fill(admin.username);
  await page.getByLabel('Парола').fill(admin.password);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Администрация', level: 1 })).toBeVisible();
}
