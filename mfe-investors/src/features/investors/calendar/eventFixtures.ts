// Test data: the calendar the API publishes once today's events are seeded (the same dates,
// kinds and titles), and a fetch that answers the calendar API with it.
import { INVESTOR_EVENTS_API, type PublicInvestorEvent } from '@alu/common';

let next = 0;

export function publicEvent(
  date: string,
  titles: PublicInvestorEvent['titles'],
  fields: Partial<PublicInvestorEvent> = {},
): PublicInvestorEvent {
  next += 1;
  return {
    _id: next.toString(16).padStart(24, '0'),
    date,
    titles,
    kind: 'report',
    document: null,
    ...fields,
  };
}

/** Today's six events, oldest first as the API lists them. */
export const SEEDED_EVENTS: readonly PublicInvestorEvent[] = [
  publicEvent(
    '2018-08-27',
    {
      it: 'Termine per il pagamento del dividendo per l’esercizio 2017',
      en: 'Deadline for paying the dividend for the 2017 financial year',
      bg: 'Краен срок за изплащане на дивидента за 2017 г.',
    },
    { kind: 'dividend' },
  ),
  publicEvent('2018-08-29', {
    it: 'Relazione consolidata del primo semestre 2018',
    en: 'Consolidated report for the first half of 2018',
    bg: 'Консолидиран отчет за първото полугодие на 2018 г.',
  }),
  publicEvent('2018-10-30', {
    it: 'Relazione finanziaria del terzo trimestre 2018',
    en: 'Financial report for the third quarter of 2018',
    bg: 'Финансов отчет за третото тримесечие на 2018 г.',
  }),
  publicEvent('2018-11-29', {
    it: 'Relazione consolidata del terzo trimestre 2018',
    en: 'Consolidated report for the third quarter of 2018',
    bg: 'Консолидиран отчет за третото тримесечие на 2018 г.',
  }),
  publicEvent('2019-01-30', {
    it: 'Relazione finanziaria del quarto trimestre 2018',
    en: 'Financial report for the fourth quarter of 2018',
    bg: 'Финансов отчет за четвъртото тримесечие на 2018 г.',
  }),
  publicEvent('2019-03-01', {
    it: 'Relazione consolidata del quarto trimestre 2018',
    en: 'Consolidated report for the fourth quarter of 2018',
    bg: 'Консолидиран отчет за четвъртото тримесечие на 2018 г.',
  }),
];

type Answer = { readonly status: number; readonly body: unknown } | Error;

/**
 * A fetch that answers the calendar's list with `events` (or `answer`), and passes any other
 * request to the fetch installed before it (the documents' stub, say).
 */
export function stubEventsApi(
  events: readonly PublicInvestorEvent[] = SEEDED_EVENTS,
  answer?: Answer,
): jest.Mock {
  const before = global.fetch;
  const stub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url !== INVESTOR_EVENTS_API.list) {
      if (!before) throw new TypeError('Failed to fetch');
      return before(input, init);
    }
    const given = answer ?? { status: 200, body: { items: events, nextCursor: null } };
    if (given instanceof Error) throw new TypeError('Failed to fetch', { cause: given });
    return new Response(JSON.stringify(given.body), {
      status: given.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = stub as unknown as typeof fetch;
  return stub;
}
