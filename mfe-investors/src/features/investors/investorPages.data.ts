import type { SectionPages } from '@alu/common/section-page';
/** The `{page}` values of /investors, in the order of the side menu. */
export const INVESTOR_PAGES = [
  'management',
  'financial-statements',
  'general-meetings',
  'calendar',
  'shares',
  'presentations',
] as const;

export type InvestorPageKey = (typeof INVESTOR_PAGES)[number];

export const investorPagePath = (page: InvestorPageKey) => `/investors/${page}`;

export interface InvestorPageInfo {
  /** Side-menu label and the page's h1. */
  readonly label: string;
  /** `<title>` (without the site name) and meta description. */
  readonly meta: { readonly title: string; readonly description: string };
}

export const INVESTOR_PAGE_INFO: Readonly<Record<InvestorPageKey, InvestorPageInfo>> = {
  management: {
    label: 'Dirigenza',
    meta: {
      title: 'Dirigenza e governo societario',
      description:
        'Il sistema di governo a due livelli di Alumis AD: consiglio di sorveglianza di sette membri, consiglio di gestione di sei membri, mandati quinquennali dal giugno 2017.',
    },
  },
  'financial-statements': {
    label: 'Dati finanziari',
    meta: {
      title: 'Dati finanziari',
      description:
        'Bilanci d’esercizio e relazioni sulla gestione di Alumis AD dal 2011 al 2017, da scaricare anno per anno in formato PDF e DOCX.',
    },
  },
  'general-meetings': {
    label: 'Assemblea',
    meta: {
      title: 'Assemblea generale degli azionisti',
      description:
        'Le assemblee generali degli azionisti di Alumis AD dal 2014 al 2019: ordine del giorno, modulo di delega, invito e verbale di ogni riunione.',
    },
  },
  calendar: {
    label: 'Calendario eventi',
    meta: {
      title: 'Calendario eventi per gli investitori',
      description:
        'Le scadenze finanziarie di Alumis AD: pagamento del dividendo, relazioni semestrali e trimestrali, in agenda o nel calendario mese per mese.',
    },
  },
  shares: {
    label: 'Azioni',
    meta: {
      title: 'Azioni',
      description:
        'Il capitale di Alumis AD: 17.952.959 azioni nominative dematerializzate del valore nominale di 1 BGN, diritti degli azionisti e andamento del titolo.',
    },
  },
  presentations: {
    label: 'Presentazioni',
    meta: {
      title: 'Presentazioni agli investitori',
      description:
        'Le presentazioni di Alumis AD per gli investitori: profilo della società, mercati, investimenti e governo societario, da consultare e scaricare.',
    },
  },
};

/** The section's pages for its side menu and `{page}` route. */
export const INVESTOR_SECTION_PAGES: SectionPages<InvestorPageKey> = {
  keys: INVESTOR_PAGES,
  defaultPage: 'management',
  pathOf: investorPagePath,
  labelOf: (page) => INVESTOR_PAGE_INFO[page].label,
  menuLabel: 'Pagine per gli investitori',
};
