import { render, screen, within } from '@testing-library/react';
import { matchPath, MemoryRouter } from 'react-router-dom';
import { redirectRoutes, remoteRoutes } from '@alu/common';
import { SitemapPage } from './SitemapPage';
import { sitemapGroups } from './sitemap.data';

function renderSitemap() {
  render(
    <MemoryRouter initialEntries={['/sitemap']}>
      <SitemapPage />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Mappa del sito' }));
}

/** True when the site's route table renders `url` (redirect-only paths do not count). */
function isRoute(url: string): boolean {
  const path = new URL(url, 'http://localhost').pathname;
  const redirected = redirectRoutes.some((route) => route.path === path);
  return !redirected && remoteRoutes.some((route) => matchPath(route.path, path) !== null);
}

describe('SitemapPage', () => {
  it('has one h1, its own title and description', () => {
    renderSitemap();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Mappa del sito | Alumis');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/mappa del sito/i);
  });

  it('groups the links under the sections of the specification', () => {
    const nav = renderSitemap();
    const groups = nav.getAllByRole('heading', { level: 2 }).map((heading) => {
      const list = within(heading.parentElement as HTMLElement).getByRole('list');
      return [heading.textContent, within(list).getAllByRole('link').length];
    });
    expect(groups).toEqual([
      ['Home', 1],
      ['L’azienda', 7],
      ['Mercati', 5],
      ['Prodotti', 3],
      ['Notizie', 2],
      ['Investitori', 6],
      ['Sostenibilità', 3],
      ['Contatti', 4],
      ['Carriera', 3],
      ['Centro download', 3],
      ['Informazioni legali', 4],
    ]);
  });

  it('links only to routes of the site, without the original dead variants', () => {
    const nav = renderSitemap();
    const hrefs = nav.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => !isRoute(href))).toEqual([]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(expect.arrayContaining(['/news', '/contacts/factory-location']));
    expect(hrefs).not.toContain('/news/1');
    expect(hrefs).not.toContain('/contacts/locations');
    expect(hrefs.filter((href) => href.startsWith('/products/'))).toEqual([
      '/products/rolled-foils/household-foil',
      '/products/rolled-sheets-and-strips/standard-sheets-and-strips',
      '/products/extruded/profiles-for-building-and-architecture',
    ]);
    expect(sitemapGroups.at(-1)?.links.map((link) => link.url)).toEqual([
      '/terms-of-use',
      '/disclosure-policy',
      '/personal-data',
      '/sitemap',
    ]);
  });
});
