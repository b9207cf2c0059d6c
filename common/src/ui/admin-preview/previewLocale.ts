import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from '../../contracts/locales';

/** The language a preview shows (`?lang=` one of the site's languages; Italian otherwise). */
export function previewLocale(search: URLSearchParams): SiteLocale {
  const asked = search.get('lang');
  return isSiteLocale(asked) ? asked : DEFAULT_LOCALE;
}
