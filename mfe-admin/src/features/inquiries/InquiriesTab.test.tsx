import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type InquiriesPage, type StoredInquiry } from '@alu/common';
import { calls, routeFetch, setUpAdminTests, withSession } from '../../shared/testing';
import { ERASE_INQUIRY_CONFIRMATION, InquiriesTab } from './InquiriesTab';

const inquiry = (
  id: string,
  createdAt: string,
  change: Partial<StoredInquiry> = {},
): StoredInquiry => ({
  _id: id,
  kind: 'product',
  products: 'Household foil',
  name: `Cliente ${id}`,
  phone: '+39 02 1234 567',
  email: `${id}@cliente.example`,
  message: `Richiesta ${id}`,
  sourcePage: '/products/rolled-foils/household-foil',
  createdAt,
  handled: false,
  status: 'new',
  statusHistory: [],
  ...change,
});

const page = (items: StoredInquiry[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor } satisfies InquiriesPage,
});

const FIRST = 'GET /api/inquiries?limit=25';

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Запитвания' })).getAllByRole('listitem');

describe('InquiriesTab', () => {
  setUpAdminTests();

  it('lists the inquiries with every field and their status', async () => {
    routeFetch({
      [FIRST]: () =>
        page([
          inquiry('new', '2026-03-10T13:05:00.000Z', {
            kind: 'contact',
            products: undefined,
            category: 'Packaging',
          }),
          inquiry('old', '2026-03-01T08:00:00.000Z', {
            handled: true,
            handledAt: '2026-03-02T09:00:00.000Z',
            status: 'answered',
            statusHistory: [
              { status: 'answered', at: '2026-03-02T09:00:00.000Z', by: 'amministratore' },
            ],
          }),
        ]),
    });
    render(withSession(<InquiriesTab />));
    const [first, second] = (await cards()) as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Cliente new');
    expect(first.textContent).toContain('10.03.2026');
    expect(first.textContent).toContain('Контакт');
    expect(first.textContent).toContain('Packaging');
    expect(
      within(first).getByRole('link', { name: 'new@cliente.example' }).getAttribute('href'),
    ).toBe('mailto:new@cliente.example');
    expect(within(first).getByRole('link', { name: '+39 02 1234 567' }).getAttribute('href')).toBe(
      'tel:+39021234567',
    );
    expect(first.textContent).toContain('Richiesta new');
    expect((within(first).getByLabelText('Състояние') as HTMLSelectElement).value).toBe('new');
    expect(second.textContent).toContain('Household foil');
    expect(second.textContent).toContain('Отговорено на 2.03.2026 г., 9:00 от amministratore');
  });

  it('shows where the mail telling staff of each inquiry stands', async () => {
    routeFetch({
      [FIRST]: () =>
        page([
          inquiry('a', '2026-03-10T13:05:00.000Z', {
            notification: {
              state: 'sent',
              attempts: 1,
              lastError: null,
              sentAt: '2026-03-10T13:05:02.000Z',
              nextAttemptAt: null,
            },
          }),
          inquiry('b', '2026-03-10T13:00:00.000Z', {
            notification: {
              state: 'queued',
              attempts: 3,
              lastError: 'connect ECONNREFUSED 127.0.0.1:25',
              sentAt: null,
              nextAttemptAt: '2026-03-10T13:30:00.000Z',
            },
          }),
          inquiry('c', '2026-03-10T12:00:00.000Z', { notification: null }),
        ]),
    });
    render(withSession(<InquiriesTab />));
    const [sent, waiting, none] = (await cards()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(sent.textContent).toMatch(/Имейл до екипаИзпратено на 10\.03\.2026 г\., \d{1,2}:05/);
    expect(waiting.textContent).toContain(
      'Неизпратено след 3 опита (connect ECONNREFUSED 127.0.0.1:25); нов опит в 10.03.2026',
    );
    expect(none.textContent).not.toContain('Имейл до екипа');
  });

  it('sets a status and shows who changed it', async () => {
    const stub = routeFetch({
      [FIRST]: () => page([inquiry('a', '2026-03-10T13:05:00.000Z')]),
      'POST /api/inquiries/a/status': (init) => ({
        status: 200,
        body: inquiry('a', '2026-03-10T13:05:00.000Z', {
          status: 'in-progress',
          statusHistory: [
            {
              status: JSON.parse(String(init.body)).status,
              at: '2026-03-11T08:00:00.000Z',
              by: 'amministratore',
            },
          ],
        }),
      }),
    });
    render(withSession(<InquiriesTab />));
    const [card] = (await cards()) as [HTMLElement];
    fireEvent.change(within(card).getByLabelText('Състояние'), {
      target: { value: 'in-progress' },
    });
    expect(
      await within(card).findByText('В процес на 11.03.2026 г., 8:00 от amministratore'),
    ).toBeTruthy();
    expect(calls(stub)).toContain('POST /api/inquiries/a/status');
  });

  it('erases an inquiry after the confirmation, and lists again', async () => {
    let erased = false;
    const stub = routeFetch({
      [FIRST]: () => page(erased ? [] : [inquiry('a', '2026-03-10T13:05:00.000Z')]),
      'DELETE /api/inquiries/a': () => {
        erased = true;
        return { status: 204 };
      },
    });
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    render(withSession(<InquiriesTab />));
    await cards();
    const erase = screen.getByRole('button', { name: 'Изтрий запитването от Cliente a' });
    fireEvent.click(erase);
    expect(calls(stub)).not.toContain('DELETE /api/inquiries/a');
    fireEvent.click(erase);
    expect(await screen.findByText('Няма запитвания.')).toBeTruthy();
    expect(confirm).toHaveBeenNthCalledWith(2, ERASE_INQUIRY_CONFIRMATION);
  });

  it('says so when an inquiry could not be erased, and keeps it listed', async () => {
    routeFetch({
      [FIRST]: () => page([inquiry('a', '2026-03-10T13:05:00.000Z')]),
      'DELETE /api/inquiries/a': () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'No such inquiry' } },
      }),
    });
    jest.spyOn(window, 'confirm').mockReturnValueOnce(true);
    render(withSession(<InquiriesTab />));
    await cards();
    fireEvent.click(screen.getByRole('button', { name: 'Изтрий запитването от Cliente a' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Запитването не беше изтрито.',
    );
    expect(await cards()).toHaveLength(1);
  });

  it('filters by status, form and words, and pages on demand', async () => {
    const stub = routeFetch({
      [FIRST]: () => page([inquiry('a', '2026-03-10T13:05:00.000Z')], 'next'),
      'GET /api/inquiries?limit=25&cursor=next': () =>
        page([inquiry('b', '2026-03-09T13:05:00.000Z')]),
      'GET /api/inquiries?limit=25&status=archived': () => page([]),
      'GET /api/inquiries?limit=25&status=archived&kind=contact&q=foglio': () =>
        page([inquiry('c', '2026-03-08T13:05:00.000Z')]),
    });
    render(withSession(<InquiriesTab />));
    expect(await cards()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Покажи още' }));
    await waitFor(async () => expect(await cards()).toHaveLength(2));

    const filters = within(screen.getByRole('search', { name: 'Филтри' }));
    fireEvent.change(filters.getByLabelText('Състояние'), { target: { value: 'archived' } });
    expect(await screen.findByText('Няма запитвания.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Форма'), { target: { value: 'contact' } });
    fireEvent.change(screen.getByLabelText('Търсене'), { target: { value: ' foglio ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Търси' }));
    await waitFor(async () => expect((await cards())[0]?.textContent).toContain('Cliente c'));
    expect(calls(stub)).toContain(
      'GET /api/inquiries?limit=25&status=archived&kind=contact&q=foglio',
    );
  });

  it('exports the filtered list as the server’s CSV', async () => {
    const stub = routeFetch({
      [FIRST]: () => page([inquiry('a', '2026-03-10T13:05:00.000Z')]),
      'GET /api/inquiries/export.csv': () => ({ status: 200, body: 'created_at' }),
    });
    const createObjectURL = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    render(withSession(<InquiriesTab />));
    await cards();
    fireEvent.click(screen.getByRole('button', { name: 'Изтегли CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls(stub)).toContain('GET /api/inquiries/export.csv');
  });

  it('shows an error with a retry when they cannot be loaded', async () => {
    let fail = true;
    routeFetch({
      [FIRST]: () => (fail ? { status: 500, body: {} } : page([])),
    });
    render(withSession(<InquiriesTab />));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Запитванията не можаха да бъдат заредени.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Опитай отново' }));
    expect(await screen.findByText('Няма запитвания.')).toBeTruthy();
  });

  it('ends the session when the token is refused', async () => {
    const logout = jest.fn();
    routeFetch({
      [FIRST]: () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'x' } } }),
    });
    render(withSession(<InquiriesTab />, logout));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});
