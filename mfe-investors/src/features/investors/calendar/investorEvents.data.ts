/** An investor event: a name and a date (ISO `YYYY-MM-DD`). */
export interface InvestorEvent {
  readonly name: string;
  readonly date: string;
}

/** The six investor events (the dividend, the 2018 half-year and quarter reports). */
export const INVESTOR_EVENTS: readonly InvestorEvent[] = [
  { name: 'Termine per il pagamento del dividendo per l’esercizio 2017', date: '2018-08-27' },
  { name: 'Relazione consolidata del primo semestre 2018', date: '2018-08-29' },
  { name: 'Relazione finanziaria del terzo trimestre 2018', date: '2018-10-30' },
  { name: 'Relazione consolidata del terzo trimestre 2018', date: '2018-11-29' },
  { name: 'Relazione finanziaria del quarto trimestre 2018', date: '2019-01-30' },
  { name: 'Relazione consolidata del quarto trimestre 2018', date: '2019-03-01' },
];
