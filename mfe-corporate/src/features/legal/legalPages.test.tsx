import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { siteConfig } from '@alu/common';
import { stubPoliciesApi } from '../../shared/documents/policyFixtures';
import { disclosurePolicy } from './disclosurePolicy.data';
import { DisclosurePolicyPage, PersonalDataPage, TermsOfUsePage } from './legalPages';
import { personalDataText } from './personalData.data';
import { TERMS_TOPICS, termsOfUse } from './termsOfUse.data';

function renderPage(Page: ComponentType, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('legal pages', () => {
  beforeEach(() => {
    stubPoliciesApi();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each([
    ['/disclosure-policy', DisclosurePolicyPage, disclosurePolicy.meta],
    ['/terms-of-use', TermsOfUsePage, termsOfUse.meta],
    ['/personal-data', PersonalDataPage, personalDataText.meta],
  ] as const)(
    '%s has one h1, its own meta, the legal menu and a header image',
    (path, Page, meta) => {
      renderPage(Page, path);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${meta.title} | Alumis`);
      expect(description()).toBe(meta.description);
      const menu = within(screen.getByRole('navigation', { name: 'Informazioni legali' }));
      expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/sitemap',
        '/disclosure-policy',
        '/personal-data',
        '/terms-of-use',
      ]);
      expect(menu.getByRole('link', { current: 'page' }).getAttribute('href')).toBe(path);
      expect(document.querySelector('img[alt=""]')).toBeTruthy();
    },
  );

  it('terms of use cover every topic of TERMS_TOPICS, with the compliance list', () => {
    renderPage(TermsOfUsePage, '/terms-of-use');
    expect(termsOfUse.sections.map((section) => section.id)).toEqual([...TERMS_TOPICS]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Titolarità del sito',
      '2. Accettazione delle condizioni',
      '3. Uso dei contenuti',
      '4. Modifiche e sospensione del sito',
      '5. Nessuna garanzia di servizio senza errori',
      '6. Marchi e diritto d’autore',
      '7. Richieste di informazioni e di offerta',
      '8. Conformità alla legge',
    ]);
    const compliance = document.getElementById('conformita');
    expect(compliance?.querySelectorAll('ul > li').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(/non costituiscono un ordine né una proposta/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`proprietà di ${siteConfig.legalName}`))).toBeTruthy();
    expect(screen.getByText('1 gennaio 2026')).toBeTruthy();
  });

  it('disclosure policy explains what, to whom and when, with the investors address', () => {
    renderPage(DisclosurePolicyPage, '/disclosure-policy');
    expect(screen.getByRole('heading', { name: /A chi comunichiamo/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Tempi della comunicazione/ })).toBeTruthy();
    const mail = screen.getByRole('link', { name: siteConfig.email.investors });
    expect(mail.getAttribute('href')).toBe(`mailto:${siteConfig.email.investors}`);
  });

  it('personal data shows a heading and the information PDF the API publishes, opening in a new tab', async () => {
    stubPoliciesApi();
    renderPage(PersonalDataPage, '/personal-data');
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(
      'Informativa sul trattamento dei dati personali',
    );
    const link = await screen.findByRole('link', { name: /Informativa sul trattamento.*PDF/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toBe('/uploads/documents/informativa-dati-personali.pdf');
    expect(link.textContent).toContain('2 pagine');
  });

  it('personal data says so, with a retry, when the API cannot be read', async () => {
    stubPoliciesApi(undefined, { down: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(PersonalDataPage, '/personal-data');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non è stato possibile caricare i documenti.',
    );
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('personal data says how long inquiries and job applications are kept, and that they can go sooner', () => {
    renderPage(PersonalDataPage, '/personal-data');
    const { heading, paragraphs } = personalDataText.retention;
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    const text = paragraphs.join(' ');
    // The API's defaults: INQUIRY_RETENTION_DAYS 730, APPLICATION_RETENTION_DAYS 365.
    expect(text).toMatch(/richieste[^.]*due anni/);
    expect(text).toMatch(/candidature[^.]*dodici mesi/);
    expect(text).toMatch(/cancellarle prima/);
    for (const paragraph of paragraphs) expect(screen.getByText(paragraph)).toBeTruthy();
  });

  it('personal data names the release cookie: what it holds, why, and for how long', () => {
    renderPage(PersonalDataPage, '/personal-data');
    const heading = screen.getByRole('heading', { name: personalDataText.releaseCookie.heading });
    expect(heading).toBeTruthy();
    const text = personalDataText.releaseCookie.paragraphs.join(' ');
    expect(text).toContain('alu-release');
    expect(text).toMatch(/codice casuale/);
    expect(text).toMatch(/stessa versione/);
    expect(text).toMatch(/180 giorni/);
    for (const paragraph of personalDataText.releaseCookie.paragraphs) {
      expect(screen.getByText(paragraph)).toBeTruthy();
    }
  });

  it('personal data says what the browser measures, and that it is anonymous and cookie-free', () => {
    renderPage(PersonalDataPage, '/personal-data');
    const { heading, paragraphs } = personalDataText.measurements;
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    const text = paragraphs.join(' ');
    expect(text).toMatch(/anonime/);
    expect(text).toMatch(/non usano cookie/);
    expect(text).toMatch(/30 giorni/);
    for (const paragraph of paragraphs) expect(screen.getByText(paragraph)).toBeTruthy();
  });
});
