import { ObjectId, type Db, type Sort } from 'mongodb';
import { IndexedRepository } from '../db/indexes';
import type { InquiryDocument, InquiryFields } from './inquiryDocument';

export const INQUIRIES_COLLECTION = 'inquiries';

/** Newest first; inquiries of the same millisecond, the later insert first. */
const NEWEST_FIRST: Sort = { createdAt: -1, _id: -1 };

export class InquiriesRepository extends IndexedRepository<InquiryDocument> {
  constructor(db: Db) {
    // The list order.
    super(db, INQUIRIES_COLLECTION, [
      { key: { createdAt: -1 }, options: { name: 'createdAt_-1' } },
    ]);
  }

  async insert(fields: InquiryFields, now: Date = new Date()): Promise<InquiryDocument> {
    await this.ensureIndexes();
    const doc: InquiryDocument = { _id: new ObjectId(), ...fields, createdAt: now, handled: false };
    await this.collection.insertOne(doc);
    return doc;
  }

  findAll(): Promise<InquiryDocument[]> {
    return this.collection.find({}).sort(NEWEST_FIRST).toArray();
  }

  /**
   * Marks an inquiry handled, keeping the time it was first marked. The inquiry, or null when
   * there is none with this id.
   */
  async markHandled(id: ObjectId, now: Date = new Date()): Promise<InquiryDocument | null> {
    const updated = await this.collection.findOneAndUpdate(
      { _id: id, handled: { $ne: true } },
      { $set: { handled: true, handledAt: now } },
      { returnDocument: 'after' },
    );
    return updated ?? this.collection.findOne({ _id: id });
  }
}
