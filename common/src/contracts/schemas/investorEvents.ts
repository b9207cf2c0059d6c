// The investors' calendar API's writes and answers. Titles follow the documents' rules
// (Italian required, the other languages optional); the linked document is named by its id.
import * as v from 'valibot';
import { INVESTOR_EVENT_KINDS } from '../investorEvents';
import { PUBLICATION_STATES } from '../publication';
import { calendarDate, publicationInputSchema } from './dates';
import { documentTitlesInputSchema, documentTitlesSchema } from './documents';
import { jsonObject } from './fields';
import {
  isoDateOrEmpty,
  isoMoment,
  objectId,
  pageOf,
  publicationSchema,
  queryChoice,
} from './lists';

const DATE = 'must be a real calendar date written DD-MM-YYYY or YYYY-MM-DD';
const KIND = `must be one of ${INVESTOR_EVENT_KINDS.join(', ')}`;
const DOCUMENT_ID = 'must be a document’s id (24 hexadecimal digits) or null';

/** `POST /api/admin/investor-events` and `PUT …/:id`: every field of an event (JSON). */
export const investorEventInputSchema = jsonObject({
  titles: documentTitlesInputSchema,
  date: v.pipe(v.string(DATE), v.maxLength(10, DATE), calendarDate(DATE)),
  kind: v.picklist(INVESTOR_EVENT_KINDS, KIND),
  documentId: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(DOCUMENT_ID), v.regex(/^[0-9a-f]{24}$/, DOCUMENT_ID)))),
    v.description('The document the event links to from its date; null or absent for none.'),
  ),
  publication: v.optional(publicationInputSchema),
});

/** `GET /api/admin/investor-events`: every event, by state. */
export const investorEventAdminQuerySchema = v.object({
  state: queryChoice(PUBLICATION_STATES, 'must be draft, scheduled, published or unpublished'),
});

/** The linked document as visitors see it: only a published one. */
export const investorEventDocumentSchema = v.object({
  url: v.pipe(v.string(), v.description('Where the document’s newest file is served.')),
  titles: documentTitlesSchema,
});

export const investorEventSchema = v.object({
  _id: objectId,
  date: v.pipe(isoDateOrEmpty, v.description('The event’s day, `YYYY-MM-DD`.')),
  titles: v.pipe(
    documentTitlesSchema,
    v.description('Italian always; a language missing here is shown in Italian.'),
  ),
  kind: v.picklist(INVESTOR_EVENT_KINDS),
  document: v.pipe(
    v.nullable(investorEventDocumentSchema),
    v.description('The linked document while it is published; null otherwise.'),
  ),
});

/** Every event in one page, oldest first (`nextCursor` is always null). */
export const investorEventListSchema = pageOf(investorEventSchema);

export const adminInvestorEventSchema = v.object({
  ...investorEventSchema.entries,
  documentId: v.pipe(
    v.nullable(objectId),
    v.description('The linked document’s id, whatever its state (it may since be gone).'),
  ),
  publication: publicationSchema,
  updatedAt: isoMoment,
});

/** Every event in one page, newest date first (`nextCursor` is always null). */
export const adminInvestorEventListSchema = pageOf(adminInvestorEventSchema);
