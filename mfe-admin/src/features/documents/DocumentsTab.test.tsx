import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminDocument } from '@alu/common/contracts';
import { calls, routeFetch, setUpAdminTests, TEST_TOKEN, withSession } from '../../shared/testing';
import { adminDocument } from './documentTesting';
import { DocumentsTab, withdrawConfirmation } from './DocumentsTab';

const FIRST_PAGE = 'GET /api/admin/documents?limit=30';
const page = (items: AdminDocument[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor },
});

const renderTab = (logout?: () => void) =>
  render(withSession(<DocumentsTab creating={false} onCreateClosed={() => undefined} />, logout));

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Документи' })).getAllByRole('listitem');

describe('DocumentsTab', () => {
  setUpAdminTests({ dialog: true });

  it('lists each document with its date, title, kind, state and the titles it lacks', async () => {
    routeFetch({
      [FIRST_PAGE]: () =>
        page([
          adminDocument('a', { titles: { it: 'Relazione', en: 'Report', bg: 'Отчет' } }),
          adminDocument(
            'b',
            {
              kind: 'meeting-paper',
              period: null,
              meetingDate: '2026-04-28',
              titles: { it: 'Convocazione' },
            },
            { state: 'scheduled', publishAt: '2026-12-01T07:00:00.000Z' },
          ),
          adminDocument(
            'c',
            { kind: 'catalogue', period: null },
            { state: 'draft', publishAt: null },
          ),
        ]),
    });
    renderTab();
    const [report, meeting, catalogue] = (await rows()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(report.textContent).toMatch(/^15\.09\.2025 г\.Отчет/);
    expect(within(report).getByText('Финансов отчет · Шестмесечен 2025')).toBeTruthy();
    expect(report.textContent).not.toContain('Без заглавие');
    // The file on the site, only while visitors see it.
    expect(
      within(report)
        .getByRole('link', { name: 'PDF на „Отчет“ в сайта (нов раздел)' })
        .getAttribute('href'),
    ).toBe('/uploads/documents/relazione-a.pdf');

    expect(within(meeting).getByText('Материали за общо събрание · 28.04.2026 г.')).toBeTruthy();
    expect(within(meeting).getByText('Насрочена за 1.12.2026 г., 9:00')).toBeTruthy();
    expect(within(meeting).getByText('Без заглавие на EN, BG')).toBeTruthy();
    expect(within(meeting).queryByRole('link')).toBeNull();
    expect(
      within(meeting).getByRole('button', { name: 'Свали „Convocazione“ от сайта' }),
    ).toBeTruthy();

    expect(within(catalogue).getByText('Чернова')).toBeTruthy();
    expect(within(catalogue).getByText('Без заглавие на BG')).toBeTruthy();
    // A draft is not on the site: nothing to withdraw; nothing is deleted from this list.
    expect(within(catalogue).queryByRole('button', { name: /Свали/ })).toBeNull();
    expect(within(catalogue).queryByRole('button', { name: /Изтрий/ })).toBeNull();
  });

  it('asks the server for the chosen kind, year, state, missing language and words, and for more', async () => {
    const stub = routeFetch({
      [FIRST_PAGE]: () => page([adminDocument('a')], 'next-1'),
      [`${FIRST_PAGE}&cursor=next-1`]: () =>
        page([adminDocument('b', { titles: { it: 'Dopo', en: 'Later' } })]),
      [`${FIRST_PAGE}&kind=financial-statement`]: () => page([]),
      [`${FIRST_PAGE}&kind=financial-statement&year=2025`]: () => page([]),
      [`${FIRST_PAGE}&kind=financial-statement&year=2025&state=draft`]: () => page([]),
      [`${FIRST_PAGE}&kind=financial-statement&year=2025&state=draft&missing=bg`]: () => page([]),
      [`${FIRST_PAGE}&kind=financial-statement&year=2025&state=draft&missing=bg&q=semestrale`]:
        () => page([adminDocument('s', { titles: { it: 'Semestrale' } })]),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Покажи още' }));
    expect(await screen.findByText('Later')).toBeTruthy();
    expect(screen.getByText('Report a')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Вид'), { target: { value: 'financial-statement' } });
    expect(await screen.findByText('Няма документи.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Година'), { target: { value: '2025' } });
    fireEvent.change(screen.getByLabelText('Състояние'), { target: { value: 'draft' } });
    fireEvent.change(screen.getByLabelText('Липсващ език'), { target: { value: 'bg' } });
    fireEvent.change(screen.getByLabelText('Търсене (заглавие или адрес)'), {
      target: { value: ' semestrale ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Търси' }));
    expect(await screen.findByText('Semestrale')).toBeTruthy();
    expect(calls(stub)).toHaveLength(7);
  });

  it('withdraws a document only after the Bulgarian confirmation, and says so', async () => {
    const published = adminDocument('a', { titles: { it: 'Relazione', bg: 'Отчет' } });
    const stub = routeFetch({
      [FIRST_PAGE]: () => page([published]),
      'POST /api/admin/documents/a/withdraw': (init) => {
        expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
        return {
          status: 200,
          body: { ...published, publication: { state: 'unpublished', publishAt: null } },
        };
      },
    });
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    renderTab();
    const withdraw = await screen.findByRole('button', { name: 'Свали „Отчет“ от сайта' });
    fireEvent.click(withdraw);
    expect(confirm).toHaveBeenLastCalledWith(withdrawConfirmation(published));
    expect(withdrawConfirmation(published)).toContain('/uploads/documents/relazione-a.pdf');
    expect(calls(stub)).not.toContain('POST /api/admin/documents/a/withdraw');

    fireEvent.click(withdraw);
    const done = await screen.findByText('„Отчет“ е свален от сайта.');
    // The pressed button is gone: the focus goes to the result.
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toBe(document.activeElement));
    const [row] = (await rows()) as [HTMLElement];
    expect(within(row).getByText('Свалена')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Свали/ })).toBeNull();
  });

  it('says in Bulgarian why a withdrawal failed, and ends the session on a refused token', async () => {
    let status = 409;
    routeFetch({
      [FIRST_PAGE]: () => page([adminDocument('a')]),
      'POST /api/admin/documents/a/withdraw': () => ({
        status,
        body: { error: { code: status === 409 ? 'conflict' : 'unauthorized', message: 'x' } },
      }),
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const logout = jest.fn();
    renderTab(logout);
    fireEvent.click(await screen.findByRole('button', { name: 'Свали „Report a“ от сайта' }));
    expect(
      await screen.findByText(
        '„Report a“ не беше свален. Документът е променен междувременно. Списъкът е зареден отново.',
      ),
    ).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();

    status = 401;
    fireEvent.click(await screen.findByRole('button', { name: 'Свали „Report a“ от сайта' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('ends the session when the list is refused, and retries a list that failed', async () => {
    let status = 500;
    routeFetch({ [FIRST_PAGE]: () => (status === 200 ? page([]) : { status, body: {} }) });
    const logout = jest.fn();
    renderTab(logout);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Документите не можаха да бъдат заредени.');
    status = 200;
    fireEvent.click(within(alert).getByRole('button', { name: 'Опитай отново' }));
    expect(await screen.findByText('Няма документи.')).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
  });

  it('opens the edit form with the address locked and the file’s history', async () => {
    routeFetch({ [FIRST_PAGE]: () => page([adminDocument('a')]) });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /^15\.09\.2025 г\.\s*Report a/ }));
    const dialog = screen.getByRole('dialog', { name: 'Редактиране на документ' });
    // The form loads when it first opens (its modules compiled then, on a busy machine slowly).
    expect(await within(dialog).findByLabelText('Адрес', {}, { timeout: 5000 })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByLabelText('Заглавие (IT), задължително')).toHaveProperty(
      'value',
      'Relazione a',
    );
    expect(within(dialog).getByLabelText('Финансова година')).toHaveProperty('value', '2025');
    const history = within(dialog).getByRole('list', { name: 'История на файла' });
    expect(within(history).getByText('текуща')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Запази' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
