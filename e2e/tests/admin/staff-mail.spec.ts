// A visitor's inquiry reaches staff by e-mail from the API (its outbox, over SMTP to the
// stack's local mail server), and the admin shows that it was delivered.
import { signInAsAdmin } from '../../support/admin';
import { interceptEmailJs } from '../../support/emailjs';
import { deliveredMails } from '../../support/mail';
import { expect, test } from '../../support/test';

test('an inquiry is mailed to the staff of its form and shown as sent in the admin', async ({
  page,
}) => {
  await interceptEmailJs(page);
  const marker = `e2e-${Date.now()}`;
  await page.goto('/contacts/factory-location');
  await page.getByRole('main').getByRole('button', { name: 'Contattaci' }).click();
  const panel = page.getByRole('dialog', { name: 'Contattaci' });
  const text = (name: string) => panel.getByRole('textbox', { name, exact: true });
  await panel.getByRole('combobox', { name: 'Categoria' }).click();
  await panel.getByRole('option', { name: 'Events' }).click();
  await text('Nome e cognome').fill(`Luca Bianchi ${marker}`);
  await text('Telefono').fill('+39 02 555 0199');
  await text('E-mail').fill('luca.bianchi@esempio.it');
  await text('Messaggio').fill(`Vorremmo visitare lo stabilimento (${marker}).`);
  await panel.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(panel.getByTestId('inquiry-sent')).toBeVisible();

  // The mail as the staff's mail server received it.
  await expect
    .poll(async () => (await deliveredMails()).filter((mail) => mail.text.includes(marker)).length)
    .toBe(1);
  const mail = (await deliveredMails()).find((item) => item.text.includes(marker))!;
  expect(mail.subject).toBe(`Nuova richiesta dal sito: Events – Luca Bianchi ${marker}`);
  expect(mail.to).toEqual([
    'office@alumis.example',
    'sales@alumis.example',
    'supply@alumis.example',
    'marketing@alumis.example',
    'communication@alumis.example',
    'alumis@agenzia-comunicazione.example',
  ]);
  expect(mail.replyTo).toBe('luca.bianchi@esempio.it');
  expect(mail.text).toContain(`Vorremmo visitare lo stabilimento (${marker}).`);
  expect(mail.text).toMatch(/Pagina: http:\/\/localhost:\d+\/contacts\/factory-location/);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Запитвания' }).click();
  const card = page
    .getByRole('list', { name: 'Запитвания' })
    .getByRole('listitem')
    .filter({ hasText: marker });
  await expect(card).toContainText(
    /Имейл до екипаИзпратено на \d{1,2}\.\d\d\.\d{4} г\., \d{1,2}:\d\d/,
  );
});
