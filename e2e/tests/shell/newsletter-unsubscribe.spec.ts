import type { NewsletterSubscriber } from '@alu/common/contracts';
import { adminToken } from '../../support/admin';
import { requestAsClient, testClientIp } from '../../support/clientAddress';
import { expect, test } from '../../support/test';

// The browser logs the refused request (400) of the tampered link.
test.use({ expectedConsoleErrors: [/status of 400/] });

test('a subscriber leaves the newsletter from the link of a mail, after confirming', async ({
  page,
  request,
}) => {
  const address = `uscita-${Date.now()}@example.it`;
  const subscribed = await requestAsClient(testClientIp(), {
    path: '/api/newsletter',
    data: { email: address },
  });
  expect(subscribed.status).toBe(201);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const listed = async () =>
    (
      (await (await request.get('/api/newsletter', { headers })).json()) as NewsletterSubscriber[]
    ).filter((subscriber) => subscriber.email === address);
  const [subscriber] = await listed();
  const link = new URL(subscriber?.unsubscribeUrl ?? '');

  // Opening the link (as a mail scanner would) changes nothing.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Annulla l’iscrizione alla newsletter',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await listed()).toHaveLength(1);

  await page.getByRole('button', { name: 'Annulla l’iscrizione' }).click();
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText(/iscrizione alla newsletter è stata annullata/);
  expect(await listed()).toHaveLength(0);

  // A link changed by hand is refused, and says so.
  await page.goto(`${link.pathname}?token=${link.searchParams.get('token')?.slice(0, -2)}xx`);
  await page.getByRole('button', { name: 'Annulla l’iscrizione' }).click();
  await expect(status).toHaveText(/Questo link non è valido/);
});
