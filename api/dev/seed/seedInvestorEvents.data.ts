// The investors' calendar the site showed before administrators managed it, as the calendar
// API stores it: read once into a database (seedInvestorEvents.ts), after which administrators
// own the events. Each has a fixed id, so a second run finds it whatever an editor did to it
// since. Titles are the ones the page showed in each language.
import type { InvestorEventInput } from '@alu/common/contracts';

export type SeedInvestorEvent = InvestorEventInput & { readonly id: string };

export const SEED_INVESTOR_EVENTS: readonly SeedInvestorEvent[] = [
  {
    id: 'a1e7e0000000000000000001',
    date: '2018-08-27',
    kind: 'dividend',
    titles: {
      it: 'Termine per il pagamento del dividendo per l’esercizio 2017',
      en: 'Deadline for paying the dividend for the 2017 financial year',
      bg: 'Краен срок за изплащане на дивидента за 2017 г.',
    },
  },
  {
    id: 'a1e7e0000000000000000002',
    date: '2018-08-29',
    kind: 'report',
    titles: {
      it: 'Relazione consolidata del primo semestre 2018',
      en: 'Consolidated report for the first half of 2018',
      bg: 'Консолидиран отчет за първото полугодие на 2018 г.',
    },
  },
  {
    id: 'a1e7e0000000000000000003',
    date: '2018-10-30',
    kind: 'report',
    titles: {
      it: 'Relazione finanziaria del terzo trimestre 2018',
      en: 'Financial report for the third quarter of 2018',
      bg: 'Финансов отчет за третото тримесечие на 2018 г.',
    },
  },
  {
    id: 'a1e7e0000000000000000004',
    date: '2018-11-29',
    kind: 'report',
    titles: {
      it: 'Relazione consolidata del terzo trimestre 2018',
      en: 'Consolidated report for the third quarter of 2018',
      bg: 'Консолидиран отчет за третото тримесечие на 2018 г.',
    },
  },
  {
    id: 'a1e7e0000000000000000005',
    date: '2019-01-30',
    kind: 'report',
    titles: {
      it: 'Relazione finanziaria del quarto trimestre 2018',
      en: 'Financial report for the fourth quarter of 2018',
      bg: 'Финансов отчет за четвъртото тримесечие на 2018 г.',
    },
  },
  {
    id: 'a1e7e0000000000000000006',
    date: '2019-03-01',
    kind: 'report',
    titles: {
      it: 'Relazione consolidata del quarto trimestre 2018',
      en: 'Consolidated report for the fourth quarter of 2018',
      bg: 'Консолидиран отчет за четвъртото тримесечие на 2018 г.',
    },
  },
];
