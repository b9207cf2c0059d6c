import {
  getHostFederation,
  mergeMenus,
  type NavLink,
  type SiteLocale,
  type SiteMenus,
  type TranslateText,
} from '@alu/common';
import { declaration } from '../../declaration';

/** A group of the sitemap: an h2 and its links. */
export interface SitemapGroup {
  readonly id: string;
  readonly heading: string;
  readonly links: readonly NavLink[];
}

const LEGAL_ORDER = ['/terms-of-use', '/disclosure-policy', '/personal-data', '/sitemap'];

const italian: TranslateText = (text) => text;

/**
 * /sitemap: the home page, every section the registered remotes add to the site's menus (in
 * their declared order, so it can never drift from the header and footer), then the legal
 * pages. Every link is an address of the navigation (news is /news, the factory's page
 * /contacts/factory-location).
 */
export function sitemapGroups(menus: SiteMenus, tx = italian): readonly SitemapGroup[] {
  return [
    { id: 'home', heading: tx('Home'), links: [{ name: tx('Pagina iniziale'), url: '/' }] },
    ...menus.sitemap.map((section) => ({
      id: section.id,
      heading: section.label,
      links: section.links,
    })),
    {
      id: 'legale',
      heading: tx('Informazioni legali'),
      // The legal pages and the sitemap, in the fixed order of LEGAL_ORDER.
      links: LEGAL_ORDER.flatMap((url) => menus.legal.filter((link) => link.url === url)).map(
        ({ name, url }) => ({ name, url }),
      ),
    },
  ];
}

/**
 * The site's menus in the page's language from the host; alone (standalone development),
 * this remote's own.
 */
export function siteMenus(locale: SiteLocale): SiteMenus {
  return getHostFederation()?.siteMenus?.() ?? mergeMenus([declaration], locale);
}

export const sitemapMeta = {
  title: 'Mappa del sito',
  description:
    'La mappa del sito di Alumis: tutte le pagine su azienda, mercati, prodotti, notizie, investitori, sostenibilità, contatti, carriera, download e informazioni legali.',
} as const;
