import { isSiteLocale, type SiteLocale } from '../../contracts/locales';

/** The language a preview shows (`?lang=it|en|bg`; Italian otherwise). */
export function previewLocale(search: URLSearchParams): SiteLocale {
  const asked = search.get('lang');
  return isSiteLocale(asked) ? asked : 'it';
}
