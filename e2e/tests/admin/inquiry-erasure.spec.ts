// A visitor's inquiry holds their name, e-mail and phone: an administrator erases it for good.
// Everything goes through the site's public origin, as the visitor's client, a prober and the
// administrator reach it: the inquiry is sent, refused to anyone without a token, erased from
// the admin's Inquiries tab, and then found nowhere (the tab, the API, the export); the audit
// trail names the administrator and the inquiry's id, nothing the visitor wrote.
import type { AuditPage, StoredInquiry } from '@alu/common/contracts';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { requestAsClient, testClientIp } from '../../support/clientAddress';
import { ADMIN_USERNAME } from '../../support/ports';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);
const NAME = `Erika Cancella ${suffix}`;
const EMAIL = `erika.${suffix}@esempio.it`;
const PHONE = '+39 02 5550 1234';

test('an inquiry sent through the public origin is erased by an administrator, for good', async ({
  page,
  request,
}) => {
  const sent = await requestAsClient(testClientIp(), {
    path: '/api/inquiries',
    data: {
      kind: 'contact',
      category: 'General question',
      name: NAME,
      phone: PHONE,
      email: EMAIL,
      message: `Vorrei essere richiamata (${suffix}).`,
      sourcePage: '/contacts/factory-location',
    },
  });
  expect(sent.status, sent.body.toString()).toBe(201);
  const { _id: id } = JSON.parse(sent.body.toString()) as StoredInquiry;

  // Without an administrator's token, nobody erases it.
  const withoutToken: Record<string, string>[] = [{}, { Authorization: 'Bearer forged' }];
  for (const headers of withoutToken) {
    const refused = await requestAsClient(testClientIp(), {
      method: 'DELETE',
      path: `/api/inquiries/${id}`,
      headers,
    });
    expect(refused.status).toBe(401);
  }

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Запитвания' }).click();
  const filters = page.getByRole('search', { name: 'Филтри' });
  await filters.getByLabel('Търсене').fill(NAME);
  await filters.getByRole('button', { name: 'Търси' }).click();
  const card = page
    .getByRole('list', { name: 'Запитвания' })
    .getByRole('listitem')
    .filter({ hasText: NAME });
  await expect(card).toContainText(EMAIL);
  const erase = card.getByRole('button', { name: `Изтрий запитването от ${NAME}` });

  // The panel asks first, in Bulgarian; declining keeps the inquiry.
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await erase.click();
  await expect.poll(() => questions).toHaveLength(1);
  await expect(card).toHaveCount(1);
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await erase.click();
  await expect(page.getByText('Няма запитвания.')).toBeVisible();
  expect(questions).toEqual([
    'Запитването ще бъде изтрито завинаги. Продължавате ли?',
    'Запитването ще бъде изтрито завинаги. Продължавате ли?',
  ]);

  // Gone from the API too: the list, the export, and the id itself.
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const listed = await request.get('/api/inquiries', { headers: auth });
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as StoredInquiry[]).map((item) => item._id)).not.toContain(id);
  const exported = await request.get('/api/inquiries/export.csv', { headers: auth });
  expect(exported.status()).toBe(200);
  expect(await exported.text()).not.toContain(EMAIL);
  const again = await request.delete(`/api/inquiries/${id}`, { headers: auth });
  expect(again.status()).toBe(404);

  // The audit trail says who erased which inquiry, and nothing of what the visitor wrote.
  await expect
    .poll(async () => {
      const trail = await request.get('/api/audit?action=inquiry.erase&limit=100', {
        headers: auth,
      });
      return ((await trail.json()) as AuditPage).items.filter((entry) => entry.target === id);
    })
    .toEqual([expect.objectContaining({ action: 'inquiry.erase', actor: ADMIN_USERNAME })]);
  const trail = await request.get('/api/audit?action=inquiry&limit=100', { headers: auth });
  const recorded = JSON.stringify((await trail.json()) as AuditPage);
  for (const personal of [NAME, EMAIL, PHONE]) expect(recorded).not.toContain(personal);
});
