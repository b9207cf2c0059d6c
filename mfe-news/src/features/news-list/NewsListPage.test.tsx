import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NEWS_API } from '@alu/common';
import { newsItem, stubFetch } from '../../shared/newsFixtures';
import { NewsListPage } from './NewsListPage';

const realFetch = global.fetch;

const news = [
  newsItem('nuova-pressa', {
    title: 'Nuova pressa',
    date: '2026-03-15',
    contentOne: `<p>${'Una nuova pressa da 25 MN &amp; altro. '.repeat(8)}</p>`,
  }),
  newsItem('intervista', { title: 'Intervista al direttore', isMediaNews: true }),
  newsItem('fiera', { title: 'Alumis in fiera', date: '2026-02-01' }),
  newsItem('articolo-stampa', { title: 'Articolo di stampa', isMediaNews: true }),
];

type Item = (typeof news)[number];
/** The API's first page of each kind (12 items) for `items`, as the page asks for them. */
function pages(items: readonly Item[], nextCursor: string | null = null) {
  const page = (media: boolean) => ({
    status: 200,
    body: { items: items.filter((item) => item.isMediaNews === media), nextCursor },
  });
  return { [NEWS_API.page('news', 12)]: page(false), [NEWS_API.page('media', 12)]: page(true) };
}

function renderPage(initialEntry: string) {
  const router = createMemoryRouter([{ path: '/news', element: <NewsListPage /> }], {
    initialEntries: [initialEntry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

function listTitles(): string[] {
  return within(screen.getByTestId('news-list'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

function menu() {
  return within(screen.getByRole('navigation', { name: 'Sezioni delle notizie' }));
}

describe('NewsListPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('shows the company news with cover, title, preview and date', async () => {
    stubFetch(pages(news));
    renderPage('/news');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notizie');
    expect(document.title).toBe('Notizie | Alumis');
    await waitFor(() => expect(listTitles()).toEqual(['Nuova pressa', 'Alumis in fiera']));

    // The title is the link, named by what it shows; its card holds the rest.
    const link = screen.getByRole('link', { name: 'Nuova pressa' });
    expect(link.getAttribute('href')).toBe('/news/nuova-pressa');
    const card = link.closest('article')!;
    const image = card.querySelector('img')!;
    // The title beside it names the cover: it is not read twice.
    expect(image.getAttribute('alt')).toBe('');
    // The first cover is the page's main picture on a phone: fetched at once, first; the
    // others when they come near the view.
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    const second = screen.getByRole('link', { name: 'Alumis in fiera' }).closest('article')!;
    expect(second.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    // The card's 16:10 box, and the API's resized copies offered by width.
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('750');
    expect(card.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(
      [480, 720, 960, 1200]
        .map((width) => `/uploads/news/nuova-pressa.jpg?w=${width}&fm=webp ${width}w`)
        .join(', '),
    );
    expect(card.querySelector('time')?.textContent).toBe('15 mar 2026');
    const preview = card.querySelector('p')?.textContent ?? '';
    expect(preview.startsWith('Una nuova pressa da 25 MN & altro.')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(121);
    expect(menu().getByRole('link', { name: 'Ultime notizie' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('reads the media mode from ?medias=true on load', async () => {
    stubFetch(pages(news));
    renderPage('/news?medias=true');
    await waitFor(() =>
      expect(listTitles()).toEqual(['Intervista al direttore', 'Articolo di stampa']),
    );
    expect(
      menu().getByRole('link', { name: 'Cosa dicono di noi' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('switching modes pushes history entries, so Back and Forward switch too', async () => {
    stubFetch(pages(news));
    const router = renderPage('/news');
    await waitFor(() => expect(listTitles()).toEqual(['Nuova pressa', 'Alumis in fiera']));

    fireEvent.click(menu().getByRole('link', { name: 'Cosa dicono di noi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?medias=true'));
    expect(router.state.historyAction).toBe('PUSH');
    // Each mode is a page of its own kind from the API.
    await waitFor(() =>
      expect(listTitles()).toEqual(['Intervista al direttore', 'Articolo di stampa']),
    );
    expect(jest.mocked(global.fetch).mock.calls.map(([url]) => String(url))).toEqual([
      NEWS_API.page('news', 12),
      NEWS_API.page('media', 12),
    ]);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(listTitles()).toEqual(['Nuova pressa', 'Alumis in fiera']));

    await act(() => router.navigate(1));
    expect(router.state.location.search).toBe('?medias=true');
    await waitFor(() =>
      expect(listTitles()).toEqual(['Intervista al direttore', 'Articolo di stampa']),
    );
  });

  it('scrolls smoothly to the list when a mode is chosen', async () => {
    stubFetch(pages(news));
    renderPage('/news');
    await waitFor(() => expect(listTitles()).toHaveLength(2));
    fireEvent.click(menu().getByRole('link', { name: 'Cosa dicono di noi' }));
    await waitFor(() =>
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }),
    );
  });

  it('says so when a mode has nothing to show', async () => {
    stubFetch(pages([news[0]!]));
    renderPage('/news?medias=true');
    expect(await screen.findByText('Nessuna notizia da mostrare.')).toBeTruthy();
    expect(listTitles()).toEqual([]);
  });

  it('reports a failure, logs it and loads again on Riprova', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchStub = stubFetch({
      [NEWS_API.page('news', 12)]: { status: 500, body: { error: 'boom' } },
    });
    renderPage('/news');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare le notizie.');
    expect(error).toHaveBeenCalledWith(
      '[news] the news list could not be loaded',
      expect.any(Error),
    );

    fetchStub.mockImplementation(
      async () => new Response(JSON.stringify(pages(news)[NEWS_API.page('news', 12)]!.body)),
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(listTitles()).toEqual(['Nuova pressa', 'Alumis in fiera']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reserves the list space with hidden skeleton cards while loading', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderPage('/news');
    const list = screen.getByTestId('news-list');
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(list.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
    expect(within(list).getByRole('status').textContent).toBe('Caricamento delle notizie…');
  });

  it('offers the next page as a real link, and keeps the shown items while it loads', async () => {
    const first = { items: [news[0]!], nextCursor: 'c1' };
    const both = { items: [news[0]!, news[2]!], nextCursor: null };
    let answerSecond: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === NEWS_API.page('news', 12)) return new Response(JSON.stringify(first));
      if (url === NEWS_API.page('news', 24)) {
        return new Promise<Response>((resolve) => (answerSecond = resolve));
      }
      return new Response('[]', { status: 404 });
    }) as unknown as typeof fetch;
    const router = renderPage('/news');
    const more = await screen.findByRole('link', { name: 'Mostra altre notizie' });
    expect(more.getAttribute('href')).toBe('/news?page=2');
    fireEvent.click(more);
    expect(router.state.location.search).toBe('?page=2');
    // Still there while the longer list loads.
    expect(listTitles()).toEqual(['Nuova pressa']);
    expect(await screen.findByText('Caricamento di altre notizie…')).toBeTruthy();
    await act(async () => answerSecond(new Response(JSON.stringify(both))));
    await waitFor(() => expect(listTitles()).toEqual(['Nuova pressa', 'Alumis in fiera']));
    // The last page: no link.
    expect(screen.queryByRole('link', { name: 'Mostra altre notizie' })).toBeNull();
  });
});
