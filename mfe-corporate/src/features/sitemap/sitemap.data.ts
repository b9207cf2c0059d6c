import {
  aboutSection,
  careersSection,
  contactsSection,
  downloadSection,
  investorsSection,
  legalLinks,
  marketsSection,
  newsSection,
  productsSection,
  sustainabilitySection,
  type NavLink,
  type NavSection,
} from '@alu/common';

/** A group of the sitemap: an h2 and its links. */
export interface SitemapGroup {
  readonly id: string;
  readonly heading: string;
  readonly links: readonly NavLink[];
}

/** A section's dropdown links plus its footer link (Responsabilità, Ubicazione). */
const allLinks = (section: NavSection): readonly NavLink[] =>
  section.footerLink ? [...section.links, section.footerLink] : section.links;

const LEGAL_ORDER = ['/terms-of-use', '/disclosure-policy', '/personal-data', '/sitemap'];

/**
 * /sitemap (doc 2 §2.9), derived from the site navigation so it can never drift from the
 * header and footer. The original's dead links are gone: its news/1 is /news, its
 * /contacts/locations is /contacts/factory-location (the navigation's addresses).
 */
export const sitemapGroups: readonly SitemapGroup[] = [
  { id: 'home', heading: 'Home', links: [{ name: 'Pagina iniziale', url: '/' }] },
  { id: 'azienda', heading: 'L’azienda', links: aboutSection.links },
  { id: 'mercati', heading: marketsSection.label, links: marketsSection.links },
  { id: 'prodotti', heading: productsSection.label, links: productsSection.links },
  { id: 'notizie', heading: newsSection.label, links: newsSection.links },
  { id: 'investitori', heading: investorsSection.label, links: investorsSection.links },
  {
    id: 'sostenibilita',
    heading: sustainabilitySection.label,
    links: allLinks(sustainabilitySection),
  },
  { id: 'contatti', heading: contactsSection.label, links: allLinks(contactsSection) },
  { id: 'carriera', heading: careersSection.label, links: careersSection.links },
  { id: 'download', heading: downloadSection.label, links: downloadSection.links },
  {
    id: 'legale',
    heading: 'Informazioni legali',
    links: LEGAL_ORDER.flatMap((url) => legalLinks.filter((link) => link.url === url)),
  },
];

export const sitemapMeta = {
  title: 'Mappa del sito',
  description:
    'La mappa del sito di Alumis: tutte le pagine su azienda, mercati, prodotti, notizie, investitori, sostenibilità, contatti, carriera, download e informazioni legali.',
} as const;
