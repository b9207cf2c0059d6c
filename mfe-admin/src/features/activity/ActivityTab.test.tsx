import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditPage } from '@alu/common';
import { calls, routeFetch, setUpAdminTests, withSession } from '../../shared/testing';
import { ActivityTab } from './ActivityTab';

const entry = (id: string, change: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: id,
  at: '2026-11-20T08:30:00.000Z',
  action: 'news.update',
  actor: 'amministratore',
  target: 'nuova-linea',
  detail: '',
  ip: '203.0.113.7',
  ...change,
});

const page = (items: AuditEntry[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor } satisfies AuditPage,
});

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Дейност, най-новите първо' });
  return within(table).getAllByRole('row').slice(1);
};

describe('ActivityTab', () => {
  setUpAdminTests();

  it('lists who did what, to what, when and from where, in Bulgarian', async () => {
    routeFetch({
      'GET /api/audit': () =>
        page([
          entry('a', { action: 'admin.sign-in-failed', actor: 'ignoto', target: '' }),
          entry('b', { action: 'application.status', target: 'ab12', detail: 'interview' }),
        ]),
    });
    render(withSession(<ActivityTab />));
    const [failed, status] = (await rows()) as [HTMLElement, HTMLElement];
    expect(
      within(failed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20.11.2026 г., 8:30', 'ignoto', 'Неуспешен вход', '—', '—', '203.0.113.7']);
    expect(status.textContent).toContain('Състояние на кандидатура');
    expect(status.textContent).toContain('interview');
  });

  it('filters by kind and administrator, and loads the next page on demand', async () => {
    const stub = routeFetch({
      'GET /api/audit': () => page([entry('a'), entry('b')], 'next'),
      'GET /api/audit?cursor=next': () => page([entry('c')]),
      'GET /api/audit?action=career': () => page([entry('d', { action: 'career.delete' })]),
      'GET /api/audit?action=career&actor=maria': () => page([]),
    });
    render(withSession(<ActivityTab />));
    expect(await rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Покажи още' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));

    fireEvent.change(screen.getByLabelText('Вид'), { target: { value: 'career' } });
    await waitFor(async () =>
      expect((await rows())[0]?.textContent).toContain('Изтриване на обява'),
    );
    fireEvent.change(screen.getByLabelText('Администратор'), { target: { value: ' maria ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Филтрирай' }));
    expect(await screen.findByText('Няма записи.')).toBeTruthy();
    expect(calls(stub)).toContain('GET /api/audit?action=career&actor=maria');
  });
});
