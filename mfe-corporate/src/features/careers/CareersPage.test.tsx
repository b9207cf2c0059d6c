import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { siteConfig } from '@alu/common';
import { CareersPage } from './CareersPage';
import { CAREER_PAGES, careerPages } from './careerPages.data';
import { stubFetch } from '@alu/common/testing';

const realFetch = global.fetch;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/careers', element: <CareersPage /> },
      { path: '/careers/:page', element: <CareersPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Pagine sulla carriera' }));

describe('CareersPage', () => {
  beforeEach(() => {
    stubFetch({ status: 200, body: [] });
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows the career page by default, with the three pages in the side menu', () => {
    renderAt('/careers');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Carriera');
    expect(screen.getByRole('heading', { name: 'Pari opportunità' })).toBeTruthy();
    const links = menu().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Una Carriera in Alumis',
      'Posizioni disponibili',
      'Tirocini',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      CAREER_PAGES.map((page) => `/careers/${page}`),
    );
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it.each(CAREER_PAGES)(
    '%s has one h1, its own title and description and a share button',
    async (page) => {
      renderAt(`/careers/${page}`);
      // open-positions loads its vacancies: let the request settle.
      if (page === 'open-positions') await screen.findByText(/Al momento non ci sono/);
      const { meta } = careerPages[page];
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${meta.title} | Alumis`);
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        meta.description,
      );
      expect(screen.getByRole('group', { name: 'Condividi' })).toBeTruthy();
    },
  );

  it('gives every page its own title and description', () => {
    const metas = CAREER_PAGES.map((page) => careerPages[page].meta);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(CAREER_PAGES.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(CAREER_PAGES.length);
  });

  it('internships lists the audience, benefits, seven fields and both ways to apply', () => {
    renderAt('/careers/internships');
    expect(screen.getByText('1 mese')).toBeTruthy();
    expect(screen.getByText('pasti nella mensa aziendale')).toBeTruthy();
    expect(screen.getByText('trasporto da e per lo stabilimento')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Settori del tirocinio' })).toBeTruthy();
    expect(screen.getByText('sistemi di controllo automatico')).toBeTruthy();
    expect(screen.getByText('gestione industriale')).toBeTruthy();
    const mail = screen.getByRole('link', { name: siteConfig.email.hr });
    expect(mail.getAttribute('href')).toBe(`mailto:${siteConfig.email.hr}`);
    expect(screen.getByText(/lettera di presentazione in inglese/)).toBeTruthy();
    const address = document.querySelector('address');
    expect(address?.textContent).toContain(siteConfig.address.street);
    expect(address?.textContent).toContain(siteConfig.address.city);
  });

  it('answers an unknown page with the not-found page at its own address', () => {
    const router = renderAt('/careers/apply-here');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/careers/apply-here');
  });
});
