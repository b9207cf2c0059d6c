import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MarketsPage } from './MarketsPage';
import { MARKET_KEYS, markets } from './markets.data';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/markets', element: <MarketsPage /> },
      { path: '/markets/:page', element: <MarketsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Sezioni della pagina' }));

describe('MarketsPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows packaging when the address names no market', () => {
    renderAt('/markets');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Imballaggio');
    expect(document.title).toBe('Imballaggio | Alumis');
  });

  it.each(MARKET_KEYS)('%s shows its title, meta, sections and menu in order', (key) => {
    const market = markets[key];
    renderAt(`/markets/${key}`);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      market.title,
    ]);
    expect(document.title).toBe(`${market.title} | Alumis`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      market.description,
    );
    const titles = market.sections.map((section) => section.title);
    const sectionHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'Altri mercati');
    expect(sectionHeadings).toEqual(titles);
    expect(
      menu()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(titles);
    expect(screen.getByRole('group', { name: 'Condividi' })).toBeTruthy();
  });

  it('links to the four other markets and not to itself', () => {
    renderAt('/markets/transportation');
    const others = within(screen.getByRole('navigation', { name: 'Altri mercati' }));
    const links = others.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/markets/building-and-architecture',
      '/markets/automotive',
      '/markets/packaging',
      '/markets/distribution',
    ]);
  });

  it('links automotive to the factory location', () => {
    renderAt('/markets/automotive');
    expect(
      screen.getByRole('link', { name: /raggiungere lo stabilimento/ }).getAttribute('href'),
    ).toBe('/contacts/factory-location');
  });

  it('answers an unknown market with the not-found page at its own address', async () => {
    const router = renderAt('/markets/xyz');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/markets/xyz');
  });

  it('scrolls a chosen section to 100 px below the top after 10 ms and focuses its heading', () => {
    jest.useFakeTimers();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/markets/distribution');
    const target = screen.getByRole('heading', { level: 2, name: 'Profili standard' });
    target.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;

    const item = menu().getByRole('button', { name: 'Profili standard' });
    expect(
      menu()
        .getByRole('button', { name: 'Nastri e lamiere standard' })
        .getAttribute('aria-current'),
    ).toBe('true');
    fireEvent.click(item);
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => {
      jest.advanceTimersByTime(10);
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: 'smooth' });
    expect(document.activeElement).toBe(target);
  });
});
