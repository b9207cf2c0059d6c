import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadDefinedTexts, loadSiteI18n, SiteI18nProvider, type SiteLocale } from '@alu/common';
import { mockMatchMedia } from '@alu/common/media-query/testing';
import {
  publicDocument,
  SEEDED_DOCUMENTS,
  stubDocumentsApi,
} from '../../shared/documents/documentFixtures';
import { DownloadCenterPage } from './DownloadCenterPage';
import { DOWNLOAD_PAGE_CONTENT } from './downloadPages.data';

const realFetch = global.fetch;

async function renderAt(path: string, locale: SiteLocale = 'it') {
  await loadDefinedTexts(locale);
  const router = createMemoryRouter(
    [
      { path: '/download-center', element: <DownloadCenterPage /> },
      { path: '/download-center/:page', element: <DownloadCenterPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SiteI18nProvider value={await loadSiteI18n(locale)}>
      <RouterProvider router={router} />
    </SiteI18nProvider>,
  );
  return router;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Pagine del centro download' }));
/** The list, once the documents have come from the API. */
const documentList = (name: string) => screen.findByRole('list', { name });
const heroOf = (heading: HTMLElement) => heading.closest('div')?.parentElement;

describe('DownloadCenterPage', () => {
  beforeEach(() => {
    stubDocumentsApi();
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
    // @ts-expect-error jsdom has no matchMedia; some tests add it.
    delete window.matchMedia;
  });

  it('shows the catalogue when the address names no page, with menu, mini header and share', async () => {
    await renderAt('/download-center');
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
    const catalogue = await documentList('Catalogo');
    expect(catalogue.getAttribute('data-layout')).toBe('thumbnails');
    const link = within(catalogue).getByRole('link');
    expect(link.getAttribute('href')).toBe('/uploads/documents/catalogo-prodotti.pdf');
    expect(link.textContent).toMatch(/^Catalogo dei prodotti.*2019 · PDF/);
  });

  it('lists the 13 certificates as thumbnails, in their order, with their scope', async () => {
    await renderAt('/download-center/certificates');
    const list = await documentList('Certificati');
    expect(list.getAttribute('data-layout')).toBe('thumbnails');
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.querySelector('span > span')?.textContent);
    expect(names).toHaveLength(13);
    expect(names[0]).toBe('Certificato ISO/IEC 27001:2013');
    expect(names[12]).toBe('Certificato Kosher');
    // Certificates show their scope, not a date.
    expect(within(list).getAllByRole('link')[1]?.textContent).toMatch(
      /Certificato ISO 9001:2015 PDF · Sistema di gestione per la qualità/,
    );
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

  it('lists the annual reports 2011–2016 in list layout, with date and format', async () => {
    await renderAt('/download-center/reports');
    const list = await documentList('Rapporti');
    expect(list.getAttribute('data-layout')).toBe('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]?.textContent).toMatch(/^Bilancio d’esercizio 2016.*30 mar 2017 · PDF/);
    expect(links[1]?.textContent).toMatch(/^Relazione sulla gestione 2016.*DOCX/);
    expect(links[11]?.textContent).toMatch(/^Relazione sulla gestione 2011/);
  });

  it('starts in list layout under 1000 px; the toggle still switches', async () => {
    mockMatchMedia(true);
    await renderAt('/download-center/certificates');
    expect((await documentList('Certificati')).getAttribute('data-layout')).toBe('list');
    fireEvent.click(screen.getByRole('button', { name: 'Miniature' }));
    expect((await documentList('Certificati')).getAttribute('data-layout')).toBe('thumbnails');
  });

  it('starts each page from its own layout after moving between pages', async () => {
    await renderAt('/download-center/certificates');
    await documentList('Certificati');
    fireEvent.click(screen.getByRole('button', { name: 'Elenco' }));
    expect((await documentList('Certificati')).getAttribute('data-layout')).toBe('list');
    fireEvent.click(menu().getByRole('link', { name: 'Catalogo' }));
    expect((await documentList('Catalogo')).getAttribute('data-layout')).toBe('thumbnails');
  });

  it('lists a certificate an editor published, first, and shows the Italian title marked as such where it has none', async () => {
    stubDocumentsApi([
      ...SEEDED_DOCUMENTS,
      publicDocument('certificato-iso-50001', 'certificate', '2026-05-04', {
        it: 'Certificato ISO 50001:2018',
      }),
    ]);
    await renderAt('/download-center/certificates', 'en');
    const list = await documentList('Certificates');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(14);
    expect(links[0]?.querySelector('[lang="it"]')?.textContent).toBe('Certificato ISO 50001:2018');
    expect(links[1]?.textContent).toContain('ISO/IEC 27001:2013 certificate');
    expect(links[1]?.querySelector('[lang]')).toBeNull();
  });

  it('shows the API’s thumbnail for a certificate an editor adds, the drawn covers for today’s', async () => {
    stubDocumentsApi([
      ...SEEDED_DOCUMENTS,
      publicDocument('certificato-iso-50001', 'certificate', '2026-05-04', {
        it: 'Certificato ISO 50001:2018',
      }),
    ]);
    await renderAt('/download-center/certificates');
    const covers = [...(await documentList('Certificati')).querySelectorAll('img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(covers).toHaveLength(14);
    expect(covers[0]).toBe('/uploads/documents/thumbnails/certificato-iso-50001.webp');
    expect(covers.slice(1).some((src) => src?.startsWith('/uploads/'))).toBe(false);
  });

  it('says so when nothing is published, and offers a retry when the API cannot be read', async () => {
    stubDocumentsApi([]);
    await renderAt('/download-center/catalogues');
    expect(await screen.findByText('Al momento non ci sono documenti pubblicati.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Catalogo' })).toBeNull();

    global.fetch = realFetch;
    stubDocumentsApi(SEEDED_DOCUMENTS, { certificate: { status: 503, body: {} } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(menu().getByRole('link', { name: 'Certificati' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Non è stato possibile caricare i documenti/);
    stubDocumentsApi();
    fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(within(await documentList('Certificati')).getAllByRole('link')).toHaveLength(13);
  });

  it('gives every page its own title and description', () => {
    const pages = Object.values(DOWNLOAD_PAGE_CONTENT);
    expect(new Set(pages.map((page) => page.meta.title)).size).toBe(3);
    expect(new Set(pages.map((page) => page.meta.description)).size).toBe(3);
  });

  it('answers an unknown page with the not-found page at its own address', async () => {
    const router = await renderAt('/download-center/xyz');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/download-center/xyz');
  });
});
