import type { NewsletterSubscriber } from '@alu/common/contracts';
import { adminToken } from '../../support/admin';
import { requestAsClient, routeAsClient, testClientIp } from '../../support/clientAddress';
import { expect, test } from '../../support/test';

/** The e2e API's newsletter limit per client address (the API's default). */
const LIMIT_PER_IP = 20;

test.describe('newsletter subscription in the footer', () => {
  // The browser logs the refused requests (400, 429) the test provokes.
  test.use({ expectedConsoleErrors: [/status of (400|429)/] });

  test('subscribes once, accepts a repeat, refuses bad addresses and a flood', async ({ page }) => {
    test.slow();
    // This test's own rate-limit budget (see testClientIp), for the page's and its own calls.
    const clientIp = testClientIp();
    await routeAsClient(page, '**/api/newsletter', clientIp);
    const address = `lettore-${Date.now()}@example.it`;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Iscriviti alla newsletter');
    const submit = footer.getByRole('button', { name: 'Iscriviti' });
    const status = footer.getByRole('status');

    await field.fill(address);
    await submit.click();
    await expect(status).toHaveText(/iscrizione alla newsletter è stata registrata/);
    await expect(field).toHaveValue('');

    await field.fill(address.toUpperCase());
    await submit.click();
    await expect(status).toHaveText(/già iscritto/);

    // The form applies the API's own address rule: refused without a request.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) sent.push(request.postData() ?? '');
    });
    await field.fill('lettore@exa_mple.it');
    await submit.click();
    await expect(status).toHaveText('Inserisci un indirizzo e-mail valido.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('lettore@exa_mple.it');
    expect(sent).toEqual([]);

    const token = await adminToken(page.request);
    const list = await page.request.get('/api/newsletter', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const subscribers = (await list.json()) as NewsletterSubscriber[];
    expect(subscribers.filter((subscriber) => subscriber.email === address)).toHaveLength(1);

    // Two requests so far from this address; use up the rest, then the form says so.
    for (let count = 2; count < LIMIT_PER_IP; count += 1) {
      await requestAsClient(clientIp, {
        path: '/api/newsletter',
        data: { email: `flood${count}@example.it` },
      });
    }
    await field.fill('ancora-uno@example.it');
    await submit.click();
    await expect(status).toHaveText(/Riprova tra qualche minuto/);
    await expect(field).toHaveValue('ancora-uno@example.it');
  });
});
