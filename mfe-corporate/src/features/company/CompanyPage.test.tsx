import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CompanyPage } from './CompanyPage';
import { COMPANY_PAGE_INFO, COMPANY_PAGES } from './companyPages.data';

// ApexCharts needs a real browser (SVG measuring); the chart module is stubbed here.
jest.mock('./key-figures/SalesDoughnut', () => ({
  __esModule: true,
  default: () => <div data-testid="doughnut-stub" />,
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/about-the-company', element: <CompanyPage /> },
      { path: '/about-the-company/:page', element: <CompanyPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Pagine sull’azienda' }));

describe('CompanyPage', () => {
  it('shows about-us when the address names no page', () => {
    renderAt('/about-the-company');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panoramica');
    expect(document.title).toBe('Chi siamo | Alumis');
    expect(menu().getByRole('link', { name: 'Chi siamo' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lists the seven pages in the side menu with Italian labels and their addresses', () => {
    renderAt('/about-the-company/r-and-d');
    const links = menu().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Chi siamo',
      'Missione e valori',
      'Cifre chiave',
      'Ricerca e sviluppo',
      'Laminatoio',
      'Stabilimento di estrusione',
      'La nostra storia',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      COMPANY_PAGES.map((page) => `/about-the-company/${page}`),
    );
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it.each(COMPANY_PAGES)(
    '%s has one h1, its own title and description and a share button',
    async (page) => {
      renderAt(`/about-the-company/${page}`);
      // key-figures loads its charts lazily: let them settle.
      if (page === 'key-figures') {
        expect(await screen.findAllByTestId('doughnut-stub')).toHaveLength(2);
      }
      const info = COMPANY_PAGE_INFO[page];
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByText(info.label, { selector: 'p' })).toBeTruthy();
      expect(document.title).toBe(`${info.label} | Alumis`);
      const description = document.head.querySelector('meta[name="description"]');
      expect(description?.getAttribute('content')).toBe(info.description);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
      expect(screen.getByRole('group', { name: 'Condividi' })).toBeTruthy();
    },
  );

  it('gives every page its own title and description', () => {
    const titles = new Set(COMPANY_PAGES.map((page) => COMPANY_PAGE_INFO[page].label));
    const descriptions = new Set(COMPANY_PAGES.map((page) => COMPANY_PAGE_INFO[page].description));
    expect(titles.size).toBe(COMPANY_PAGES.length);
    expect(descriptions.size).toBe(COMPANY_PAGES.length);
  });

  it('answers an unknown page with the not-found page at its own address', async () => {
    const router = renderAt('/about-the-company/xyz');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about-the-company/xyz');
  });
});
