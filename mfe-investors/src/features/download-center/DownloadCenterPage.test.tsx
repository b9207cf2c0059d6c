import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockMatchMedia } from '@alu/common/media-query/testing';
import { DownloadCenterPage } from './DownloadCenterPage';
import { DOWNLOAD_PAGE_CONTENT } from './downloadPages.data';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/download-center', element: <DownloadCenterPage /> },
      { path: '/download-center/:page', element: <DownloadCenterPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Pagine del centro download' }));
const documentList = (name: string) => screen.getByRole('list', { name });
const heroOf = (heading: HTMLElement) => heading.closest('div')?.parentElement;

describe('DownloadCenterPage', () => {
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia; some tests add it.
    delete window.matchMedia;
  });

  it('shows the catalogue when the address names no page, with menu, mini header and share', () => {
    renderAt('/download-center');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Catalogo');
    expect(heroOf(h1)?.className).toContain('mini');
    expect(document.title).toBe('Catalogo dei prodotti | Alumis');
    expect(
      menu()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/download-center/catalogues',
      '/download-center/certificates',
      '/download-center/reports',
    ]);
    expect(
      menu()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Catalogo', 'Certificati', 'Rapporti']);
    expect(screen.getByRole('group', { name: 'Condividi' })).toBeTruthy();
    expect(documentList('Catalogo').getAttribute('data-layout')).toBe('thumbnails');
  });

  it('lists the 13 certificates as thumbnails', () => {
    renderAt('/download-center/certificates');
    const list = documentList('Certificati');
    expect(list.getAttribute('data-layout')).toBe('thumbnails');
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.querySelector('span > span')?.textContent);
    expect(names).toHaveLength(13);
    for (const standard of [
      'ISO/IEC 27001',
      'ISO 9001',
      'IATF 16949',
      'ASI Performance',
      'ASI Chain of Custody',
      'ISO 14001',
      'ISO 45001',
      'Marcatura CE',
      'Marcatura UKCA',
      'Regolamento (UE) n. 333/2011',
      'Qualicoat',
      'Qualanod',
      'Kosher',
    ]) {
      expect(names.some((name) => name?.includes(standard))).toBe(true);
    }
    expect(list.querySelectorAll('img')).toHaveLength(13);
  });

  it('lists the annual reports 2011–2016 in list layout, with date and format', () => {
    renderAt('/download-center/reports');
    const list = documentList('Rapporti');
    expect(list.getAttribute('data-layout')).toBe('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]?.textContent).toMatch(/^Bilancio d’esercizio 2016.*30\.03\.2017 · PDF/);
    expect(links[1]?.textContent).toMatch(/^Relazione sulla gestione 2016.*DOCX/);
    expect(links[11]?.textContent).toMatch(/^Relazione sulla gestione 2011/);
  });

  it('starts in list layout under 1000 px; the toggle still switches', () => {
    mockMatchMedia(true);
    renderAt('/download-center/certificates');
    expect(documentList('Certificati').getAttribute('data-layout')).toBe('list');
    fireEvent.click(screen.getByRole('button', { name: 'Miniature' }));
    expect(documentList('Certificati').getAttribute('data-layout')).toBe('thumbnails');
  });

  it('starts each page from its own layout after moving between pages', () => {
    renderAt('/download-center/certificates');
    fireEvent.click(screen.getByRole('button', { name: 'Elenco' }));
    expect(documentList('Certificati').getAttribute('data-layout')).toBe('list');
    fireEvent.click(menu().getByRole('link', { name: 'Catalogo' }));
    expect(documentList('Catalogo').getAttribute('data-layout')).toBe('thumbnails');
  });

  it('gives every page its own title and description', () => {
    const pages = Object.values(DOWNLOAD_PAGE_CONTENT);
    expect(new Set(pages.map((page) => page.meta.title)).size).toBe(3);
    expect(new Set(pages.map((page) => page.meta.description)).size).toBe(3);
  });

  it('answers an unknown page with the not-found page at its own address', async () => {
    const router = renderAt('/download-center/xyz');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/download-center/xyz');
  });
});
