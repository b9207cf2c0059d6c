import type { Page } from '@playwright/test';

/**
 * Fake EmailJS ids the e2e API hands the inquiry forms (GET /api/public-config), so the forms
 * take their e-mail step. Tests that send a form intercept the EmailJS API with
 * {@link interceptEmailJs}: nothing reaches the internet.
 */
export const E2E_EMAILJS = {
  serviceId: 'service_e2e',
  templateId: 'template_e2e',
  publicKey: 'e2e-public-key',
} as const;

/** What @emailjs/browser POSTs to its API. */
export interface EmailJsRequest {
  readonly lib_version: string;
  readonly user_id: string;
  readonly service_id: string;
  readonly template_id: string;
  readonly template_params: Readonly<Record<string, string>>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

/**
 * Answers every request to the EmailJS API in the page (200 "OK", or `status` to simulate an
 * outage) and collects the sent payloads.
 */
export async function interceptEmailJs(
  page: Page,
  { status = 200 }: { status?: number } = {},
): Promise<EmailJsRequest[]> {
  const sent: EmailJsRequest[] = [];
  await page.route('https://api.emailjs.com/**', async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: CORS });
      return;
    }
    sent.push(request.postDataJSON() as EmailJsRequest);
    await route.fulfill({
      status,
      headers: CORS,
      contentType: 'text/plain',
      body: status === 200 ? 'OK' : 'Service unavailable',
    });
  });
  return sent;
}
