import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useUiStore } from '../../shared/uiStore';
import { SearchOverlay } from './SearchOverlay';
import { loadSearchSources, type SearchSource } from './searchSources';
import { contactsModule, productsModule, ready } from './searchTestData';
import { useApiSearch } from './useApiSearch';

jest.mock('./searchSources', () => ({ loadSearchSources: jest.fn() }));
const loadSources = jest.mocked(loadSearchSources);
// The API's part (news, vacancies) is its own hook, tested over HTTP in the API and in e2e.
jest.mock('./useApiSearch', () => ({
  ...jest.requireActual('./useApiSearch'),
  useApiSearch: jest.fn(),
}));
const apiSearch = jest.mocked(useApiSearch);
const NO_API_RESULTS = { groups: [], loading: false, failed: false };

async function renderOverlay(sources: Promise<SearchSource[]>) {
  loadSources.mockReturnValue(sources);
  const router = createMemoryRouter([{ path: '*', element: <SearchOverlay /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  // Opening starts loading the sources; let that settle inside act.
  await act(async () => useUiStore.getState().setSearchOpen(true));
  // The panel is a chunk of its own.
  await screen.findByPlaceholderText('Scrivi qui per cercare');
  return router;
}

const input = () => screen.getByPlaceholderText('Scrivi qui per cercare');
const status = () => screen.getByRole('status');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

beforeEach(() => {
  useUiStore.setState({ searchOpen: false });
  loadSources.mockReset();
  apiSearch.mockReturnValue(NO_API_RESULTS);
});

test('opens with the input focused and the page scroll locked, and loads the sources once', async () => {
  await renderOverlay(Promise.resolve([ready('products', productsModule)]));
  expect(input()).toBe(document.activeElement);
  expect(document.body.classList.contains('scroll-locked')).toBe(true);
  expect(loadSources).toHaveBeenCalledTimes(1);
});

test('lists matching products with highlighted text and a count', async () => {
  await renderOverlay(Promise.resolve([ready('products', productsModule)]));
  type('foil');
  expect(status().textContent).toBe('2 risultati per «foil»');
  const group = screen.getByRole('region', { name: 'Prodotti (2)' });
  const links = within(group).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([
    '/products/rolled-foils/container-foil',
    '/products/rolled-foils/household-foil',
  ]);
  type('foglio per uso');
  const marked = screen.getAllByText((_, element) => element?.tagName === 'MARK');
  expect(marked.map((mark) => mark.textContent)).toEqual(
    expect.arrayContaining(['Foglio', 'per', 'uso']),
  );
  expect(screen.getByRole('link', { name: 'Vedi tutti i risultati' }).getAttribute('href')).toBe(
    '/search?q=foglio+per+uso',
  );
});

test('says so when nothing matches, and shows nothing for a blank input', async () => {
  await renderOverlay(Promise.resolve([ready('products', productsModule)]));
  type('xyzzy');
  expect(status().textContent).toBe('Nessun risultato per «xyzzy»');
  type('   ');
  expect(status().textContent).toBe('');
  expect(screen.queryAllByRole('link')).toHaveLength(0);
});

test('arrow keys move through the results and Enter in the field opens the first', async () => {
  const router = await renderOverlay(
    Promise.resolve([ready('products', productsModule), ready('contacts', contactsModule)]),
  );
  type('foglio');
  const links = screen.getAllByRole('link');
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  expect(document.activeElement).toBe(links[0]);
  fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(links[1]);
  fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
  fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(input());

  await act(async () => fireEvent.keyDown(input(), { key: 'Enter' }));
  expect(router.state.location.pathname).toBe(links[0]!.getAttribute('href'));
  // The route changed: the overlay closed, which cleared it.
  expect(screen.queryByPlaceholderText('Scrivi qui per cercare')).toBeNull();
});

test('Escape closes and clears the overlay', async () => {
  await renderOverlay(Promise.resolve([ready('products', productsModule)]));
  type('foil');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.body.classList.contains('scroll-locked')).toBe(false);
  await act(async () => useUiStore.getState().setSearchOpen(true));
  expect(await screen.findByPlaceholderText('Scrivi qui per cercare')).toHaveProperty('value', '');
});

test('names the area that could not answer while the others still do', async () => {
  await renderOverlay(
    Promise.resolve([
      ready('products', productsModule),
      { remote: 'contacts', status: 'unavailable', label: 'Contatti' },
    ]),
  );
  type('foil');
  expect(screen.getByText('Risultati non disponibili per: Contatti.')).toBeTruthy();
  expect(
    within(screen.getByRole('region', { name: 'Prodotti (2)' })).getAllByRole('link'),
  ).toHaveLength(2);
});

test('shows the API’s news among the static results, and says so while it answers', async () => {
  apiSearch.mockReturnValue({ groups: [], loading: true, failed: false });
  await renderOverlay(Promise.resolve([ready('products', productsModule)]));
  type('xyzzy');
  expect(status().textContent).toBe('Ricerca in corso…');
  apiSearch.mockReturnValue({
    loading: false,
    failed: false,
    groups: [
      {
        key: 'news',
        count: 7,
        results: [
          {
            id: 'api-news-fiera',
            key: 'news-fiera',
            kind: 'news',
            title: 'Alumis alla fiera',
            detail: 'Laminati in mostra',
            shortDetail: 'Laminati in mostra',
            href: '/news/fiera',
            searchable: [],
            terms: ['laminati'],
          },
        ],
      },
    ],
  });
  type('laminati');
  const news = screen.getByRole('region', { name: 'Notizie (7)' });
  expect(within(news).getByRole('link').getAttribute('href')).toBe('/news/fiera');
  expect(status().textContent).toBe('7 risultati per «laminati»');
});

test('says when the news and vacancies cannot be searched', async () => {
  apiSearch.mockReturnValue({ groups: [], loading: false, failed: true });
  await renderOverlay(Promise.resolve([ready('products', productsModule)]));
  type('foil');
  expect(screen.getByText(/Notizie e posizioni aperte non sono/)).toBeTruthy();
});

test('says the search is unavailable when no source can be read', async () => {
  await renderOverlay(Promise.reject(new Error('registry down')));
  type('foil');
  expect(status().textContent).toMatch(/non è al momento disponibile/);
});
