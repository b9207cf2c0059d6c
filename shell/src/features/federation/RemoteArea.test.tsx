import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RemoteRoutesModule } from '@alu/common';
import { RemoteArea } from './RemoteArea';
import { loadedRemoteRoutes, loadRemoteRoutes } from './loadRemoteRoutes';

// The federation runtime itself is exercised by the e2e tests (real remotes, real servers);
// here the loader is replaced to check how the area reacts to each outcome.
jest.mock('./loadRemoteRoutes', () => ({
  loadedRemoteRoutes: jest.fn(),
  loadRemoteRoutes: jest.fn(),
}));

const loadMock = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
const loadedMock = loadedRemoteRoutes as jest.MockedFunction<typeof loadedRemoteRoutes>;

function routesWith(Page: () => JSX.Element): RemoteRoutesModule {
  return { areaLabel: 'Test', pages: { page: Page } };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadMock.mockReset();
  loadedMock.mockReset();
  loadedMock.mockReturnValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

test('shows a skeleton, then the page', async () => {
  loadMock.mockResolvedValue(routesWith(() => <h1>Pagina</h1>));
  render(<RemoteArea remote="news" page="page" />);
  expect(screen.getByText('Caricamento…')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Pagina' })).toBeTruthy();
});

test('a remote that fails to load shows the Italian message, and Riprova loads it again', async () => {
  loadMock.mockRejectedValueOnce(new Error('manifest unreachable'));
  render(<RemoteArea remote="news" page="page" />);
  expect(await screen.findByRole('heading', { name: 'Sezione non disponibile' })).toBeTruthy();
  loadMock.mockResolvedValueOnce(routesWith(() => <h1>Tornata</h1>));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
  });
  expect(await screen.findByRole('heading', { name: 'Tornata' })).toBeTruthy();
  expect(loadMock).toHaveBeenCalledTimes(2);
});

test('an exception while the page renders is confined to the area', async () => {
  let broken = true;
  function Fragile() {
    if (broken) throw new Error('render failure');
    return <h1>Ripristinata</h1>;
  }
  loadMock.mockResolvedValue(routesWith(Fragile));
  render(
    <>
      <p>resto del sito</p>
      <RemoteArea remote="news" page="page" />
    </>,
  );
  expect(await screen.findByRole('heading', { name: 'Sezione non disponibile' })).toBeTruthy();
  expect(screen.getByText('resto del sito')).toBeTruthy();
  broken = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
  });
  expect(await screen.findByRole('heading', { name: 'Ripristinata' })).toBeTruthy();
});

test('a page key the remote does not offer shows the message instead of a blank area', async () => {
  loadMock.mockResolvedValue(routesWith(() => <h1>Altro</h1>));
  render(<RemoteArea remote="news" page="missing" />);
  expect(await screen.findByRole('heading', { name: 'Sezione non disponibile' })).toBeTruthy();
});

test("moving to another remote's page never shows the previous remote's state", async () => {
  const corporate = routesWith(() => <h1>Home</h1>);
  const news: RemoteRoutesModule = {
    areaLabel: 'Notizie',
    pages: { list: () => <h1>Notizie</h1> },
  };
  loadedMock.mockImplementation((remote) => (remote === 'corporate' ? corporate : undefined));
  loadMock.mockImplementation((remote) =>
    remote === 'news' ? Promise.resolve(news) : Promise.reject(new Error('down')),
  );
  const { rerender } = render(<RemoteArea remote="corporate" page="page" />);
  expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  // Same component instance, as when the router swaps route elements of the same type.
  rerender(<RemoteArea remote="news" page="list" />);
  expect(screen.queryByRole('heading', { name: 'Sezione non disponibile' })).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Notizie' })).toBeTruthy();
  loadedMock.mockImplementation((remote) =>
    remote === 'corporate' ? corporate : remote === 'news' ? news : undefined,
  );
  rerender(<RemoteArea remote="corporate" page="page" />);
  expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
});
