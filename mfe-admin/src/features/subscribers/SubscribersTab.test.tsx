import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { calls, routeFetch, setUpAdminTests, TEST_TOKEN, withSession } from '../../shared/testing';
import { CSV_FILE_NAME, ERASE_CONFIRMATION, SubscribersTab } from './SubscribersTab';

const subscribers = [
  {
    _id: 'b',
    email: 'nuovo@example.it',
    createdAt: '2026-05-01T08:30:00.000Z',
    unsubscribeUrl: 'http://localhost:8080/newsletter/unsubscribe?token=b.sig',
  },
  {
    _id: 'a',
    email: 'vecchio@example.it',
    createdAt: '2026-01-01T08:30:00.000Z',
    unsubscribeUrl: 'http://localhost:8080/newsletter/unsubscribe?token=a.sig',
  },
];

describe('SubscribersTab', () => {
  setUpAdminTests();

  it('lists the subscribers as the server orders them, with their count', async () => {
    routeFetch({
      'GET /api/newsletter?limit=50': () => ({
        status: 200,
        body: { items: subscribers, nextCursor: null },
      }),
    });
    render(withSession(<SubscribersTab />));
    const table = await screen.findByRole('table', { name: /Абонати на бюлетина/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('nuovo@example.it'),
      expect.stringContaining('vecchio@example.it'),
    ]);
    expect(rows[0]?.textContent).toContain('1.05.2026 г.');
    expect(screen.getByText('Показани абонати: 2')).toBeTruthy();
  });

  it('downloads the server’s CSV with the session’s token', async () => {
    const stub = routeFetch({
      'GET /api/newsletter?limit=50': () => ({
        status: 200,
        body: { items: subscribers, nextCursor: null },
      }),
    });
    render(withSession(<SubscribersTab />));
    await screen.findByRole('table');
    const csv = new Blob(['email,subscribed_at\n'], { type: 'text/csv' });
    stub.mockImplementationOnce(async () => new Response(csv, { status: 200 }));
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Изтегли CSV' })));
    expect(calls(stub).at(-1)).toBe('GET /api/newsletter/export.csv');
    expect(stub.mock.calls.at(-1)?.[1]).toMatchObject({
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    });
    expect(saved).toEqual([`${CSV_FILE_NAME} blob:csv`]);
  });

  it('says so when there is nobody, and when the list cannot be loaded', async () => {
    routeFetch({
      'GET /api/newsletter?limit=50': () => ({
        status: 200,
        body: { items: [], nextCursor: null },
      }),
    });
    const { unmount } = render(withSession(<SubscribersTab />));
    expect(await screen.findByText('Няма абонати.')).toBeTruthy();
    unmount();
    routeFetch({ 'GET /api/newsletter?limit=50': () => ({ status: 503 }) });
    render(withSession(<SubscribersTab />));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Абонатите не можаха да бъдат заредени.'),
    );
  });

  it('erases a subscriber only after the confirmation, then shows the list again', async () => {
    let remaining = subscribers;
    const stub = routeFetch({
      'GET /api/newsletter?limit=50': () => ({
        status: 200,
        body: { items: remaining, nextCursor: null },
      }),
      'DELETE /api/newsletter/subscribers/a': () => {
        remaining = remaining.filter((one) => one._id !== 'a');
        return { status: 204 };
      },
    });
    render(withSession(<SubscribersTab />));
    await screen.findByRole('table');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Изтрий vecchio@example.it' }));
    expect(confirm).toHaveBeenLastCalledWith(ERASE_CONFIRMATION);
    expect(calls(stub)).not.toContain('DELETE /api/newsletter/subscribers/a');
    confirm.mockReturnValueOnce(true);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Изтрий vecchio@example.it' })),
    );
    expect(calls(stub)).toContain('DELETE /api/newsletter/subscribers/a');
    expect(await screen.findByText('Показани абонати: 1')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Връзка за отписване на nuovo@example.it' })
        .getAttribute('href'),
    ).toBe('http://localhost:8080/newsletter/unsubscribe?token=b.sig');
  });

  it('finds subscribers by part of the address and loads more on demand', async () => {
    const [newest, oldest] = subscribers as [(typeof subscribers)[0], (typeof subscribers)[0]];
    routeFetch({
      'GET /api/newsletter?limit=50': () => ({
        status: 200,
        body: { items: [newest], nextCursor: 'next' },
      }),
      'GET /api/newsletter?limit=50&cursor=next': () => ({
        status: 200,
        body: { items: [oldest], nextCursor: null },
      }),
      'GET /api/newsletter?limit=50&q=vecchio': () => ({
        status: 200,
        body: { items: [oldest], nextCursor: null },
      }),
    });
    render(withSession(<SubscribersTab />));
    fireEvent.click(await screen.findByRole('button', { name: 'Покажи още' }));
    expect(await screen.findByText('Показани абонати: 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Търсене (имейл)'), { target: { value: 'vecchio ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Търси' }));
    expect(await screen.findByText('Показани абонати: 1')).toBeTruthy();
    expect(screen.queryByText('nuovo@example.it')).toBeNull();
  });
});
