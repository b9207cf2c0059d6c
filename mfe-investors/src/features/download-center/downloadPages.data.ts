import type { DocumentKind } from '@alu/common';
import type { DocumentListLayout } from '@alu/common/document-list';
import type { SectionPages } from '@alu/common/section-page';

/** The `{page}` values of /download-center, in the order of the side menu. */
export const DOWNLOAD_PAGES = ['catalogues', 'certificates', 'reports'] as const;

export type DownloadPageKey = (typeof DOWNLOAD_PAGES)[number];

export const downloadPagePath = (page: DownloadPageKey) => `/download-center/${page}`;

/** The download center's reports are the annual reports up to 2016 (later ones: investors). */
export const LAST_REPORT_YEAR = 2016;

export interface DownloadPageContent {
  /** Side-menu label and the page's h1. */
  readonly label: string;
  readonly meta: { readonly title: string; readonly description: string };
  readonly intro: string;
  /** Catalogues and certificates as thumbnails, reports as a list. */
  readonly layout: DocumentListLayout;
  /** The kind of the API's documents the page lists. */
  readonly kind: DocumentKind;
}

export const DOWNLOAD_PAGE_CONTENT: Readonly<Record<DownloadPageKey, DownloadPageContent>> = {
  catalogues: {
    label: 'Catalogo',
    meta: {
      title: 'Catalogo dei prodotti',
      description:
        'Il catalogo dei prodotti Alumis da scaricare in PDF: fogli sottili, lamiere e nastri laminati, profili estrusi in alluminio e finiture.',
    },
    intro:
      'Il catalogo presenta la gamma dei laminati e degli estrusi Alumis, con leghe, stati fisici, dimensioni e finiture disponibili.',
    layout: 'thumbnails',
    kind: 'catalogue',
  },
  certificates: {
    label: 'Certificati',
    meta: {
      title: 'Certificati',
      description:
        'I 13 certificati di Alumis: ISO 9001, IATF 16949, ISO 14001, ISO 45001, ISO 27001, ASI, marcature CE e UKCA, Qualicoat, Qualanod, Kosher e altri.',
    },
    intro:
      'I sistemi di gestione, i prodotti e le finiture di Alumis sono certificati da organismi indipendenti. Qui trovate una copia informativa di ogni certificato.',
    layout: 'thumbnails',
    kind: 'certificate',
  },
  reports: {
    label: 'Rapporti',
    meta: {
      title: 'Rapporti finanziari',
      description:
        'I rapporti finanziari annuali di Alumis AD dal 2011 al 2016: bilanci d’esercizio e relazioni sulla gestione da scaricare.',
    },
    intro:
      'I bilanci d’esercizio e le relazioni sulla gestione degli anni dal 2011 al 2016. I documenti più recenti sono nella sezione Investitori.',
    layout: 'list',
    kind: 'financial-statement',
  },
};

/** The section's pages for its side menu and `{page}` route. */
export const DOWNLOAD_SECTION_PAGES: SectionPages<DownloadPageKey> = {
  keys: DOWNLOAD_PAGES,
  defaultPage: 'catalogues',
  pathOf: downloadPagePath,
  labelOf: (page) => DOWNLOAD_PAGE_CONTENT[page].label,
  menuLabel: 'Pagine del centro download',
};
