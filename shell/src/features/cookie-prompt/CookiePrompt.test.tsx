import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CookiePrompt } from './CookiePrompt';
import { TERMS_ACCEPTED_KEY } from './consentStorage';

function renderPrompt() {
  return render(
    <MemoryRouter>
      <CookiePrompt />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('appears 5 s after load', () => {
  renderPrompt();
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
    '/personal-data',
  );
});

test('Accept stores the flag and hides the prompt for good', () => {
  const { unmount } = renderPrompt();
  act(() => jest.advanceTimersByTime(5000));
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(window.localStorage.getItem(TERMS_ACCEPTED_KEY)).toBe('true');
  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  unmount();
  renderPrompt();
  act(() => jest.advanceTimersByTime(10000));
  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
});
