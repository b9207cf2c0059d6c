import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NEWS_API } from '@alu/common';
import { newsItem, stubFetch } from '../../shared/newsFixtures';
import { NewsArticlePage } from './NewsArticlePage';

const realFetch = global.fetch;

function renderArticle(url: string) {
  return render(
    <MemoryRouter initialEntries={[`/news/${url}`]}>
      <Routes>
        <Route path="/news/:url" element={<NewsArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const article = newsItem('nuova-pressa', {
  title: 'Nuova pressa da 25 MN',
  date: '2026-03-15',
  contentOne: '<p>Prima parte <strong>importante</strong> dell&#39;articolo.</p>',
  gallery: ['uno.jpg', 'due.jpg'],
  isMediaNews: false,
});

describe('NewsArticlePage', () => {
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('shows the article: cover header with title and date, both HTML blocks, gallery, share', async () => {
    stubFetch({ [NEWS_API.article('nuova-pressa')]: { status: 200, body: [article] } });
    const { container } = renderArticle('nuova-pressa');
    expect(screen.getByRole('status').textContent).toBe('Caricamento della notizia…');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Nuova pressa da 25 MN');
    expect(screen.getByRole('article', { name: 'Nuova pressa da 25 MN' })).toBeTruthy();
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('15 marzo 2026');
    expect(time?.getAttribute('datetime')).toBe('2026-03-15');
    const cover = container.querySelector('img');
    expect(cover?.getAttribute('src')).toBe('/uploads/news/nuova-pressa.jpg');
    // The header's cover is the page's LCP picture; the API's AVIF copies come first.
    expect(cover?.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('source')?.getAttribute('srcset')).toMatch(
      /^\/uploads\/news\/nuova-pressa\.jpg\?w=480&fm=avif 480w, /,
    );
    // Rich text is shown once sanitised in the browser (DOMPurify, loaded on demand).
    expect((await screen.findByText('importante')).tagName).toBe('STRONG');
    expect(screen.getByText('Seconda parte')).toBeTruthy();
    expect(screen.getByTestId('gallery-counter').textContent).toBe('1/2');
    expect(screen.getByRole('group', { name: 'Condividi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutte le notizie' }).getAttribute('href')).toBe(
      '/news',
    );
    expect(document.title).toBe('Nuova pressa da 25 MN | Alumis');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      "Prima parte importante dell'articolo.",
    );
  });

  it('describes the cover and the gallery images with the editor’s texts, else the title', async () => {
    const described = {
      ...article,
      alts: {
        'nuova-pressa.jpg': { it: 'La pressa nel reparto estrusione' },
        'uno.jpg': { it: 'Il pannello di controllo' },
      },
    };
    stubFetch({ [NEWS_API.article('nuova-pressa')]: { status: 200, body: [described] } });
    const { container } = renderArticle('nuova-pressa');
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('img')?.getAttribute('alt')).toBe(
      'La pressa nel reparto estrusione',
    );
    expect(screen.getByAltText('Il pannello di controllo, immagine 1 di 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(screen.getByAltText('Nuova pressa da 25 MN, immagine 2 di 2')).toBeTruthy();
  });

  it('shows a not-found page for an unknown article (404 with [])', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ [NEWS_API.article('sconosciuta')]: { status: 404, body: [] } });
    renderArticle('sconosciuta');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Notizia non trovata');
    expect(
      screen.getByText('La notizia che cerchi non esiste o non è più disponibile.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutte le notizie' }).getAttribute('href')).toBe(
      '/news',
    );
    expect(document.title).toBe('Notizia non trovata | Alumis');
    // An unknown address is not a failure: nothing is logged.
    expect(error).not.toHaveBeenCalled();
  });

  it('treats an empty answer as not found too', async () => {
    stubFetch({ [NEWS_API.article('vuota')]: { status: 200, body: [] } });
    renderArticle('vuota');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Notizia non trovata',
    );
  });

  it('shows an error with Riprova when the request fails, logs it, and retries', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchStub = stubFetch({ [NEWS_API.article('nuova-pressa')]: new Error('offline') });
    renderArticle('nuova-pressa');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare la notizia.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notizia non disponibile');
    expect(error).toHaveBeenCalledWith('[news] the article could not be loaded', expect.any(Error));

    fetchStub.mockImplementation(
      async () => new Response(JSON.stringify([article]), { status: 200 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nuova pressa da 25 MN'),
    );
  });

  it('hides the gallery when the article has no images', async () => {
    stubFetch({
      [NEWS_API.article('senza-foto')]: {
        status: 200,
        body: [newsItem('senza-foto', { gallery: [] })],
      },
    });
    renderArticle('senza-foto');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Galleria di immagini' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apri la galleria a schermo intero' })).toBeNull();
  });
});
