/** The share capital: the number of shares and their nominal value in leva. */
export const SHARE_CAPITAL = { shares: 17_952_959, nominalValueBgn: 1 } as const;

export const SHARES_TEXT = {
  intro:
    'Le azioni di Alumis AD sono negoziate sul mercato non ufficiale della Borsa di Bulgaria a Sofia.',
  factsHeading: 'Il capitale in sintesi',
  rightsHeading: 'Diritti e circolazione delle azioni',
  rights: [
    'Tutte le azioni sono ordinarie, nominative e dematerializzate, e sono della stessa classe.',
    'Ogni azione dà diritto a un voto nell’assemblea generale degli azionisti, a un dividendo e a una quota del patrimonio in caso di liquidazione, in proporzione al suo valore nominale.',
    'Le azioni sono liberamente trasferibili; lo statuto non ammette azioni privilegiate.',
    'Il registro degli azionisti è tenuto dal Depositario centrale, che registra ogni trasferimento.',
  ],
  chartHeading: 'Andamento del titolo',
  chartIntro:
    'Il prezzo di chiusura dell’ultima seduta di ogni mese del 2018, in lev bulgari (BGN).',
} as const;

export interface SharePricePoint {
  /** ISO month, `YYYY-MM`. */
  readonly month: string;
  /** Closing price of the month's last session, BGN. */
  readonly close: number;
}

/** Monthly closing prices of 2018 (plausible sample figures of this fictional company). */
export const SHARE_PRICE_2018: readonly SharePricePoint[] = [
  { month: '2018-01', close: 5.2 },
  { month: '2018-02', close: 5.35 },
  { month: '2018-03', close: 5.1 },
  { month: '2018-04', close: 5.45 },
  { month: '2018-05', close: 5.6 },
  { month: '2018-06', close: 5.8 },
  { month: '2018-07', close: 5.75 },
  { month: '2018-08', close: 5.9 },
  { month: '2018-09', close: 6.05 },
  { month: '2018-10', close: 5.85 },
  { month: '2018-11', close: 5.95 },
  { month: '2018-12', close: 6.1 },
];

/** ApexCharts keeps one registry of charts for every remote: the id must be unique. */
export const SHARE_PRICE_CHART_ID = 'investors-share-price-2018';
