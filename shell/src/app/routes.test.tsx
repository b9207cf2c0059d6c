import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RemoteRegistryEntry, RemoteRoutesModule } from '@alu/common';
import { routeAt } from './routeHandle';
import { buildSiteRoutes, siteRouteTable } from './routes';
import { SiteRoutesContext } from './siteRoutesContext';

// The federation runtime is exercised for real by the e2e tests; here a remote's routes
// module is replaced so the shell's own routing and layout can be checked alone. Each fake
// page names its remote and page key.
jest.mock('../features/federation/remoteModules', () => {
  const moduleOf = (remote: string): RemoteRoutesModule => ({
    areaLabel: remote,
    declaration: { routes: [] },
    pages: new Proxy({}, { get: (_target, key) => () => <h1>{`${remote} ${String(key)}`}</h1> }),
  });
  // One answer per module (useSyncExternalStore wants the same snapshot each time).
  const loads = new Map<string, { status: 'ready'; module: { default: RemoteRoutesModule } }>();
  const load = (id: string) => {
    let known = loads.get(id);
    if (!known) {
      known = { status: 'ready', module: { default: moduleOf(id.split('/')[0] ?? '') } };
      loads.set(id, known);
    }
    return known;
  };
  return {
    moduleLoad: load,
    subscribeToModule: () => () => undefined,
    loadFederatedModule: (id: string) => Promise.resolve(load(id).module),
    routesOf: (module: { default: RemoteRoutesModule }) => module.default,
  };
});

const entry = (name: string, routes: RemoteRegistryEntry['routes']): RemoteRegistryEntry => ({
  name,
  entry: `http://localhost/${name}/mf-manifest.json`,
  ...(routes ? { routes } : {}),
});

const REGISTRY: RemoteRegistryEntry[] = [
  entry('markets', {
    routes: [{ path: '/markets/:page', name: 'MarketsPage', page: 'markets' }],
    redirects: [{ path: '/markets', redirectTo: '/markets/packaging' }],
  }),
  entry('admin', {
    routes: [
      {
        path: '/admin',
        name: 'Administration',
        page: 'panel',
        chrome: false,
        serverRendered: false,
      },
    ],
  }),
  // Registered later, it claims a path the first remote owns and the shell's not-found page.
  entry('intruder', {
    routes: [
      { path: '/markets/:other', name: 'Stolen', page: 'stolen' },
      { path: '/404', name: 'Stolen', page: 'stolen' },
      { path: '/intruder', name: 'Intruder', page: 'own' },
    ],
  }),
  // Its pages cannot be read: it has no routes, the rest of the site has.
  entry('unreadable', undefined),
];

function renderAt(path: string, registry: RemoteRegistryEntry[] | null = REGISTRY) {
  const routes = buildSiteRoutes(siteRouteTable(registry));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SiteRoutesContext.Provider value={routes}>
      <RouterProvider router={router} />
    </SiteRoutesContext.Provider>,
  );
  return router;
}

test('a path a remote declares shows its page, with header and footer', async () => {
  renderAt('/markets/automotive');
  expect(await screen.findByRole('heading', { name: 'markets markets' })).toBeTruthy();
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
});

test('a page declared without chrome hides header and footer', async () => {
  renderAt('/admin');
  expect(await screen.findByRole('heading', { name: 'admin panel' })).toBeTruthy();
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});

test('a declared redirect leads to its page', async () => {
  const router = renderAt('/markets');
  expect(await screen.findByRole('heading', { name: 'markets markets' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/markets/packaging');
});

test('an unknown path shows the not-found page at its own address', async () => {
  const router = renderAt('/foo');
  expect(await screen.findByText('There is nothing here')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/foo');
});

test('the first remote to claim a path keeps it; later claims are reported, not routed', async () => {
  expect(siteRouteTable(REGISTRY)?.conflicts).toEqual([
    { path: '/markets/:other', remote: 'intruder', claimedBy: 'markets' },
    { path: '/404', remote: 'intruder', claimedBy: 'shell' },
  ]);
  renderAt('/intruder');
  expect(await screen.findByRole('heading', { name: 'intruder own' })).toBeTruthy();
});

test('the shell keeps its not-found page against a remote that declares the same path', async () => {
  renderAt('/404');
  expect(await screen.findByText('There is nothing here')).toBeTruthy();
});

test('without a registry no address is called missing: the section is unavailable', async () => {
  const router = renderAt('/news', null);
  expect(await screen.findByRole('heading', { name: 'Sezione non disponibile' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/news');
  expect(screen.getByRole('banner')).toBeTruthy();
});

test('a path is named by the pattern of the route that renders it, never by the address', () => {
  const routes = buildSiteRoutes(siteRouteTable(REGISTRY));
  expect(routeAt(routes, '/markets/packaging').template).toBe('/markets/:page');
  expect(routeAt(routes, '/markets/packaging/').template).toBe('/markets/:page');
  expect(routeAt(routes, '/admin').template).toBe('/admin');
  // A path no remote declares falls to the not-found route, whatever its words.
  const unknown = routeAt(routes, '/no/such/page-of-a-visitor').template;
  expect(unknown).not.toContain('visitor');
});
