import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installHostFederation } from '@alu/common';
import { HomePage } from './HomePage';

function NewsStrip() {
  return <section data-testid="news-strip">Ultime notizie</section>;
}

/** The host's loader of federated modules, resolved or rejected by the test. */
function controllableHost() {
  let settle: { resolve: (module: unknown) => void; reject: (error: Error) => void } | undefined;
  const loadModule = jest.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  installHostFederation({ loadModule, registry: () => Promise.resolve([]) });
  return {
    loadModule,
    resolve: () => act(() => settle?.resolve({ default: NewsStrip })),
    reject: () => act(() => settle?.reject(new Error('news remote down'))),
  };
}

function renderPage() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sets its title and description and has exactly one h1', async () => {
    const host = controllableHost();
    renderPage();
    expect(document.title).toBe('Laminati e profili estrusi in alluminio | Alumis');
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toMatch(/Shumen/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await host.resolve();
  });

  it('links the five markets to their pages', async () => {
    const host = controllableHost();
    renderPage();
    const markets = screen.getByRole('region', { name: 'I settori che serviamo' });
    const links = within(markets).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/markets/building-and-architecture',
      '/markets/automotive',
      '/markets/transportation',
      '/markets/packaging',
      '/markets/distribution',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Edilizia e architettura'),
      expect.stringContaining('Automotive'),
      expect.stringContaining('Trasporti'),
      expect.stringContaining('Imballaggio'),
      expect.stringContaining('Distribuzione'),
    ]);
    await host.resolve();
  });

  it('reserves the news strip’s place at the end until the news remote delivers it', async () => {
    const host = controllableHost();
    const { container } = renderPage();
    // The strip's place (the slot's own element, watched for visibility) ends the page.
    const place = container.lastElementChild;
    expect(place?.previousElementSibling).toBe(screen.getByTestId('overview'));
    expect(place?.firstElementChild?.className).toBe('stripReserve');
    // Without IntersectionObserver (jsdom) the slot counts as visible once mounted.
    await waitFor(() => expect(host.loadModule).toHaveBeenCalledWith('news/LatestNewsStrip'));

    await host.resolve();
    expect(place?.firstElementChild).toBe(screen.getByTestId('news-strip'));
    expect(container.querySelector('.stripReserve')).toBeNull();
  });

  it('stays whole without the strip when the news remote is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = controllableHost();
    const { container } = renderPage();
    await waitFor(() => expect(host.loadModule).toHaveBeenCalled());
    await host.reject();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(container.querySelector('.stripReserve')).toBeNull();
    // The strip's place is left empty: nothing follows the overview.
    expect(container.lastElementChild?.previousElementSibling).toBe(screen.getByTestId('overview'));
    expect(container.lastElementChild?.childElementCount).toBe(0);
    expect(screen.getByTestId('hero')).toBeTruthy();
  });
});
