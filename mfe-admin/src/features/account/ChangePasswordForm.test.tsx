import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, routeFetch, setUpAdminTests, withSession } from '../../shared/testing';
import { ChangePasswordForm } from './ChangePasswordForm';

const CURRENT = 'la password di oggi 1';
const NEXT = 'un ponte sul Danubio 2026';

function fill(current: string, next: string, repeat = next) {
  fireEvent.change(screen.getByLabelText('Текуща парола'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Нова парола'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Повторете новата парола'), { target: { value: repeat } });
}

async function submit() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Запази' })));
}

describe('ChangePasswordForm', () => {
  setUpAdminTests();

  it('keeps the session with the new token the server answers', async () => {
    const stub = routeFetch({
      'POST /api/admin/password': (init) => {
        expect(JSON.parse(String(init.body))).toEqual({
          currentPassword: CURRENT,
          newPassword: NEXT,
        });
        return { status: 200, body: { token: 'the-new-token' } };
      },
    });
    const replaceToken = jest.fn();
    const onDone = jest.fn();
    render(withSession(<ChangePasswordForm onDone={onDone} />, undefined, replaceToken));
    fill(CURRENT, NEXT);
    await submit();
    expect(calls(stub)).toEqual(['POST /api/admin/password']);
    expect(replaceToken).toHaveBeenCalledWith('the-new-token');
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it('says, next to the field, when the two new passwords differ or are too short', async () => {
    const stub = routeFetch({});
    render(withSession(<ChangePasswordForm onDone={jest.fn()} />));
    fill(CURRENT, NEXT, `${NEXT}!`);
    await submit();
    const repeat = screen.getByLabelText('Повторете новата парола');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Двете нови пароли не съвпадат.')).toBeTruthy();
    fill(CURRENT, 'corta', 'corta');
    await submit();
    expect(screen.getByText('Новата парола трябва да е поне 12 знака.')).toBeTruthy();
    expect(stub).not.toHaveBeenCalled();
  });

  it.each([
    [403, {}, 'Текуща парола', 'Текущата парола е грешна.'],
    [
      400,
      { reason: 'common', field: 'newPassword' },
      'Нова парола',
      'Тази парола е сред най-често използваните. Изберете друга.',
    ],
  ])('shows the server’s %i beside the field it concerns', async (status, details, label, text) => {
    routeFetch({
      'POST /api/admin/password': () => ({
        status,
        body: { error: { code: 'x', message: 'refused', ...details } },
      }),
    });
    const onDone = jest.fn();
    render(withSession(<ChangePasswordForm onDone={onDone} />));
    fill(CURRENT, NEXT);
    await submit();
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(text)).toBeTruthy();
    // What was typed stays.
    expect((screen.getByLabelText('Нова парола') as HTMLInputElement).value).toBe(NEXT);
    expect(onDone).not.toHaveBeenCalled();
  });
});
