import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NEWS_API } from '@alu/common';
import { newsItem, stubFetch } from '../../shared/newsFixtures';
import { LatestNewsStrip } from './LatestNewsStrip';

const realFetch = global.fetch;

function renderStrip(opensPage?: boolean) {
  return render(
    <MemoryRouter>
      <LatestNewsStrip opensPage={opensPage} />
    </MemoryRouter>,
  );
}

const TWO_ITEMS = {
  [NEWS_API.latest]: {
    status: 200,
    body: [
      newsItem('nuova-pressa', { title: 'Nuova pressa' }),
      newsItem('fiera', { title: 'Fiera' }),
    ],
  },
};

const loadingOfCovers = async () => {
  await screen.findByRole('link', { name: 'Fiera' });
  return screen
    .getAllByRole('article')
    .map((card) => card.querySelector('img')?.getAttribute('loading'));
};

describe('LatestNewsStrip', () => {
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('shows the latest news as cards linking to their articles', async () => {
    const fetchStub = stubFetch({
      [NEWS_API.latest]: {
        status: 200,
        body: [
          newsItem('nuova-pressa', { title: 'Nuova pressa', date: '2026-03-15' }),
          newsItem('fiera', { title: 'Alumis in fiera', date: '2026-02-01' }),
        ],
      },
    });
    renderStrip();
    // Space is reserved while loading.
    const section = screen.getByRole('region', { name: 'Ultime notizie' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    const link = await screen.findByRole('link', { name: 'Nuova pressa' });
    expect(fetchStub).toHaveBeenCalledWith(NEWS_API.latest, expect.anything());
    expect(link.getAttribute('href')).toBe('/news/nuova-pressa');
    const card = link.closest('article')!;
    expect(card.querySelector('time')?.textContent).toBe('15 mar 2026');
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-15');
    const image = card.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/news/nuova-pressa.jpg');
    expect(image?.getAttribute('alt')).toBe('');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Tutte le notizie' }).getAttribute('href')).toBe(
      '/news',
    );
    expect(section.getAttribute('aria-busy')).toBe('false');
  });

  it('fetches its first cover at once when it opens the page (the news page)', async () => {
    stubFetch(TWO_ITEMS);
    renderStrip(true);
    expect(await loadingOfCovers()).toEqual(['eager', 'lazy']);
  });

  it('lets every cover wait for the view where it is far down the page', async () => {
    stubFetch(TWO_ITEMS);
    renderStrip();
    expect(await loadingOfCovers()).toEqual(['lazy', 'lazy']);
  });

  it('renders nothing at all and only warns when the request fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ [NEWS_API.latest]: new Error('offline') });
    const { container } = renderStrip();
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(warn).toHaveBeenCalledWith(
      '[news] the latest news could not be loaded',
      expect.any(Error),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('renders nothing when the server answers an error', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ [NEWS_API.latest]: { status: 500, body: { error: 'boom' } } });
    const { container } = renderStrip();
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('renders nothing when there is no news', async () => {
    stubFetch({ [NEWS_API.latest]: { status: 200, body: [] } });
    const { container } = renderStrip();
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
