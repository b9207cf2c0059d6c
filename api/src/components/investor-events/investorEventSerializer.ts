// Stored event → the wire forms visitors and administrators read. The linked document is
// shown only while visitors can read it: a draft or withdrawn document is no link.
import type { AdminInvestorEvent, PublicInvestorEvent } from '@alu/common/contracts';
import { documentFileUrl } from '@alu/common/contracts';
import { ObjectId } from 'mongodb';
import { formatCalendarDate } from '../../platform/dates/calendarDate';
import type { DocumentsRepository } from '../documents';
import { isVisibleAt, toPublication } from '../publication';
import type { InvestorEventRecord } from './investorEventRecord';

/** A stored document, as the documents' repository reads it. */
type DocumentRecord = NonNullable<Awaited<ReturnType<DocumentsRepository['findById']>>>;

/** The published documents the events link to, by id. */
export async function linkedDocuments(
  events: readonly InvestorEventRecord[],
  documents: DocumentsRepository,
  now: Date,
): Promise<Map<string, DocumentRecord>> {
  // A handful of links at most: one read each, by their unique id.
  const ids = new Set(events.flatMap((event) => event.documentId?.toHexString() ?? []));
  const found = await Promise.all(
    [...ids].map((id) => documents.findById(ObjectId.createFromHexString(id))),
  );
  return new Map(
    found
      .filter((doc): doc is DocumentRecord => doc !== null && isVisibleAt(doc, now))
      .map((doc) => [doc._id.toHexString(), doc]),
  );
}

export function toPublicInvestorEvent(
  event: InvestorEventRecord,
  linked: ReadonlyMap<string, DocumentRecord>,
): PublicInvestorEvent {
  const doc = event.documentId ? linked.get(event.documentId.toHexString()) : undefined;
  return {
    _id: event._id.toHexString(),
    date: formatCalendarDate(event.date),
    titles: event.titles,
    kind: event.kind,
    document: doc ? { url: documentFileUrl(doc.slug), titles: doc.titles } : null,
  };
}

export function toAdminInvestorEvent(
  event: InvestorEventRecord,
  linked: ReadonlyMap<string, DocumentRecord>,
  now: Date,
): AdminInvestorEvent {
  return {
    ...toPublicInvestorEvent(event, linked),
    documentId: event.documentId ? event.documentId.toHexString() : null,
    publication: toPublication(event, now),
    updatedAt: event.updatedAt.toISOString(),
  };
}
