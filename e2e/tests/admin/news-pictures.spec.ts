// The news form's pictures as an editor meets them: refused at once when the server would
// refuse them, previewed, ordered, described; an upload that shows its progress and can be
// taken back with nothing stored.
import { MongoClient } from 'mongodb';
import { heavyPng } from '../../support/apiProcesses';
import { adminToken, signInAsAdmin } from '../../support/admin';
import { solidPng } from '../../support/images';
import { FERRETDB_PORT } from '../../support/ports';
import { expect, test } from '../../support/test';

const suffix = Math.random().toString(36).slice(2, 8);
const png = (name: string, width = 64, height = 36) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(width, height, [40, 90, 140]),
});

async function openNewForm(page: import('@playwright/test').Page) {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Нова публикация' }).click();
  return page.getByRole('dialog', { name: 'Нова публикация' });
}

test('a picture the server would refuse is refused in the browser, before anything is sent', async ({
  page,
}) => {
  const dialog = await openNewForm(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/news'))
      writes.push(request.url());
  });
  await dialog.getByLabel('Основна снимка').setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: heavyPng(1, 6 * 1024 * 1024),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Снимката „enorme.png“ е 6 MB: разрешени са до 5 MB.',
  );
  await dialog.getByLabel('Основна снимка').setInputFiles({
    name: 'relazione.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Разрешени са само изображения .jpg .jpeg .png .gif',
  );
  await dialog
    .getByLabel(/Галерия/)
    .setInputFiles(Array.from({ length: 11 }, (_, i) => png(`g${i}.png`)));
  await expect(dialog.getByRole('alert')).toHaveText('До 10 снимки');
  // Nothing chosen, nothing sent.
  await expect(dialog.getByRole('list', { name: 'Снимки в галерията' })).toHaveCount(0);
  expect(writes).toEqual([]);
});

test('chosen pictures are previewed with size and dimensions, ordered by keyboard and by dragging, and described', async ({
  page,
  request,
}) => {
  const slug = `e2e-foto-${suffix}`;
  const dialog = await openNewForm(page);
  await dialog.getByLabel('Основна снимка').setInputFiles(png('copertina.png', 320, 180));
  await expect(dialog.getByText('320 × 180 px')).toBeVisible();
  await dialog
    .getByLabel(/Галерия/)
    .setInputFiles([png('primo.png', 100, 50), png('secondo.png', 120, 60), png('terzo.png')]);
  const gallery = dialog.getByRole('list', { name: 'Снимки в галерията' });
  const names = async () =>
    (await gallery.getByRole('listitem').allInnerTexts()).map((text) => /\S+\.png/.exec(text)?.[0]);
  await expect.poll(names).toEqual(['primo.png', 'secondo.png', 'terzo.png']);
  await expect(gallery.getByRole('listitem').first()).toContainText('100 × 50 px');

  // Keyboard: the move buttons, announced.
  await gallery.getByRole('button', { name: 'Премести снимка 3 нагоре' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(['primo.png', 'terzo.png', 'secondo.png']);
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Снимка 3 е преместена на място 2 от 3.' }),
  ).toHaveCount(1);
  // Mouse: drag the first onto the last.
  await gallery.getByRole('listitem').first().dragTo(gallery.getByRole('listitem').last());
  await expect.poll(names).toEqual(['terzo.png', 'secondo.png', 'primo.png']);

  await dialog.getByLabel('Дата (ДД-ММ-ГГГГ)').fill('01-02-2001');
  await dialog.getByLabel('Адрес').fill(slug);
  await dialog.getByRole('button', { name: 'IT' }).click();
  await dialog.getByLabel('Заглавие (IT)').fill(`Foto ordinate ${suffix}`);
  const save = dialog.getByRole('button', { name: 'Създай' });
  // The cover needs its text in the written language.
  await expect(dialog.getByText(/Опишете основната снимка на IT/)).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Основна снимка (IT), задължително').fill('Il nuovo capannone');
  await dialog.getByLabel('Снимка 1 от галерията (IT)').fill('La terza foto, ora prima');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();

  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const page1 = (await (await request.get(`/api/admin/news?q=${slug}`, { headers })).json()) as {
    items: {
      _id: string;
      cover: string;
      gallery: string[];
      alts: Record<string, { it?: string }>;
    }[];
  };
  const [item] = page1.items;
  expect(item?.gallery).toHaveLength(3);
  expect(item?.alts[item.cover]).toEqual({ it: 'Il nuovo capannone' });
  expect(item?.alts[item.gallery[0]!]).toEqual({ it: 'La terza foto, ora prima' });
  await request.delete(`/api/news/${item?._id}`, { headers });
});

test('an upload shows its progress and, cancelled, stores nothing', async ({ page, request }) => {
  const slug = `e2e-annullata-${suffix}`;
  const client = new MongoClient(`mongodb://127.0.0.1:${FERRETDB_PORT}/?directConnection=true`);
  const storedFiles = () => client.db('alu').collection('newsImages.files').countDocuments();
  const filesBefore = await storedFiles();

  const dialog = await openNewForm(page);
  await dialog.getByLabel('Основна снимка').setInputFiles({
    name: 'pesante.png',
    mimeType: 'image/png',
    buffer: heavyPng(7, 4 * 1024 * 1024),
  });
  await dialog.getByLabel('Дата (ДД-ММ-ГГГГ)').fill('01-02-2001');
  await dialog.getByLabel('Адрес').fill(slug);
  await dialog.getByRole('button', { name: 'IT' }).click();
  await dialog.getByLabel('Заглавие (IT)').fill(`Annullata ${suffix}`);
  await dialog.getByLabel('Основна снимка (IT), задължително').fill('Una foto pesante');
  await expect(dialog.getByText('Адресът е свободен.')).toBeVisible();

  // A slow line: 4 MB at 256 KB/s take long enough to watch and to cancel.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await dialog.getByRole('button', { name: 'Създай' }).click();
  const progress = dialog.getByRole('group', { name: /^Изпращане: \d+ %$/ });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar')).toBeVisible();
  const percent = async () =>
    Number((await dialog.getByText(/^Изпращане: \d+ %$/).textContent())?.match(/\d+/)?.[0] ?? 0);
  await expect.poll(percent).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Прекъсни изпращането' }).click();
  await expect(dialog.getByText('Изпращането е прекратено. Нищо не е запазено.')).toBeVisible();
  // The form is back with what was typed.
  await expect(dialog.getByLabel('Заглавие (IT)')).toHaveValue(`Annullata ${suffix}`);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const found = (await (await request.get(`/api/admin/news?q=${slug}`, { headers })).json()) as {
    items: unknown[];
  };
  expect(found.items).toEqual([]);
  expect(await storedFiles()).toBe(filesBefore);
  await client.close();
});
