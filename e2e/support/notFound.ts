import { expect, type Page } from '@playwright/test';

/**
 * Visits `path` and checks what a visitor and a search engine get for a missing page: status
 * 404, the not-found page, and the address left as it was asked for (no redirect).
 */
export async function expectNotFoundAt(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole('heading', { level: 1, name: /404|non trovat/ })).toBeVisible();
}
