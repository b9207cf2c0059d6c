import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('page crashed');
}

function site(pathname: string, page: JSX.Element) {
  return (
    <MemoryRouter>
      <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>
    </MemoryRouter>
  );
}

test('an error no area caught shows the error page, and a navigation elsewhere clears it', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rerender } = render(site('/broken', <Broken />));
  expect(screen.getByRole('heading', { name: 'Si è verificato un errore' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Torna alla home page' })).toBeTruthy();

  rerender(site('/', <h1>Home</h1>));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Si è verificato un errore' })).toBeNull();
  jest.restoreAllMocks();
});
