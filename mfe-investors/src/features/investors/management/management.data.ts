import { siteConfig } from '@alu/common';

/** Both boards serve 5-year mandates; the members listed were appointed in June 2017. */
export const MANDATE = { years: 5, appointed: 'giugno 2017', expires: 'giugno 2022' } as const;

export interface Board {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly members: readonly {
    readonly name: string;
    readonly cyrillicName: string;
    readonly role: string;
  }[];
}

export const BOARDS: readonly Board[] = [
  {
    id: 'consiglio-di-sorveglianza',
    title: 'Consiglio di sorveglianza',
    description:
      'Vigila sulla gestione, nomina e revoca i membri del consiglio di gestione e approva le decisioni più importanti, come gli investimenti rilevanti e le operazioni straordinarie.',
    members: siteConfig.investors.board.supervisory,
  },
  {
    id: 'consiglio-di-gestione',
    title: 'Consiglio di gestione',
    description:
      'Amministra la società e la rappresenta, prepara i bilanci e le relazioni periodiche e riferisce al consiglio di sorveglianza almeno una volta ogni tre mesi.',
    members: siteConfig.investors.board.management,
  },
];

export const GOVERNANCE_TEXT = {
  heading: 'Un sistema di governo a due livelli',
  paragraphs: [
    'Alumis AD è una società per azioni quotata, amministrata secondo il sistema dualistico previsto dal Codice di commercio bulgaro: chi gestisce la società e chi ne controlla la gestione siedono in due organi distinti.',
    `Il consiglio di sorveglianza, di ${siteConfig.investors.board.supervisory.length} membri, è eletto dall’assemblea generale degli azionisti; il consiglio di gestione, di ${siteConfig.investors.board.management.length} membri, è nominato dal consiglio di sorveglianza. Entrambi i consigli sono stati nominati nel ${MANDATE.appointed} per un mandato di ${MANDATE.years} anni.`,
  ],
} as const;

/** The five corporate governance guarantees. */
export const GOVERNANCE_GUARANTEES = {
  heading: 'Le garanzie del nostro governo societario',
  intro:
    'Il governo societario di Alumis segue il Codice nazionale di governo societario e offre agli azionisti cinque garanzie:',
  items: [
    'la tutela dei diritti di tutti gli azionisti e la parità di trattamento, compresi i soci di minoranza e stranieri;',
    'un’informazione tempestiva, completa e corretta sui risultati, sulla situazione finanziaria e sui fatti rilevanti della società;',
    'la separazione tra la gestione e il suo controllo, affidati a due consigli distinti con compiti e responsabilità definiti;',
    'la revisione indipendente dei bilanci e un comitato di audit che ne segue il lavoro;',
    'regole chiare per prevenire i conflitti di interesse dei membri dei consigli e per le operazioni con parti correlate.',
  ],
} as const;
