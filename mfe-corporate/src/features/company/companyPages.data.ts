import type { ResponsiveImageData } from '@alu/common';
import coverAbout from './images/cover-chi-siamo.jpg';
import coverMission from './images/cover-missione.jpg';
import coverFigures from './images/cover-cifre.jpg';
import coverResearch from './images/cover-ricerca.jpg';
import coverRolling from './images/cover-laminatoio.jpg';
import coverExtrusion from './images/cover-estrusione.jpg';
import coverHistory from './images/cover-storia.jpg';
import type { SectionPages } from '@alu/common/section-page';

/** The `{page}` values of /about-the-company, in the order of the side menu. */
export const COMPANY_PAGES = [
  'about-us',
  'mission-and-values',
  'key-figures',
  'r-and-d',
  'rolling-plant',
  'extrusion-plant',
  'timeline',
] as const;

export type CompanyPageKey = (typeof COMPANY_PAGES)[number];

export const COMPANY_BASE_PATH = '/about-the-company';

export const companyPagePath = (page: CompanyPageKey) => `${COMPANY_BASE_PATH}/${page}`;

export interface CompanyPageInfo {
  /** Side-menu label, also the page's `<title>`. */
  readonly label: string;
  /** Meta description (search results, link previews). */
  readonly description: string;
  /** Cover picture of the header (1600 × 600). */
  readonly cover: ResponsiveImageData;
}

export const COMPANY_PAGE_INFO: Readonly<Record<CompanyPageKey, CompanyPageInfo>> = {
  'about-us': {
    label: 'Chi siamo',
    description:
      'Alumis produce a Shumen, in Bulgaria, laminati e profili estrusi in alluminio: oltre 35 anni di esperienza e il 95 % della produzione esportato in Europa e negli Stati Uniti.',
    cover: coverAbout,
  },
  'mission-and-values': {
    label: 'Missione e valori',
    description:
      'La missione di Alumis e i quattro valori che guidano il suo lavoro ogni giorno: lealtà, responsabilità, flessibilità e trasparenza.',
    cover: coverMission,
  },
  'key-figures': {
    label: 'Cifre chiave',
    description:
      'Alumis in cifre: fondata nel 1981, 370 000 m² di superficie, 1315 dipendenti, oltre 168 mln EUR di fatturato nel 2024 e le vendite per paese e per prodotto.',
    cover: coverFigures,
  },
  'r-and-d': {
    label: 'Ricerca e sviluppo',
    description:
      'Laboratorio qualità, miglioramento continuo dei processi e certificazioni ISO 9001, ISO 14001, BS OHSAS 18001 ed EN 15088: la ricerca e lo sviluppo di Alumis.',
    cover: coverResearch,
  },
  'rolling-plant': {
    label: 'Laminatoio',
    description:
      'Il laminatoio Alumis di Shumen: 6 linee di colata continua da 65 000 t/anno, 50 000 t/anno di laminazione, foglio sottile e nastri larghi fino a 1570 mm.',
    cover: coverRolling,
  },
  'extrusion-plant': {
    label: 'Stabilimento di estrusione',
    description:
      'Cinque presse da 600 a 2500 t per circa 36 000 t/anno di profili in alluminio, fonderia di billette, verniciatura a polvere, anodizzazione, taglio e lavorazioni CNC.',
    cover: coverExtrusion,
  },
  timeline: {
    label: 'La nostra storia',
    description:
      'Le tappe della storia di Alumis, dalla costruzione dello stabilimento di Shumen nel 1968 ai progetti di ampliamento di oggi.',
    cover: coverHistory,
  },
};

/** The section's pages for its side menu and `{page}` route. */
export const COMPANY_SECTION_PAGES: SectionPages<CompanyPageKey> = {
  keys: COMPANY_PAGES,
  defaultPage: 'about-us',
  pathOf: companyPagePath,
  labelOf: (page) => COMPANY_PAGE_INFO[page].label,
  menuLabel: 'Pagine sull’azienda',
};
