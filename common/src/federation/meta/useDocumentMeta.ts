import { useEffect } from 'react';
import { DEFAULT_LOCALE, type SiteLocale } from '../../contracts/locales';
import type { DocumentMeta } from '../../contracts/rendering';
import { COMPANY_NAMES } from '../../glossary/company';
import { useLocale } from '../i18n/useTexts';
import { useSsrStore } from '../ssr/ssrStore';

/** The site's name on Italian pages; each language's is its glossary's (`COMPANY_NAMES`). */
export const SITE_NAME = COMPANY_NAMES[DEFAULT_LOCALE].name;

export type { DocumentMeta };

/** The company's name and legal name as the page's language writes them. */
export function useCompanyNames(): (typeof COMPANY_NAMES)[SiteLocale] {
  return COMPANY_NAMES[useLocale()];
}

/** A page's title as the browser tab shows it: `Notizie | Alumis`, `Новини | Алумис`. */
export function formatTitle(title: string, locale: SiteLocale = DEFAULT_LOCALE): string {
  const site = COMPANY_NAMES[locale].name;
  return title ? `${title} | ${site}` : site;
}

/**
 * Sets `<title>` and the meta description for the current route. On the server the values
 * are recorded for the page's head (effects do not run there); the deepest page renders
 * last, so its meta wins.
 */
export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, noindex = false } = meta;
  const store = useSsrStore();
  const locale = useLocale();
  // The search-engine part (picture, trail, structured data) is written by the server only.
  if (store?.server) store.setMeta(meta);
  useEffect(() => {
    const robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (noindex && !robots) {
      const tag = document.createElement('meta');
      tag.name = 'robots';
      tag.content = 'noindex';
      document.head.appendChild(tag);
    } else if (!noindex) {
      robots?.remove();
    }
  }, [noindex]);
  useEffect(() => {
    document.title = formatTitle(title, locale);
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description, locale]);
}
