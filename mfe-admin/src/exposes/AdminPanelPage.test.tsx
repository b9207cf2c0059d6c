import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { routeFetch, setUpAdminTests } from '../shared/testing';
import { AdminPanelPage } from './AdminPanelPage';

function renderPanel() {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={<AdminPanelPage />} />
        <Route path="/admin/login" element={<p>Форма за вход</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const valid = () => ({ status: 200, body: { user: { username: 'amministratore' } } });

describe('AdminPanelPage', () => {
  setUpAdminTests({ dialog: true });
  beforeEach(() => localStorage.clear());

  it('goes to the sign-in form without a stored token, asking nothing', () => {
    const fetchStub = routeFetch({});
    renderPanel();
    expect(screen.getByText('Форма за вход')).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('removes a token the server refuses and goes to the sign-in form', async () => {
    localStorage.setItem('token', 'expired');
    routeFetch({
      'POST /api/admin/validate': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'x' } },
      }),
    });
    renderPanel();
    expect(await screen.findByText('Форма за вход')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token and offers a retry when the server cannot be reached', async () => {
    localStorage.setItem('token', 'kept');
    let reachable = false;
    routeFetch({
      'POST /api/admin/validate': () => (reachable ? valid() : { status: 503, body: {} }),
      'GET /api/admin/news?limit=30&kind=news': () => ({
        status: 200,
        body: { items: [], nextCursor: null },
      }),
    });
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(localStorage.getItem('token')).toBe('kept');
    reachable = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Опитай отново' }));
    expect(await screen.findByRole('tab', { name: 'Новини' })).toBeTruthy();
  });

  it('shows the logo, the tabs, "new publication" and logout for a valid session', async () => {
    localStorage.setItem('token', 'valid');
    routeFetch({
      'POST /api/admin/validate': valid,
      'GET /api/admin/news?limit=30&kind=news': () => ({
        status: 200,
        body: { items: [], nextCursor: null },
      }),
      'GET /api/careers?limit=30': () => ({ status: 200, body: { items: [], nextCursor: null } }),
      'GET /api/admin/documents?limit=30': () => ({
        status: 200,
        body: { items: [], nextCursor: null },
      }),
      'GET /api/admin/investor-events': () => ({
        status: 200,
        body: { items: [], nextCursor: null },
      }),
      'GET /api/inquiries?limit=25': () => ({
        status: 200,
        body: { items: [], nextCursor: null },
      }),
      'GET /api/applications': () => ({
        status: 200,
        body: { items: [], nextCursor: null, vacancies: [] },
      }),
      'GET /api/releases/status': () => ({
        status: 200,
        body: { generatedAt: '2026-11-28T10:30:00.000Z', remotes: [] },
      }),
    });
    renderPanel();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Новини',
      'Медиите за нас',
      'Кариери',
      'Документи',
      'Календар',
      'Запитвания',
      'Кандидатури',
      'Абонати',
      'Дейност',
      'Версии',
    ]);
    expect(screen.getByRole('img', { name: 'Alumis' })).toBeTruthy();
    expect(await screen.findByText('Няма публикации.')).toBeTruthy();

    // Arrow keys move between the tabs.
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Медиите за нас' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // "New publication" opens the career form on the Careers tab.
    fireEvent.click(screen.getByRole('tab', { name: 'Кариери' }));
    expect(await screen.findByText('Няма обяви за работа.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Нова публикация' }));
    expect(screen.getByRole('dialog', { name: 'Нова обява' })).toBeTruthy();
    // The form loads when it first opens.
    fireEvent.click(await screen.findByRole('button', { name: 'Отказ' }));

    // The Documents tab loads when it is first opened; "new publication" opens a document.
    fireEvent.click(screen.getByRole('tab', { name: 'Документи' }));
    expect(await screen.findByText('Няма документи.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Нова публикация' }));
    expect(screen.getByRole('dialog', { name: 'Нов документ' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Отказ' }));

    // The Calendar tab likewise; "new publication" opens an event.
    fireEvent.click(screen.getByRole('tab', { name: 'Календар' }));
    expect(await screen.findByText('Няма събития.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Нова публикация' }));
    expect(screen.getByRole('dialog', { name: 'Ново събитие' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Отказ' }));

    // No "new publication" on the Inquiries tab.
    fireEvent.click(screen.getByRole('tab', { name: 'Запитвания' }));
    expect(await screen.findByText('Няма запитвания.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Нова публикация' })).toBeNull();

    // Nor on the Applications tab.
    fireEvent.click(screen.getByRole('tab', { name: 'Кандидатури' }));
    expect(await screen.findByText('Няма кандидатури.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Нова публикация' })).toBeNull();

    // The Versions tab loads when it is first opened.
    fireEvent.click(screen.getByRole('tab', { name: 'Версии' }));
    expect(await screen.findByText('Няма модули в регистъра.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Изход' }));
    expect(await screen.findByText('Форма за вход')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
