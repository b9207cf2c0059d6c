import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminInvestorEvent } from '@alu/common/contracts';
import { calls, routeFetch, setUpAdminTests, withSession } from '../../shared/testing';
import { adminEvent, documentChoice } from './eventTesting';
import { InvestorEventsTab, withdrawConfirmation } from './InvestorEventsTab';

const LIST = 'GET /api/admin/investor-events';
const DOCUMENT_ID = '0123456789abcdef0123abcd';
const DOCUMENTS = 'GET /api/admin/documents?limit=50';
const list = (items: AdminInvestorEvent[]) => ({ status: 200, body: { items, nextCursor: null } });

const renderTab = (creating = false) =>
  render(withSession(<InvestorEventsTab creating={creating} onCreateClosed={() => undefined} />));

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Събития за инвеститори' })).getAllByRole(
    'listitem',
  );

describe('InvestorEventsTab', () => {
  setUpAdminTests({ dialog: true });

  it('lists each event with its date, title, kind, state, missing titles and document', async () => {
    routeFetch({
      [LIST]: () =>
        list([
          adminEvent('a', {
            titles: { it: 'Dividendo', en: 'Dividend', bg: 'Дивидент 2025' },
            kind: 'dividend',
            documentId: '0123456789abcdef01234567',
            document: {
              url: '/uploads/documents/d.pdf',
              titles: { it: 'Delibera', bg: 'Решение' },
            },
          }),
          adminEvent(
            'b',
            { documentId: '0123456789abcdef01234568' },
            { state: 'draft', publishAt: null },
          ),
        ]),
    });
    renderTab();
    const [dividend, draft] = (await rows()) as [HTMLElement, HTMLElement];
    expect(dividend.textContent).toMatch(/^28\.08\.2026 г\.Дивидент 2025Дивидент/);
    expect(within(dividend).getByText('Документ: Решение')).toBeTruthy();
    expect(dividend.textContent).not.toContain('Без заглавие');
    expect(
      within(dividend).getByRole('button', { name: 'Свали „Дивидент 2025“ от календара' }),
    ).toBeTruthy();
    expect(within(draft).getByText('Чернова')).toBeTruthy();
    expect(within(draft).getByText('Без заглавие на BG')).toBeTruthy();
    expect(within(draft).getByText('Документът не е публикуван')).toBeTruthy();
    expect(within(draft).queryByRole('button', { name: /Свали/ })).toBeNull();
  });

  it('asks for the chosen state', async () => {
    const stub = routeFetch({
      [LIST]: () => list([adminEvent('a')]),
      [`${LIST}?state=draft`]: () => list([]),
    });
    renderTab();
    await rows();
    fireEvent.change(screen.getByLabelText('Състояние'), { target: { value: 'draft' } });
    expect(await screen.findByText('Няма събития.')).toBeTruthy();
    expect(calls(stub)).toEqual([LIST, `${LIST}?state=draft`]);
  });

  it('withdraws an event only after the Bulgarian confirmation, and says so', async () => {
    const event = adminEvent('a');
    const stub = routeFetch({
      [LIST]: () => list([event]),
      'POST /api/admin/investor-events/a/withdraw': () => ({
        status: 200,
        body: { ...event, publication: { state: 'unpublished', publishAt: null } },
      }),
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    renderTab();
    const [row] = (await rows()) as [HTMLElement];
    const withdraw = within(row).getByRole('button', { name: 'Свали „Report a“ от календара' });
    fireEvent.click(withdraw);
    expect(confirm).toHaveBeenLastCalledWith(withdrawConfirmation(event));
    expect(calls(stub)).toEqual([LIST]);
    fireEvent.click(withdraw);
    expect(await screen.findByText('„Report a“ е свалено от календара.')).toBeTruthy();
    expect(within(row).getByText('Свалена')).toBeTruthy();
  });

  it('creates an event linked to a document chosen from every document', async () => {
    const sent: unknown[] = [];
    routeFetch({
      [LIST]: () => list([]),
      [DOCUMENTS]: () => ({
        status: 200,
        body: {
          items: [documentChoice(DOCUMENT_ID, { titles: { it: 'Relazione', bg: 'Отчет' } })],
          nextCursor: null,
        },
      }),
      'POST /api/admin/investor-events': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { status: 201, body: adminEvent('n') };
      },
    });
    renderTab(true);
    const dialog = await screen.findByRole('dialog', { name: 'Ново събитие' });
    const create = await within(dialog).findByRole('button', { name: 'Създай' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Дата на събитието (ДД-ММ-ГГГГ)'), {
      target: { value: '28-08-2026' },
    });
    fireEvent.change(within(dialog).getByLabelText('Вид'), { target: { value: 'report' } });
    fireEvent.change(within(dialog).getByLabelText('Заглавие (IT), задължително'), {
      target: { value: 'Relazione semestrale' },
    });
    const linkSelect = within(dialog).getByLabelText('Свързан документ');
    await waitFor(() => expect(linkSelect).toHaveProperty('disabled', false));
    fireEvent.change(linkSelect, { target: { value: DOCUMENT_ID } });
    fireEvent.click(create);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      date: '28-08-2026',
      kind: 'report',
      titles: { it: 'Relazione semestrale', en: '', bg: '' },
      documentId: DOCUMENT_ID,
      publication: { state: 'published' },
    });
  });

  it('marks the field the server refused, in Bulgarian', async () => {
    routeFetch({
      [LIST]: () => list([adminEvent('a', { documentId: '0123456789abcdef01234567' })]),
      [DOCUMENTS]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
      'PUT /api/admin/investor-events/a': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'documentId names no document',
            field: 'documentId',
          },
        },
      }),
    });
    renderTab();
    const [row] = (await rows()) as [HTMLElement];
    fireEvent.click(within(row).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Редактиране на събитие' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Запази' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Полето „Свързан документ“ не е прието: Документът вече не съществува. Изберете друг или никакъв.',
    );
    expect(within(dialog).getByLabelText('Свързан документ').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
