// The Calendar tab as an editor uses it: an event linked to a published document, created as a
// draft (on no page), published, on the investors' calendar in Italian, English and Bulgarian
// in the server's HTML with a link to the document from its date, then withdrawn (off the page
// at once: the write goes through this site server, which drops the pages made with it).
import type { APIRequestContext } from '@playwright/test';
import type { AdminInvestorEventList } from '@alu/common/contracts';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);
const titles = {
  it: `Assemblea straordinaria e2e${suffix}`,
  en: `Extraordinary general meeting e2e${suffix}`,
  bg: `Извънредно общо събрание e2e${suffix}`,
};
/** A seeded document, published, with a title in each language. */
const DOCUMENT = {
  url: '/uploads/documents/bilancio-esercizio-2016.pdf',
  titles: {
    it: 'Bilancio d’esercizio 2016',
    en: 'Financial statements 2016',
    bg: 'Годишен финансов отчет 2016',
  },
};
const LANGUAGES = [
  ['', 'it'],
  ['/en', 'en'],
  ['/bg', 'bg'],
] as const;

/** The event's entry in the server HTML of the calendar page: its text, link and day. */
async function entryIn(request: APIRequestContext, prefix: string) {
  const response = await request.get(`${prefix}/investors/calendar`);
  expect(response.status()).toBe(200);
  const found = [...(await response.text()).matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)]
    .map((match) => match[1] ?? '')
    .find((inner) => inner.includes(`e2e${suffix}`));
  if (!found) return undefined;
  return {
    text: found
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    href: /<a\b[^>]*href="([^"]+)"/.exec(found)?.[1],
    day: /<time\b[^>]*datetime="([^"]+)"/i.exec(found)?.[1],
  };
}

/** Deletes the test's event (if a step failed before its withdrawal, or after it). */
async function removeEvent(request: APIRequestContext) {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get('/api/admin/investor-events', { headers: auth });
  const { items } = (await list.json()) as AdminInvestorEventList;
  for (const event of items.filter((item) => item.titles.it === titles.it)) {
    await request.delete(`/api/admin/investor-events/${event._id}`, { headers: auth });
  }
}

test.describe('the Calendar tab', () => {
  test.afterEach(async ({ request }) => {
    await removeEvent(request);
  });

  test('an event linked to a document is published on the calendar in every language, then withdrawn', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Календар' }).click();
    await expect(page.getByText('Зареждане…')).toHaveCount(0);
    await page.getByRole('button', { name: 'Нова публикация' }).click();
    const create = page.getByRole('dialog', { name: 'Ново събитие' });
    await create.getByLabel('Дата на събитието (ДД-ММ-ГГГГ)').fill('15-02-2019');
    await create.getByLabel('Вид').selectOption('general-meeting');
    await create.getByLabel('Заглавие (IT), задължително').fill(titles.it);
    await create.getByLabel('Заглавие (EN)').fill(titles.en);
    await create.getByLabel('Заглавие (BG)').fill(titles.bg);
    const documentChoice = create.getByLabel('Свързан документ');
    await expect(documentChoice).toBeEnabled();
    await documentChoice.selectOption({ label: `30.03.2017 г. · ${DOCUMENT.titles.bg}` });
    await create
      .getByRole('group', { name: 'Публикуване' })
      .getByLabel('Състояние')
      .selectOption('draft');
    await create.getByRole('button', { name: 'Създай' }).click();
    await expect(create).toBeHidden();

    const row = page
      .getByRole('list', { name: 'Събития за инвеститори' })
      .getByRole('listitem')
      .filter({ hasText: titles.bg });
    await expect(row.getByText('Чернова')).toBeVisible();
    await expect(row.getByText(`Документ: ${DOCUMENT.titles.bg}`)).toBeVisible();
    // A draft is on no page.
    expect(await entryIn(request, '')).toBeUndefined();

    // Published: on the calendar page in each language, in the server's HTML, the date a link
    // to the document.
    await row.getByRole('button').first().click();
    const edit = page.getByRole('dialog', { name: 'Редактиране на събитие' });
    await edit
      .getByRole('group', { name: 'Публикуване' })
      .getByLabel('Състояние')
      .selectOption('published');
    await edit.getByRole('button', { name: 'Запази' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByText('Чернова')).toHaveCount(0);
    for (const [prefix, language] of LANGUAGES) {
      const entry = await entryIn(request, prefix);
      expect(entry, `${prefix || '/'} calendar`).toBeDefined();
      expect(entry?.text).toContain(titles[language]);
      expect(entry?.text).toContain(DOCUMENT.titles[language]);
      expect(entry?.href).toBe(DOCUMENT.url);
      expect(entry?.day).toBe('2019-02-15');
    }
    // And in the browser, after hydration, the date opens the document.
    await page.goto('/en/investors/calendar');
    const link = page.getByRole('main').getByRole('link', { name: new RegExp(DOCUMENT.titles.en) });
    await expect(link).toHaveAttribute('href', DOCUMENT.url);
    await expect(link.locator('time')).toHaveAttribute('datetime', '2019-02-15');

    // Withdrawn after the confirmation: off the calendar at once.
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Календар' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Свали „${titles.bg}“ от календара` }).click();
    await expect(page.getByText(`„${titles.bg}“ е свалено от календара.`)).toBeVisible();
    await expect(row.getByText('Свалена')).toBeVisible();
    for (const [prefix] of LANGUAGES) expect(await entryIn(request, prefix)).toBeUndefined();

    // Each step is in the activity trail.
    await page.getByRole('tab', { name: 'Дейност' }).click();
    await page.getByLabel('Вид').selectOption({ label: 'Календар' });
    const entries = page
      .getByRole('table', { name: 'Дейност, най-новите първо' })
      .getByRole('row')
      .filter({ hasText: titles.it });
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Сваляне на събитие');
    await expect(entries.nth(1)).toContainText('Публикуване на събитие');
    await expect(entries.nth(2)).toContainText('Ново събитие в календара');
  });
});
