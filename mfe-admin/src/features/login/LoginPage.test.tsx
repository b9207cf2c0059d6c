import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { calls, routeFetch, setUpAdminTests } from '../../shared/testing';
import { LoginPage } from './LoginPage';

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/admin/login']}>
      <Routes>
        <Route path="/admin/login" element={<LoginPage />} />
        <Route path="/admin" element={<p>Панел</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Потребителско име'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Парола'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Вход' }));
}

describe('LoginPage', () => {
  setUpAdminTests();
  beforeEach(() => localStorage.clear());

  it('needs both fields, then stores the token and opens the panel', async () => {
    const fetchStub = routeFetch({
      'POST /api/admin/login': () => ({ status: 200, body: { token: 'abc' } }),
    });
    renderLogin();
    expect(screen.getByRole('button', { name: 'Вход' })).toHaveProperty('disabled', true);
    fillAndSubmit(' amministratore ', 'secret password');
    expect(await screen.findByText('Панел')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('abc');
    const [, init] = fetchStub.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      username: 'amministratore',
      password: 'secret password',
    });
  });

  it('removes the token and says why when the sign-in fails', async () => {
    localStorage.setItem('token', 'old');
    routeFetch({
      'POST /api/admin/validate': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'x' } },
      }),
      'POST /api/admin/login': () => ({
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'x' } },
      }),
    });
    renderLogin();
    await screen.findByLabelText('Потребителско име');
    fillAndSubmit('amministratore', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Грешно потребителско име или парола.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells a rate-limited administrator to wait', async () => {
    routeFetch({
      'POST /api/admin/login': () => ({
        status: 429,
        body: { error: { code: 'too_many_requests', message: 'x' } },
      }),
    });
    renderLogin();
    fillAndSubmit('amministratore', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Твърде много неуспешни опити/);
  });

  it('skips the form when the stored token is still valid', async () => {
    localStorage.setItem('token', 'valid');
    const fetchStub = routeFetch({
      'POST /api/admin/validate': () => ({ status: 200, body: { user: { username: 'a' } } }),
    });
    renderLogin();
    expect(await screen.findByText('Панел')).toBeTruthy();
    expect(calls(fetchStub)).toEqual(['POST /api/admin/validate']);
    await waitFor(() => expect(localStorage.getItem('token')).toBe('valid'));
  });
});
