import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SectionRoute, type SectionDefinition } from './SectionRoute';

type Page = 'first' | 'second';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Contati: {count}
    </button>
  );
}

const SECTION: SectionDefinition<Page> = {
  pages: {
    keys: ['first', 'second'],
    defaultPage: 'first',
    pathOf: (page) => `/sezione/${page}`,
    labelOf: (page) => (page === 'first' ? 'Prima' : 'Seconda'),
    menuLabel: 'Pagine della sezione',
  },
  useView: (page) => ({
    meta: { title: `Titolo ${page}`, description: `Descrizione ${page}` },
    hero: { title: `Intestazione ${page}` },
    body: <Counter />,
  }),
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/sezione/:page?', element: <SectionRoute section={SECTION} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Pagine della sezione' }));

describe('SectionRoute', () => {
  it('shows the default page without {page}, its title, description and side menu', () => {
    renderAt('/sezione');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Intestazione first');
    expect(document.title).toBe('Titolo first | Alumis');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Descrizione first',
    );
    const links = menu().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Prima', '/sezione/first'],
      ['Seconda', '/sezione/second'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Condividi su LinkedIn/ })).toBeTruthy();
  });

  it('answers an unknown page with the not-found page at its own address', () => {
    const router = renderAt('/sezione/terza');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sezione/terza');
  });

  it('starts another page of the section from its own state', async () => {
    const router = renderAt('/sezione/first');
    act(() => screen.getByRole('button', { name: 'Contati: 0' }).click());
    expect(screen.getByRole('button', { name: 'Contati: 1' })).toBeTruthy();
    await act(() => router.navigate('/sezione/second'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Intestazione second');
    expect(screen.getByRole('button', { name: 'Contati: 0' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Seconda' }).getAttribute('aria-current')).toBe('page');
  });
});
