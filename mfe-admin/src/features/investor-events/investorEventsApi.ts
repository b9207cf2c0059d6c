// The calendar calls of the admin area, with the tab (they load with it, never with the
// sign-in page), and the documents an event may link to.
import { fetchJson } from '@alu/common';
import {
  DOCUMENT_ADMIN_PAGE_SIZE,
  DOCUMENTS_API,
  INVESTOR_EVENTS_API,
  type AdminDocument,
  type AdminDocumentPage,
  type AdminInvestorEvent,
  type AdminInvestorEventList,
  type InvestorEventInput,
  type PublicationState,
} from '@alu/common/contracts';
import { bearer, queryOf } from '../../shared/api/adminApi';

const one = (id: string) => `${INVESTOR_EVENTS_API.admin}/${encodeURIComponent(id)}`;

/** What the form's picker shows of a document. */
export type DocumentChoice = Pick<AdminDocument, '_id' | 'date' | 'titles' | 'publication'>;

/** More pages than the documents will ever fill: the picker lists every document. */
const MAX_DOCUMENT_PAGES = 40;

export const investorEventsApi = {
  /** Every event (in `state` when given), newest date first, in one page. */
  list: (token: string, state: PublicationState | undefined, signal?: AbortSignal) =>
    fetchJson<AdminInvestorEventList>(`${INVESTOR_EVENTS_API.admin}${queryOf({ state })}`, {
      headers: bearer(token),
      signal,
    }),
  create: (token: string, input: InvestorEventInput) =>
    fetchJson<AdminInvestorEvent>(INVESTOR_EVENTS_API.admin, {
      method: 'POST',
      headers: bearer(token),
      body: input,
    }),
  update: (token: string, id: string, input: InvestorEventInput) =>
    fetchJson<AdminInvestorEvent>(one(id), { method: 'PUT', headers: bearer(token), body: input }),
  /** Off the calendar at once; it can be published again. */
  withdraw: (token: string, id: string) =>
    fetchJson<AdminInvestorEvent>(`${one(id)}/withdraw`, {
      method: 'POST',
      headers: bearer(token),
    }),
  remove: (token: string, id: string) =>
    fetchJson<unknown>(one(id), { method: 'DELETE', headers: bearer(token) }),
  /** Every document whatever its state, newest first: what an event may link to. */
  async documents(token: string, signal?: AbortSignal): Promise<DocumentChoice[]> {
    const all: DocumentChoice[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_DOCUMENT_PAGES; page++) {
      const limit = String(DOCUMENT_ADMIN_PAGE_SIZE.max);
      const answer = await fetchJson<AdminDocumentPage>(
        `${DOCUMENTS_API.admin}${queryOf({ limit, cursor })}`,
        { headers: bearer(token), signal },
      );
      all.push(...answer.items);
      if (!answer.nextCursor) break;
      cursor = answer.nextCursor;
    }
    return all;
  },
};
