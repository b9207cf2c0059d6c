import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminDocument } from '@alu/common/contracts';
import {
  calls,
  routeFetch,
  routeUploads,
  setUpAdminTests,
  TEST_TOKEN,
  withSession,
} from '../../shared/testing';
import { DocumentForm } from './DocumentForm';
import { adminDocument, pdfFile } from './documentTesting';

const CREATE = 'POST /api/admin/documents';

function renderForm(
  document?: AdminDocument,
  { onSaved = jest.fn(), logout = jest.fn() }: { onSaved?: jest.Mock; logout?: jest.Mock } = {},
) {
  render(
    withSession(
      <DocumentForm document={document} onSaved={onSaved} onCancel={() => undefined} />,
      logout,
    ),
  );
  return { onSaved, logout };
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const choose = (label: string | RegExp, file: File) =>
  fireEvent.change(field(label), { target: { files: [file] } });
const submit = () => screen.getByRole('button', { name: /^(Създай|Запази)$/ });

/** A half-year report, every field of a create filled. */
async function fillReport() {
  choose('PDF файл, задължително', pdfFile());
  expect(await screen.findByText(/Избран файл: relazione\.pdf/)).toBeTruthy();
  type('Адрес', 'Relazione Semestrale 2025!');
  type('Вид', 'financial-statement');
  type('Финансова година', '2025');
  type('Период', 'half-year');
  type('Дата на документа (ДД-ММ-ГГГГ)', '15-09-2025');
  type('Заглавие (IT), задължително', 'Relazione finanziaria semestrale 2025');
  type('Заглавие (BG)', 'Шестмесечен финансов отчет 2025');
}

describe('DocumentForm', () => {
  setUpAdminTests();
  beforeEach(() => localStorage.clear());

  it('creates a draft with its PDF, sending the fields its kind has', async () => {
    const uploads = routeUploads({
      [CREATE]: () => ({ status: 201, body: adminDocument('new') }),
    });
    const { onSaved } = renderForm();
    expect(screen.getByText(/попълнете: PDF файл, Адрес, Вид, Дата на документа/)).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);

    await fillReport();
    expect(field('Адрес')).toHaveProperty('value', 'relazionesemestrale2025');
    type('Адрес', 'relazione-semestrale-2025');
    const publishing = screen.getByRole('group', { name: 'Публикуване' });
    fireEvent.change(within(publishing).getByLabelText('Състояние'), {
      target: { value: 'draft' },
    });
    expect(submit()).toHaveProperty('disabled', false);
    fireEvent.click(submit());

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [upload] = uploads;
    expect(upload?.key).toBe(CREATE);
    expect(upload?.headers.Authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(JSON.parse(String(upload?.body.get('data')))).toEqual({
      slug: 'relazione-semestrale-2025',
      kind: 'financial-statement',
      year: 2025,
      period: 'half-year',
      date: '15-09-2025',
      titles: {
        it: 'Relazione finanziaria semestrale 2025',
        en: '',
        bg: 'Шестмесечен финансов отчет 2025',
      },
      publication: { state: 'draft' },
    });
    expect((upload?.body.get('file') as File).name).toBe('relazione.pdf');
  });

  it('asks for the fields of the chosen kind only', () => {
    routeUploads({});
    renderForm();
    expect(screen.queryByLabelText('Финансова година')).toBeNull();
    type('Вид', 'meeting-paper');
    expect(field('Дата на общото събрание (ДД-ММ-ГГГГ)')).toBeTruthy();
    expect(screen.queryByLabelText('Период')).toBeNull();
    type('Вид', 'financial-statement');
    type('Финансова година', '20');
    // Typed wrong: said at the field; left empty: listed by the button.
    expect(field('Финансова година').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Годината трябва да е между 1990 и 2100.')).toBeTruthy();
    expect(screen.getByText(/попълнете: .*Период/)).toBeTruthy();
  });

  it('refuses here a file that is not a PDF by its name, its size or its first bytes', async () => {
    routeUploads({});
    renderForm();
    choose('PDF файл, задължително', new File(['x'], 'report.docx'));
    expect(
      await screen.findByText('„report.docx“ не е PDF файл. Изберете файл с разширение .pdf.'),
    ).toBeTruthy();
    expect(field('PDF файл, задължително').getAttribute('aria-invalid')).toBe('true');

    const large = pdfFile('big.pdf');
    Object.defineProperty(large, 'size', { value: 21 * 1024 * 1024 });
    choose('PDF файл, задължително', large);
    expect(await screen.findByText('„big.pdf“ е 21 MB: разрешени са до 20 MB.')).toBeTruthy();

    choose('PDF файл, задължително', new File(['<html>hello</html>'], 'fake.pdf'));
    expect(await screen.findByText(/„fake\.pdf“ не е PDF по съдържание/)).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);

    choose('PDF файл, задължително', pdfFile());
    await waitFor(() =>
      expect(field('PDF файл, задължително').getAttribute('aria-invalid')).toBe('false'),
    );
  });

  it('says in Bulgarian why the server refused the PDF, at the file, until another is chosen', async () => {
    routeUploads({
      [CREATE]: () => ({
        status: 422,
        body: {
          error: {
            code: 'document_active_content',
            message: 'file holds active content (/JavaScript): export the PDF again',
          },
        },
      }),
    });
    renderForm();
    await fillReport();
    fireEvent.click(submit());
    const message = await screen.findByText(
      /^PDF файлът съдържа активно съдържание \(открито: \/JavaScript\)/,
    );
    // Said at the file field, which takes the focus and reads it.
    const file = field('PDF файл, задължително');
    await waitFor(() => expect(document.activeElement).toBe(file));
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(file.getAttribute('aria-describedby')).toContain(message.id);
    expect(submit()).toHaveProperty('disabled', true);
    // The typed fields are kept.
    expect(field('Заглавие (BG)')).toHaveProperty('value', 'Шестмесечен финансов отчет 2025');

    choose('PDF файл, задължително', pdfFile('clean.pdf'));
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
  });

  it('names the field the server refused by its label, and a taken address', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'x', field: 'titles.it' } },
    };
    routeUploads({ [CREATE]: () => answer });
    renderForm();
    await fillReport();
    fireEvent.click(submit());
    expect(
      await screen.findByText(
        'Полето „Заглавие (IT)“ не е прието: Заглавието на италиански е задължително, до 300 знака.',
      ),
    ).toBeTruthy();
    const title = field('Заглавие (IT), задължително');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');

    answer = { status: 409, body: { error: { code: 'conflict', message: 'taken' } } };
    fireEvent.click(submit());
    expect(
      await screen.findByText('Вече има документ с този адрес. Изберете друг адрес.'),
    ).toBeTruthy();
  });

  it('ends the session when the server refuses the token, and says so when the upload is cancelled', async () => {
    let finish: (answer: { status: number; body?: unknown }) => void = () => undefined;
    routeUploads({
      [CREATE]: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    const { logout, onSaved } = renderForm();
    await fillReport();
    fireEvent.click(submit());
    expect(await screen.findByText('Изпращане: 0 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Прекъсни изпращането' }));
    expect(await screen.findByText('Изпращането е прекратено. Нищо не е запазено.')).toBeTruthy();

    fireEvent.click(submit());
    await screen.findByRole('button', { name: 'Прекъсни изпращането' });
    finish({ status: 401, body: { error: { code: 'unauthorized', message: 'expired' } } });
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves an edited document’s fields as JSON, without its address or file', async () => {
    const existing = adminDocument('a', {
      kind: 'catalogue',
      period: null,
      titles: { it: 'Catalogo', en: 'Catalogue' },
    });
    const stub = routeFetch({
      'PUT /api/admin/documents/a': (init) => {
        expect(JSON.parse(String(init.body))).toEqual({
          kind: 'catalogue',
          titles: { it: 'Catalogo 2026', en: 'Catalogue', bg: 'Каталог' },
          date: '15-09-2025',
          publication: { state: 'published' },
        });
        return { status: 200, body: existing };
      },
    });
    const { onSaved } = renderForm(existing);
    expect(screen.queryByLabelText('PDF файл, задължително')).toBeNull();
    type('Заглавие (IT), задължително', 'Catalogo 2026');
    type('Заглавие (BG)', 'Каталог');
    fireEvent.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // Besides the thumbnail's preview, read with the token.
    expect(calls(stub).filter((call) => !call.endsWith('/thumbnail'))).toEqual([
      'PUT /api/admin/documents/a',
    ]);
  });

  it('replaces the file at the same address and shows the new history', async () => {
    const existing = adminDocument('a');
    const replaced: AdminDocument = {
      ...existing,
      files: [
        {
          version: 2,
          uploadedAt: '2026-03-02T09:00:00.000Z',
          size: 4096,
          current: true,
          url: '/api/admin/documents/a/files/2',
        },
        ...existing.files.map((file) => ({ ...file, current: false })),
      ],
    };
    let answer: { status: number; body: unknown } = {
      status: 415,
      body: { error: { code: 'document_not_pdf', message: 'file is not a PDF' } },
    };
    const uploads = routeUploads({ 'POST /api/admin/documents/a/file': () => answer });
    renderForm(existing);
    const replace = screen.getByRole('button', { name: 'Замени файла' });
    expect(replace).toHaveProperty('disabled', true);
    choose('Нов файл (PDF) на същия адрес', pdfFile('corretta.pdf'));
    await waitFor(() => expect(replace).toHaveProperty('disabled', false));
    fireEvent.click(replace);
    const refused = await screen.findByText(/^Файлът не е PDF: сървърът проверява съдържанието му/);
    await waitFor(() => expect(refused.closest('[tabindex="-1"]')).toBe(document.activeElement));

    answer = { status: 200, body: replaced };
    choose('Нов файл (PDF) на същия адрес', pdfFile('corretta.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Замени файла' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Замени файла' }));
    expect(
      await screen.findByText(
        'Файлът е заменен: адресът /uploads/documents/relazione-a.pdf вече показва версия 2.',
      ),
    ).toBeTruthy();
    const history = screen.getByRole('list', { name: 'История на файла' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^Версия 2текуща.*4\skB/),
      expect.stringMatching(/^Версия 1.*2\skB/),
    ]);
    expect(uploads.map((upload) => (upload.body.get('file') as File).name)).toEqual([
      'corretta.pdf',
      'corretta.pdf',
    ]);
    expect(uploads[0]?.body.get('data')).toBeNull();
  });

  it('shows the first page’s preview and takes a picture in its place, refusing what is none', async () => {
    const existing = adminDocument('a');
    const stub = jest.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('/api/admin/documents/a/thumbnail');
      expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
      return new Response('RIFF', { status: 200, headers: { 'Content-Type': 'image/webp' } });
    });
    global.fetch = stub as unknown as typeof fetch;
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:thumbnail'),
      revokeObjectURL: jest.fn(),
    });
    const uploaded: AdminDocument = {
      ...existing,
      thumbnail: {
        source: 'upload',
        madeAt: '2026-03-02T09:00:00.000Z',
        size: 7000,
        url: '/api/admin/documents/a/thumbnail',
      },
    };
    const uploads = routeUploads({
      'POST /api/admin/documents/a/thumbnail': () => ({ status: 200, body: uploaded }),
    });
    renderForm(existing);
    const preview = await screen.findByRole('img', { name: 'Преглед на първата страница' });
    expect(preview.getAttribute('src')).toBe('blob:thumbnail');
    expect(screen.getByText(/Първата страница на текущия файл/)).toBeTruthy();

    const upload = screen.getByRole('button', { name: 'Качи изображението' });
    const input = 'Друго изображение за миниатюра (JPEG, PNG или WebP)';
    choose(input, new File(['text'], 'copertina.txt', { type: 'text/plain' }));
    expect(screen.getByText('Изберете изображение JPEG, PNG или WebP.')).toBeTruthy();
    expect(upload).toHaveProperty('disabled', true);

    choose(input, new File(['png'], 'copertina.png', { type: 'image/png' }));
    expect(upload).toHaveProperty('disabled', false);
    fireEvent.click(upload);
    expect(await screen.findByText('Миниатюрата е заменена с каченото изображение.')).toBeTruthy();
    expect(screen.getByText(/Качено изображение/)).toBeTruthy();
    expect((uploads[0]?.body.get('file') as File).name).toBe('copertina.png');
    await waitFor(() => expect(stub).toHaveBeenCalledTimes(2));
  });

  it('opens an earlier version with the administrator’s token, in a new tab', async () => {
    const existing = adminDocument('a');
    const stub = jest.fn(async (_url: string, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
      return new Response('%PDF-1.7', { status: 200 });
    });
    global.fetch = stub as unknown as typeof fetch;
    const tab = { opener: {}, closed: false, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = jest.fn(() => 'blob:version-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderForm(existing);
    fireEvent.click(screen.getByRole('button', { name: 'Отвори версия 1' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:version-1'));
    expect(stub.mock.calls.map(([url]) => url)).toContain('/api/admin/documents/a/files/1');
    expect(tab.opener).toBeNull();
  });
});
