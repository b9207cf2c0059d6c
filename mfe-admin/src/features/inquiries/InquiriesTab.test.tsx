import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { INQUIRIES_API, type StoredInquiry } from '@alu/common';
import { calls, routeFetch, withSession, setUpAdminTests } from '../../shared/testing';
import { InquiriesTab } from './InquiriesTab';

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
  ...change,
});

describe('InquiriesTab', () => {
  setUpAdminTests();

  it('lists the inquiries newest first with every field', async () => {
    routeFetch({
      'GET /api/inquiries': () => ({
        status: 200,
        body: [
          inquiry('old', '2026-03-01T08:00:00.000Z', {
            handled: true,
            handledAt: '2026-03-02T09:00:00.000Z',
          }),
          inquiry('new', '2026-03-10T13:05:00.000Z', {
            kind: 'contact',
            products: undefined,
            category: 'Packaging',
          }),
        ],
      }),
    });
    render(withSession(<InquiriesTab />));
    const list = await screen.findByRole('list', { name: 'Запитвания' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
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
    expect(first.textContent).toContain('Ново');
    expect(second.textContent).toContain('Household foil');
    expect(second.textContent).toContain('Обработено на 02.03.2026');
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it('marks an inquiry handled and shows the new state', async () => {
    let handled = false;
    const fetchStub = routeFetch({
      'GET /api/inquiries': () => ({
        status: 200,
        body: [inquiry('a', '2026-03-10T13:05:00.000Z', { handled })],
      }),
      [`POST ${INQUIRIES_API.markHandled('a')}`]: () => {
        handled = true;
        return { status: 200, body: inquiry('a', '2026-03-10T13:05:00.000Z', { handled: true }) };
      },
    });
    render(withSession(<InquiriesTab />));
    fireEvent.click(await screen.findByRole('button', { name: 'Маркирай като обработено' }));
    expect(await screen.findByText('Обработено')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Маркирай като обработено' })).toBeNull();
    expect(calls(fetchStub)).toContain('POST /api/inquiries/a/handled');
  });

  it('says so when there are none', async () => {
    routeFetch({ 'GET /api/inquiries': () => ({ status: 200, body: [] }) });
    render(withSession(<InquiriesTab />));
    expect(await screen.findByText('Няма запитвания.')).toBeTruthy();
  });

  it('shows an error with a retry when they cannot be loaded', async () => {
    let fail = true;
    routeFetch({
      'GET /api/inquiries': () => (fail ? { status: 500, body: {} } : { status: 200, body: [] }),
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
      'GET /api/inquiries': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'x' } },
      }),
    });
    render(withSession(<InquiriesTab />, logout));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});
