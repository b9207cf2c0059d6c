// Test helpers of the calendar tab (not used by the app): events as the API answers them.
import type { AdminInvestorEvent, Publication } from '@alu/common/contracts';
import type { DocumentChoice } from './investorEventsApi';

/** An event as `GET /api/admin/investor-events` answers it (a report publication by default). */
export function adminEvent(
  id: string,
  change: Partial<AdminInvestorEvent> = {},
  publication: Publication = { state: 'published', publishAt: '2026-01-10T06:00:00.000Z' },
): AdminInvestorEvent {
  return {
    _id: id,
    date: '2026-08-28',
    titles: { it: `Relazione ${id}`, en: `Report ${id}` },
    kind: 'report',
    document: null,
    documentId: null,
    publication,
    updatedAt: '2026-01-10T06:00:00.000Z',
    ...change,
  };
}

/** A document as the form's picker reads it from `GET /api/admin/documents`. */
export function documentChoice(id: string, change: Partial<DocumentChoice> = {}): DocumentChoice {
  return {
    _id: id,
    date: '2025-09-15',
    titles: { it: `Relazione ${id}` },
    publication: { state: 'published', publishAt: '2025-09-15T06:00:00.000Z' },
    ...change,
  };
}
