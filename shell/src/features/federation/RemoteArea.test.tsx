import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FederatedModuleId, RemoteRoutesModule } from '@alu/common';
import { recordPageView, startRecording, takeQueuedEvents } from '../../shared/releaseHealthQueue';
import { RemoteArea } from './RemoteArea';
import {
  loadFederatedModule,
  moduleLoad,
  subscribeToModule,
  type ModuleLoad,
} from './remoteModules';

// The federation runtime itself is exercised by remoteModules.test.ts and the e2e tests;
// here the store of module loads is replaced to check how the area reacts to each state.
jest.mock('./remoteModules', () => ({
  loadFederatedModule: jest.fn(),
  moduleLoad: jest.fn(),
  subscribeToModule: jest.fn(),
  remotePrefix: jest.fn(() => Promise.resolve(undefined)),
  routesOf: (module: { default: unknown }) => module.default,
}));

const loadMock = loadFederatedModule as jest.MockedFunction<typeof loadFederatedModule>;
const stateMock = moduleLoad as jest.MockedFunction<typeof moduleLoad>;
const subscribeMock = subscribeToModule as jest.MockedFunction<typeof subscribeToModule>;

/** A small stand-in for the store: states per module id, and listeners told of changes. */
function fakeStore() {
  const states = new Map<FederatedModuleId, ModuleLoad>();
  const listeners = new Set<() => void>();
  const idle: ModuleLoad = { status: 'idle' };
  stateMock.mockImplementation((id) => states.get(id) ?? idle);
  subscribeMock.mockImplementation((_id, listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  return {
    set(id: FederatedModuleId, state: ModuleLoad) {
      states.set(id, state);
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function routesWith(Page: () => JSX.Element): { default: RemoteRoutesModule } {
  const declaration = { routes: [{ path: '/test', name: 'Test', page: 'page' }] };
  return { default: { areaLabel: 'Test', pages: { page: Page }, declaration } };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadMock.mockReset();
  loadMock.mockReturnValue(new Promise(() => undefined));
});
afterEach(() => jest.restoreAllMocks());

test('shows a skeleton, asks for the remote, then shows the page', () => {
  const store = fakeStore();
  render(<RemoteArea remote="news" page="page" />);
  expect(screen.getByText('Caricamento…')).toBeTruthy();
  expect(loadMock).toHaveBeenCalledWith('news/routes');
  store.set('news/routes', { status: 'ready', module: routesWith(() => <h1>Pagina</h1>) });
  expect(screen.getByRole('heading', { name: 'Pagina' })).toBeTruthy();
});

test('a load that finishes after the render but before the area subscribed shows the page', () => {
  // The race of a menu click during page start: the hovered link's preload resolves between
  // the navigation's render (skeleton) and its effects. Nothing notifies the area afterwards.
  const readyState: ModuleLoad = { status: 'ready', module: routesWith(() => <h1>Notizie</h1>) };
  let resolved = false;
  stateMock.mockImplementation(() => (resolved ? readyState : { status: 'loading' }));
  // The store's own notification went out before this subscription: it never calls back.
  subscribeMock.mockImplementation(() => () => undefined);
  /** Rendered after the area, before anything commits: the load resolves just then. */
  function ResolvesMeanwhile() {
    resolved = true;
    return null;
  }
  render(
    <>
      <RemoteArea remote="news" page="page" />
      <ResolvesMeanwhile />
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Notizie' })).toBeTruthy();
});

test('a failed load shows the Italian message, and Riprova loads it again', () => {
  const store = fakeStore();
  store.set('news/routes', { status: 'failed', error: new Error('manifest unreachable') });
  loadMock.mockClear();
  render(<RemoteArea remote="news" page="page" />);
  // Coming to a failed area tries once more at once: the remote may be back.
  expect(loadMock).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'Sezione non disponibile' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
  expect(loadMock).toHaveBeenCalledTimes(2);
  store.set('news/routes', { status: 'ready', module: routesWith(() => <h1>Tornata</h1>) });
  expect(screen.getByRole('heading', { name: 'Tornata' })).toBeTruthy();
});

test('an exception while the page renders is confined to the area', () => {
  const store = fakeStore();
  let broken = true;
  function Fragile() {
    if (broken) throw new Error('render failure');
    return <h1>Ripristinata</h1>;
  }
  store.set('news/routes', { status: 'ready', module: routesWith(Fragile) });
  render(
    <>
      <p>resto del sito</p>
      <RemoteArea remote="news" page="page" />
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Sezione non disponibile' })).toBeTruthy();
  expect(screen.getByText('resto del sito')).toBeTruthy();
  broken = false;
  fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
  expect(screen.getByRole('heading', { name: 'Ripristinata' })).toBeTruthy();
});

test("a render failure is counted once, against the area's remote", () => {
  startRecording(() => undefined);
  recordPageView('/news/:slug', 'news');
  const store = fakeStore();
  function Broken(): JSX.Element {
    throw new Error('render failure');
  }
  store.set('news/routes', { status: 'ready', module: routesWith(Broken) });
  render(<RemoteArea remote="news" page="page" />);
  expect(screen.getByRole('heading', { name: 'Sezione non disponibile' })).toBeTruthy();
  // (React's development build also reports it on the window, as an uncaught error.)
  expect(takeQueuedEvents().filter(({ error }) => error === 'render')).toEqual([
    { kind: 'error', error: 'render', owner: 'news', route: '/news/:slug' },
  ]);
});

test('a page key the remote does not offer shows the message instead of a blank area', () => {
  const store = fakeStore();
  store.set('news/routes', { status: 'ready', module: routesWith(() => <h1>Altro</h1>) });
  render(<RemoteArea remote="news" page="missing" />);
  expect(screen.getByRole('heading', { name: 'Sezione non disponibile' })).toBeTruthy();
});

test("moving to another remote's page never shows the previous remote's state", () => {
  const store = fakeStore();
  store.set('corporate/routes', { status: 'ready', module: routesWith(() => <h1>Home</h1>) });
  const { rerender } = render(<RemoteArea remote="corporate" page="page" />);
  expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  // Same component instance, as when the router swaps route elements of the same type.
  rerender(<RemoteArea remote="news" page="list" />);
  expect(screen.getByText('Caricamento…')).toBeTruthy();
  const news = { default: { areaLabel: 'Notizie', pages: { list: () => <h1>Notizie</h1> } } };
  store.set('news/routes', { status: 'ready', module: news });
  expect(screen.getByRole('heading', { name: 'Notizie' })).toBeTruthy();
  rerender(<RemoteArea remote="corporate" page="page" />);
  expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
});
