import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installHostFederation, mergeMenus, type MenuContribution } from '@alu/common';
import { declaration } from '../../declaration';
import { SitemapPage } from './SitemapPage';

/** Another remote's part of the menus, as the host would merge it with this one's. */
const otherRemote: MenuContribution = {
  menus: [
    {
      id: 'news',
      label: 'Notizie',
      url: '/news',
      links: [
        { name: 'Ultime notizie', url: '/news' },
        { name: 'Cosa dicono di noi', url: '/news?medias=true' },
      ],
      sitemap: { order: 50 },
    },
    { id: 'hidden', label: 'Altro', url: '/x', links: [{ name: 'X', url: '/x' }] },
  ],
};

afterEach(() => {
  installHostFederation(undefined);
});

function withHostMenus() {
  installHostFederation({
    loadModule: () => Promise.reject(new Error('not in this test')),
    registry: () => Promise.resolve([]),
    siteMenus: () => mergeMenus([declaration, otherRemote]),
  });
}

function renderSitemap() {
  render(
    <MemoryRouter initialEntries={['/sitemap']}>
      <SitemapPage />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Mappa del sito' }));
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

  it('lists, in their sitemap order, the sections every remote adds to the menus', () => {
    withHostMenus();
    const nav = renderSitemap();
    const groups = nav.getAllByRole('heading', { level: 2 }).map((heading) => {
      const list = within(heading.parentElement as HTMLElement).getByRole('list');
      return [heading.textContent, within(list).getAllByRole('link').length];
    });
    // The corporate sections interleave with the other remote's by order; a section without
    // a sitemap placement is not listed.
    expect(groups).toEqual([
      ['Home', 1],
      ['L’azienda', 7],
      ['Mercati', 5],
      ['Notizie', 2],
      ['Sostenibilità', 3],
      ['Carriera', 3],
      ['Informazioni legali', 4],
    ]);
  });

  it('lists this remote’s own sections when it runs alone', () => {
    const nav = renderSitemap();
    expect(nav.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Home',
      'L’azienda',
      'Mercati',
      'Sostenibilità',
      'Carriera',
      'Informazioni legali',
    ]);
  });

  // That each link renders a page of the whole site is the e2e test's (legal.spec.ts): the
  // other areas' pages are theirs to declare.
  it('links each page once, the responsibility page with sustainability, legal pages last', () => {
    withHostMenus();
    const nav = renderSitemap();
    const hrefs = nav.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(expect.arrayContaining(['/news', '/sustainability/responsibility']));
    expect(hrefs.slice(-4)).toEqual([
      '/terms-of-use',
      '/disclosure-policy',
      '/personal-data',
      '/sitemap',
    ]);
  });
});
