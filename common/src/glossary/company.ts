import type { SiteLocale } from '../contracts/locales';

/**
 * The company as each language writes it: the short name (titles, running text) and the name
 * with its legal form (copyright line, legal pages, postal address). The AD is a Bulgarian
 * joint-stock company; Bulgarian writes the name in Cyrillic and, with the legal form, in
 * quotation marks. Kept apart from the glossaries so the page title can use it without them.
 */
export const COMPANY_NAMES: Readonly<
  Record<SiteLocale, { readonly name: string; readonly legalName: string }>
> = {
  it: { name: 'Alumis', legalName: 'Alumis AD' },
  en: { name: 'Alumis', legalName: 'Alumis AD' },
  bg: { name: 'Алумис', legalName: '„Алумис“ АД' },
};

/** A person's name in both scripts, as the contact data hold it. */
export interface PersonName {
  /** Latin transliteration: Italian and English pages. */
  readonly name: string;
  /** Cyrillic: Bulgarian pages. */
  readonly cyrillicName: string;
}

/** A person's name as the language's pages write it (Bulgarian in Cyrillic, the others in Latin). */
export function personNameIn(locale: SiteLocale, person: PersonName): string {
  return locale === 'bg' ? person.cyrillicName : person.name;
}
