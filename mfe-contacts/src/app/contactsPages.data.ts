import { declaredSection, type DocumentMeta } from '@alu/common';
import { declaration } from '../declaration';
import type { SectionPages } from '@alu/common/section-page';
import { contactsPagePath } from '../shared/staff/staffPages';

/** The `{page}` values of /contacts/{page}, in menu order. */
export const CONTACT_PAGES = [
  'sales-department',
  'supply-chains',
  'other-contacts',
  'factory-location',
] as const;
export type ContactPageKey = (typeof CONTACT_PAGES)[number];

const contactsSection = declaredSection(declaration, 'contacts');

/** Side menu labels: the site navigation's contacts links, location last (one source). */
const menuLinks = [
  ...contactsSection.links,
  ...(contactsSection.footerLink ? [contactsSection.footerLink] : []),
];

function menuLabel(page: ContactPageKey): string {
  const link = menuLinks.find((item) => item.url === `/contacts/${page}`);
  if (!link) throw new Error(`The site navigation has no link to /contacts/${page}`);
  return link.name;
}

export interface ContactPageInfo {
  readonly menuLabel: string;
  readonly meta: DocumentMeta;
  /** Title the share button passes on; pages without one have no share button. */
  readonly shareTitle?: string;
}

export const contactPages: Readonly<Record<ContactPageKey, ContactPageInfo>> = {
  'sales-department': {
    menuLabel: menuLabel('sales-department'),
    meta: {
      title: 'Ufficio vendite',
      description:
        'I referenti commerciali di Alumis per laminati ed estrusi in alluminio: cercate il vostro paese sulla mappa d’Europa o filtrate per regione e prodotto.',
    },
  },
  'supply-chains': {
    menuLabel: menuLabel('supply-chains'),
    meta: {
      title: 'Ufficio acquisti',
      description:
        'I contatti dell’ufficio acquisti di Alumis: metalli, materiali ausiliari, ricambi, logistica e trasporti per lo stabilimento di Shumen.',
    },
  },
  'other-contacts': {
    menuLabel: menuLabel('other-contacts'),
    meta: {
      title: 'Altri contatti',
      description:
        'Qualità e certificazioni, risorse umane e tirocini, relazioni con gli investitori, stampa e fiere: i contatti di Alumis.',
    },
  },
  'factory-location': {
    menuLabel: menuLabel('factory-location'),
    meta: {
      title: 'Ubicazione dello stabilimento',
      description:
        'Dove si trova lo stabilimento Alumis: seconda zona industriale di Shumen, Bulgaria. Mappa, coordinate, e-mail e telefono dell’ufficio e modulo di contatto.',
    },
    shareTitle: 'Ubicazione dello stabilimento | Alumis',
  },
};

/** The section's pages for its side menu and `{page}` route. */
export const CONTACT_SECTION_PAGES: SectionPages<ContactPageKey> = {
  keys: CONTACT_PAGES,
  defaultPage: 'sales-department',
  pathOf: contactsPagePath,
  labelOf: (page) => contactPages[page].menuLabel,
  menuLabel: 'Pagine dei contatti',
};
