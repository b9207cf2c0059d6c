import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteLocale } from '../../contracts/locales';
import { SiteI18nProvider } from '../../federation/i18n/useTexts';
import { LanguageLinks } from './LanguageLinks';

function renderAt(locale: SiteLocale, address: string) {
  const basename = locale === 'it' ? undefined : `/${locale}`;
  render(
    // The i18next instance is not needed: the links read only the page's language.
    <SiteI18nProvider value={{ locale }}>
      <MemoryRouter basename={basename} initialEntries={[`${basename ?? ''}${address}`]}>
        <LanguageLinks label="Lingua" />
      </MemoryRouter>
    </SiteI18nProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Lingua' }));
}

describe('LanguageLinks', () => {
  it('leads to the same address, query included, in each of the other languages', () => {
    const links = renderAt('it', '/contacts/sales-department/anna-hristova?from=map');
    expect(links.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en/contacts/sales-department/anna-hristova?from=map',
      '/bg/contacts/sales-department/anna-hristova?from=map',
    ]);
    const english = links.getByRole('link', { name: 'English' });
    expect(english.getAttribute('hreflang')).toBe('en');
    expect(english.getAttribute('lang')).toBe('en');
  });

  it('from a translated page, leads back to the Italian address without a prefix', () => {
    const links = renderAt('bg', '/contacts/supply-chains/yana-petkova');
    expect(links.getByRole('link', { name: 'Italiano' }).getAttribute('href')).toBe(
      '/contacts/supply-chains/yana-petkova',
    );
    expect(links.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/en/contacts/supply-chains/yana-petkova',
    );
    expect(links.queryByRole('link', { name: 'Български' })).toBeNull();
  });
});
