import { act, fireEvent, render, screen } from '@testing-library/react';
import { NewsletterForm } from './NewsletterForm';

const field = () => screen.getByLabelText('Iscriviti alla newsletter') as HTMLInputElement;
const status = () => screen.getByRole('status').textContent;

function answer(status: number, body: unknown = {}) {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function submit(email: string) {
  fireEvent.change(field(), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
  });
}

afterEach(() => Reflect.deleteProperty(global, 'fetch'));

test('posts the trimmed address and confirms a new subscription, clearing the field', async () => {
  const fetchMock = answer(201, { status: 'subscribed' });
  render(<NewsletterForm />);
  await submit('  anna@example.it ');
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/newsletter',
    expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'anna@example.it' }) }),
  );
  expect(status()).toMatch(/iscrizione alla newsletter è stata registrata/);
  expect(field().value).toBe('');
});

test('tells a returning subscriber that the address is already subscribed', async () => {
  answer(200, { status: 'already-subscribed' });
  render(<NewsletterForm />);
  await submit('anna@example.it');
  expect(status()).toMatch(/già iscritto/);
});

test('flags an invalid address without calling the server', async () => {
  const fetchMock = answer(201);
  render(<NewsletterForm />);
  await submit('anna@');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(field().getAttribute('aria-invalid')).toBe('true');
  expect(status()).toBe('Inserisci un indirizzo e-mail valido.');
});

test('shows the server’s refusal and keeps the typed text', async () => {
  answer(400);
  render(<NewsletterForm />);
  await submit('anna@example.invalid-but-looks-ok');
  expect(status()).toBe('Inserisci un indirizzo e-mail valido.');
  expect(field().value).toBe('anna@example.invalid-but-looks-ok');
});

test('explains a rate limit and a failure, keeping the text to try again', async () => {
  answer(429);
  render(<NewsletterForm />);
  await submit('anna@example.it');
  expect(status()).toMatch(/Riprova tra qualche minuto/);
  answer(503);
  await submit('anna@example.it');
  expect(status()).toMatch(/Non è stato possibile completare l’iscrizione/);
  expect(field().value).toBe('anna@example.it');
});
