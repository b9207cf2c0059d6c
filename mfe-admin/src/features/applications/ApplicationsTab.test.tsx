import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApplicationsPage, StoredApplication } from '@alu/common';
import { calls, routeFetch, setUpAdminTests, withSession } from '../../shared/testing';
import { ApplicationsTab } from './ApplicationsTab';

const VACANCY = 'a'.repeat(24);

const application = (id: string, change: Partial<StoredApplication> = {}): StoredApplication => ({
  _id: id,
  vacancy: { id: VACANCY, title: 'Operatore di laminatoio' },
  name: `Candidato ${id}`,
  email: `${id}@esempio.bg`,
  phone: '+359 54 800 123',
  coverLetter: 'Otto anni di laminazione.',
  locale: 'bg',
  cv: { fileName: `${id}.pdf`, type: 'pdf', bytes: 250_000 },
  status: 'new',
  createdAt: '2026-11-20T08:30:00.000Z',
  ...change,
});

const page = (
  items: StoredApplication[],
  nextCursor: string | null = null,
): { status: number; body: ApplicationsPage } => ({
  status: 200,
  body: {
    items,
    nextCursor,
    vacancies: [
      { id: VACANCY, title: 'Operatore di laminatoio', count: 3 },
      { id: '', title: '', count: 1 },
    ],
  },
});

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Кандидатури' })).getAllByRole('listitem');

describe('ApplicationsTab', () => {
  setUpAdminTests();

  it('lists every fact of an application, and the vacancies with their counts', async () => {
    routeFetch({ 'GET /api/applications': () => page([application('one')]) });
    render(withSession(<ApplicationsTab />));
    const [card] = (await cards()) as [HTMLElement];
    expect(within(card).getByRole('heading', { name: 'Candidato one' })).toBeTruthy();
    for (const fact of [
      'Operatore di laminatoio',
      'one@esempio.bg',
      '+359 54 800 123',
      'български',
      'Otto anni di laminazione.',
      'one.pdf (PDF, 244 KB)',
    ]) {
      expect(card.textContent).toContain(fact);
    }
    const filter = screen.getByLabelText('Позиция');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Всички позиции (4)', 'Operatore di laminatoio (3)', 'Инициативни (1)']);
  });

  it('loads the next page on demand and filters per vacancy', async () => {
    const stub = routeFetch({
      'GET /api/applications': () => page([application('one'), application('two')], 'next'),
      'GET /api/applications?cursor=next': () => page([application('three')]),
      [`GET /api/applications?vacancy=spontaneous`]: () =>
        page([application('four', { vacancy: null })]),
    });
    render(withSession(<ApplicationsTab />));
    expect(await cards()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Покажи още' }));
    await waitFor(async () => expect(await cards()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Покажи още' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Позиция'), { target: { value: 'spontaneous' } });
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect((await cards())[0]?.textContent).toContain('Инициативна');
    expect(calls(stub)).toContain('GET /api/applications?vacancy=spontaneous');
  });

  it('sets a status and shows who changed it', async () => {
    const stub = routeFetch({
      'GET /api/applications': () => page([application('one')]),
      [`POST /api/applications/one/status`]: (init) => ({
        status: 200,
        body: application('one', {
          status: JSON.parse(String(init.body)).status,
          statusChangedAt: '2026-11-21T09:00:00.000Z',
          statusChangedBy: 'amministratore',
        }),
      }),
    });
    render(withSession(<ApplicationsTab />));
    const [card] = (await cards()) as [HTMLElement];
    fireEvent.change(within(card).getByLabelText('Състояние'), { target: { value: 'interview' } });
    expect(await within(card).findByText(/от amministratore/)).toBeTruthy();
    expect((within(card).getByLabelText('Състояние') as HTMLSelectElement).value).toBe('interview');
    expect(calls(stub)).toContain('POST /api/applications/one/status');
  });

  it('erases an application after the confirmation, and lists again', async () => {
    let erased = false;
    const stub = routeFetch({
      'GET /api/applications': () => page(erased ? [] : [application('one')]),
      'DELETE /api/applications/one': () => {
        erased = true;
        return { status: 204 };
      },
    });
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    render(withSession(<ApplicationsTab />));
    await cards();
    const erase = screen.getByRole('button', { name: 'Изтрий кандидатурата на Candidato one' });
    fireEvent.click(erase);
    expect(calls(stub)).not.toContain('DELETE /api/applications/one');
    fireEvent.click(erase);
    expect(await screen.findByText('Няма кандидатури.')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
