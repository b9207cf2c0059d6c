import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RemoteRoutesModule } from '@alu/common';
import { routes } from './routes';

// The federation runtime is exercised for real by the e2e tests; here a remote's routes
// module is replaced so the shell's own routing and layout can be checked alone.
jest.mock('../features/federation/remoteModules', () => {
  const fake: RemoteRoutesModule = {
    areaLabel: 'Fake',
    pages: new Proxy({}, { get: (_target, key) => () => <h1>page {String(key)}</h1> }),
  };
  const ready = { status: 'ready', module: { default: fake } };
  return {
    moduleLoad: () => ready,
    subscribeToModule: () => () => undefined,
    loadFederatedModule: () => Promise.resolve(ready.module),
    routesOf: () => fake,
  };
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

test('an unknown path ends on /404', async () => {
  const router = renderAt('/foo');
  expect(await screen.findByText('There is nothing here')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/404');
});

test('public routes have header and footer', async () => {
  renderAt('/markets/automotive');
  expect(await screen.findByRole('heading', { name: 'page markets' })).toBeTruthy();
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
});

test.each(['/admin', '/admin/login'])('%s hides header and footer', async (path) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { name: /page (panel|login)/ })).toBeTruthy();
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});

test('a section root redirects to its default page', async () => {
  const router = renderAt('/investors');
  expect(await screen.findByRole('heading', { name: 'page investors' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/investors/management');
});
