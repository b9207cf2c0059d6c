import { ObjectId, type Db, type Filter, type Sort } from 'mongodb';
import type { InquiryFilter, InquiryStatus } from '@alu/common/contracts';
import { IndexedRepository } from '../../platform/database/indexes';
import { wordsMatching } from '../../platform/database/wordSearch';
import {
  EmbeddedOutbox,
  outboxBacklog,
  queuedMail,
  type ComposedMail,
} from '../../platform/mail/embeddedOutbox';
import { afterCursor, type TimeCursor } from '../../platform/http/timeCursor';
import type { InquiryDocument, InquiryFields } from './inquiryDocument';

export const INQUIRIES_COLLECTION = 'inquiries';

/** Newest first; inquiries of the same millisecond, the later insert first. */
const NEWEST_FIRST: Sort = { createdAt: -1, _id: -1 };

export class InquiriesRepository extends IndexedRepository<InquiryDocument> {
  constructor(db: Db) {
    // The list order, and the retention sweep's.
    super(db, INQUIRIES_COLLECTION, [
      { key: { createdAt: -1 }, options: { name: 'createdAt_-1' } },
      ...EmbeddedOutbox.indexes,
    ]);
  }

  /** The outbox of the mails telling staff of new inquiries, composed by `compose`. */
  outbox(compose: (inquiry: InquiryDocument) => ComposedMail): EmbeddedOutbox<InquiryDocument> {
    return new EmbeddedOutbox(this.collection, compose);
  }

  /** The staff mails not sent yet, and when the oldest was queued (for the metrics). */
  mailBacklog(): Promise<{ depth: number; oldestQueuedAt: Date | null }> {
    return outboxBacklog(this.collection);
  }

  /** Stores an inquiry; with `notify`, with the mail to staff queued in the same write. */
  async insert(
    fields: InquiryFields,
    now: Date = new Date(),
    { notify = false }: { notify?: boolean } = {},
  ): Promise<InquiryDocument> {
    await this.ensureIndexes();
    const doc: InquiryDocument = {
      _id: new ObjectId(),
      ...fields,
      createdAt: now,
      handled: false,
      status: 'new',
      statusHistory: [],
      ...(notify && { notification: queuedMail(now) }),
    };
    await this.collection.insertOne(doc);
    return doc;
  }

  findAll(): Promise<InquiryDocument[]> {
    return this.collection.find({}).sort(NEWEST_FIRST).toArray();
  }

  /** A page of the filtered list, newest first, after `cursor`. */
  page(filter: InquiryFilter, cursor: TimeCursor | undefined, limit: number) {
    const conditions = [
      ...matching(filter),
      ...(cursor ? [afterCursor<InquiryDocument>('createdAt', cursor)] : []),
    ];
    return this.findMatching(conditions, NEWEST_FIRST, limit);
  }

  /** The whole filtered list, newest first (the CSV export), at most `max`. */
  filtered(filter: InquiryFilter, max: number): Promise<InquiryDocument[]> {
    const conditions = matching(filter);
    return this.findMatching(conditions, NEWEST_FIRST, max);
  }

  /**
   * Sets a status, recording when and by whom; `answered` and `archived` mark it handled
   * (keeping the first time it was). The inquiry, or null when there is none with this id.
   */
  async setStatus(
    id: ObjectId,
    status: InquiryStatus,
    by: string,
    now: Date = new Date(),
  ): Promise<InquiryDocument | null> {
    const current = await this.collection.findOne({ _id: id });
    if (!current) return null;
    const handled = status === 'answered' || status === 'archived';
    return this.collection.findOneAndUpdate(
      { _id: id },
      {
        $set: {
          status,
          handled,
          ...(handled && !current.handledAt ? { handledAt: now } : {}),
        },
        $push: { statusHistory: { status, at: now, by } },
      },
      { returnDocument: 'after' },
    );
  }

  /**
   * Marks an inquiry handled (`POST /inquiries/:id/handled`): `answered`, unless it already is
   * handled, whose status and time it keeps. The inquiry, or null when there is none.
   */
  async markHandled(
    id: ObjectId,
    by: string,
    now: Date = new Date(),
  ): Promise<InquiryDocument | null> {
    const current = await this.collection.findOne({ _id: id });
    if (!current || current.handled === true) return current;
    return this.setStatus(id, 'answered', by, now);
  }

  /** Whether an inquiry was deleted (its mail to staff too, if it had not gone yet). */
  async delete(id: ObjectId): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: id })).deletedCount === 1;
  }

  /** The inquiries sent before `date`, oldest first (the retention sweep's work). */
  sentBefore(date: Date, limit: number): Promise<InquiryDocument[]> {
    return this.collection
      .find({ createdAt: { $lt: date } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .toArray();
  }
}

/** The query conditions of a filter (statuses of old inquiries read from `handled`). */
function matching({ status, kind, q }: InquiryFilter): Filter<InquiryDocument>[] {
  const conditions: Filter<InquiryDocument>[] = [];
  if (status === 'new') conditions.push({ status: { $in: ['new', null] }, handled: { $ne: true } });
  else if (status === 'answered') {
    conditions.push({ $or: [{ status: 'answered' }, { status: null, handled: true }] });
  } else if (status) conditions.push({ status });
  if (kind) conditions.push({ kind });
  conditions.push(
    ...wordsMatching<InquiryDocument>(q, ['name', 'email', 'products', 'category', 'message']),
  );
  return conditions;
}
