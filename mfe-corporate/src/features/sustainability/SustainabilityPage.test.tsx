import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { policy, SEEDED_POLICIES, stubPoliciesApi } from '../../shared/documents/policyFixtures';
import { SustainabilityPage } from './SustainabilityPage';
import { SUSTAINABILITY_CONTENT, SUSTAINABILITY_PAGES } from './sustainability.data';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/sustainability', element: <SustainabilityPage /> },
      { path: '/sustainability/:page', element: <SustainabilityPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The policies' links (not the share buttons'), once the API's answer is shown. */
async function policyLinks(): Promise<HTMLElement[]> {
  const links = () =>
    screen
      .queryAllByRole('link', { name: /nuova scheda/ })
      .filter((link) => !link.closest('[role="group"]'));
  await waitFor(() => expect(links().length).toBeGreaterThan(0));
  return links();
}

const menu = () => within(screen.getByRole('navigation', { name: 'Pagine sulla sostenibilità' }));
const heroOf = (heading: HTMLElement) => heading.closest('div')?.parentElement;

describe('SustainabilityPage', () => {
  beforeEach(() => {
    stubPoliciesApi();
  });

  it('shows the environment page when the address names none', () => {
    renderAt('/sustainability');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ambiente');
    expect(document.title).toBe('Ambiente | Alumis');
  });

  it('links the three pages in the side menu and marks the current one', () => {
    renderAt('/sustainability/health-and-safety');
    const links = menu().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ambiente', '/sustainability/environment'],
      ['Salute e sicurezza', '/sustainability/health-and-safety'],
      ['Responsabilità sociale', '/sustainability/responsibility'],
    ]);
    expect(
      menu().getByRole('link', { name: 'Salute e sicurezza' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it.each([
    ['environment', 'mini', ['Politica ambientale']],
    ['health-and-safety', 'mini', ['Politica per la salute e sicurezza sul lavoro']],
    [
      'responsibility',
      'cover',
      [
        'Politica di responsabilità sociale',
        'Politica sul lavoro minorile',
        'Codice di condotta dei fornitori',
      ],
    ],
  ] as const)('%s has a %s header, its meta and its policy files', async (page, size, names) => {
    renderAt(`/sustainability/${page}`);
    const content = SUSTAINABILITY_CONTENT[page];
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(content.label);
    expect(heroOf(h1)?.className).toContain(size);
    expect(document.title).toBe(`${content.label} | Alumis`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      content.description,
    );
    const files = await policyLinks();
    expect(files.map((link) => link.textContent)).toEqual(
      names.map((name) => expect.stringContaining(name) as unknown as string),
    );
    files.forEach((link) => {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('href')).toMatch(/^\/uploads\/documents\/[a-z-]+\.pdf$/);
    });
    expect(screen.getByRole('group', { name: 'Condividi' })).toBeTruthy();
  });

  it('lists a policy an editor adds on the responsibility page, first, and leaves out a withdrawn one', async () => {
    stubPoliciesApi([
      policy('politica-anticorruzione', { it: 'Politica anticorruzione' }),
      ...SEEDED_POLICIES.filter((item) => item.slug !== 'politica-lavoro-minorile'),
    ]);
    renderAt('/sustainability/responsibility');
    const files = await policyLinks();
    expect(files.map((link) => link.getAttribute('href'))).toEqual([
      '/uploads/documents/politica-anticorruzione.pdf',
      '/uploads/documents/politica-responsabilita-sociale.pdf',
      '/uploads/documents/codice-condotta-fornitori.pdf',
    ]);
  });

  it('says so when the page’s policies are not published', async () => {
    stubPoliciesApi([]);
    renderAt('/sustainability/environment');
    expect(await screen.findByText('Al momento non ci sono documenti pubblicati.')).toBeTruthy();
  });

  it('mentions the ISO 45001 certification of 2019 on the health and safety page', () => {
    renderAt('/sustainability/health-and-safety');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Certificazione ISO 45001' }),
    ).toBeTruthy();
    expect(screen.getByText(/Nel 2019 .* ISO 45001/)).toBeTruthy();
  });

  it('gives every page its own title and description', () => {
    const labels = new Set(SUSTAINABILITY_PAGES.map((key) => SUSTAINABILITY_CONTENT[key].label));
    const texts = new Set(
      SUSTAINABILITY_PAGES.map((key) => SUSTAINABILITY_CONTENT[key].description),
    );
    expect(labels.size).toBe(3);
    expect(texts.size).toBe(3);
  });

  it('answers an unknown page with the not-found page at its own address', async () => {
    const router = renderAt('/sustainability/xyz');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sustainability/xyz');
  });
});
