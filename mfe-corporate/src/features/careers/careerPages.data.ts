import { siteConfig } from '@alu/common';
import type { SectionPages } from '@alu/common/section-page';

/** The `{page}` values of /careers/{page}, in menu order. */
export const CAREER_PAGES = ['career', 'open-positions', 'internships'] as const;
export type CareerPageKey = (typeof CAREER_PAGES)[number];

export const careerPagePath = (page: CareerPageKey) => `/careers/${page}`;

/** A vacancy's own page (its details, and what search engines read as a job posting). */
export const vacancyPath = (id: string) => `/careers/open-positions/${encodeURIComponent(id)}`;

export interface CareerPageInfo {
  /** Label of the side menu item. */
  readonly menuLabel: string;
  /** Line under the page's header. */
  readonly subtitle: string;
  /** Document title (without the site name) and meta description. */
  readonly meta: { readonly title: string; readonly description: string };
}

export const careerPages: Readonly<Record<CareerPageKey, CareerPageInfo>> = {
  career: {
    menuLabel: `Una Carriera in ${siteConfig.companyName}`,
    subtitle: 'Crescere insieme, con pari opportunità per tutti',
    meta: {
      title: `Lavorare in ${siteConfig.companyName}`,
      description:
        'La filosofia delle risorse umane di Alumis a Shumen: formazione continua, sicurezza, retribuzione equa e pari opportunità per candidate e candidati.',
    },
  },
  'open-positions': {
    menuLabel: 'Posizioni disponibili',
    subtitle: 'Le offerte di lavoro aperte negli stabilimenti di Shumen',
    meta: {
      title: 'Posizioni disponibili',
      description:
        'Le posizioni aperte in Alumis, produttore di laminati ed estrusi in alluminio a Shumen, in Bulgaria: offerte attive, requisiti e come candidarsi.',
    },
  },
  internships: {
    menuLabel: 'Tirocini',
    subtitle: 'Un mese in azienda per studenti e neolaureati',
    meta: {
      title: 'Tirocini',
      description:
        'Il programma di tirocinio di un mese di Alumis per studenti universitari, laureandi magistrali e neolaureati: settori, vantaggi e come candidarsi.',
    },
  },
};

/** The section's pages for its side menu and `{page}` route. */
export const CAREER_SECTION_PAGES: SectionPages<CareerPageKey> = {
  keys: CAREER_PAGES,
  defaultPage: 'career',
  pathOf: careerPagePath,
  labelOf: (page) => careerPages[page].menuLabel,
  menuLabel: 'Pagine sulla carriera',
};
