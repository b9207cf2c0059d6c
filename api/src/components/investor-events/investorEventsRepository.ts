// The `investorEvents` collection: the date order both lists read, and the writes. A seeded
// event has a fixed id, so seeding it twice finds it there.
import { ObjectId, type Db, type Filter } from 'mongodb';
import { INVESTOR_EVENTS_MAX, type PublicationState } from '@alu/common/contracts';
import { IndexedRepository } from '../../platform/database/indexes';
import {
  inState,
  nextScheduledAfter,
  visibleAt,
  wholeRecordUpdate,
  type PublicationFields,
} from '../publication';
import type { InvestorEventFields, InvestorEventRecord } from './investorEventRecord';

export const INVESTOR_EVENTS_COLLECTION = 'investorEvents';

export class InvestorEventsRepository extends IndexedRepository<InvestorEventRecord> {
  constructor(db: Db) {
    super(db, INVESTOR_EVENTS_COLLECTION, [{ key: { date: 1 }, options: { name: 'date_1' } }]);
  }

  /** What visitors see at `now`, oldest first. */
  visible(now: Date): Promise<InvestorEventRecord[]> {
    return this.findMatching(
      [visibleAt<InvestorEventRecord>(now)],
      { date: 1, _id: 1 },
      INVESTOR_EVENTS_MAX,
    );
  }

  /** Every event (in `state` at `now` when given), newest date first. */
  all(now: Date, state?: PublicationState): Promise<InvestorEventRecord[]> {
    const conditions: Filter<InvestorEventRecord>[] = state
      ? [inState<InvestorEventRecord>(state, now)]
      : [];
    return this.findMatching(conditions, { date: -1, _id: -1 }, INVESTOR_EVENTS_MAX);
  }

  findById(id: ObjectId): Promise<InvestorEventRecord | null> {
    return this.collection.findOne({ _id: id });
  }

  /** The earliest moment a scheduled event goes public after `now`. */
  nextScheduledAfter(now: Date): Promise<Date | null> {
    return nextScheduledAfter(this.collection, now);
  }

  /**
   * Inserts an event (under `id` when given: a seeded one); rejects with the driver's
   * duplicate-key error when that id is taken.
   */
  async insert(
    fields: Omit<InvestorEventFields, 'publication'>,
    publication: PublicationFields,
    now: Date,
    id: ObjectId = new ObjectId(),
  ): Promise<InvestorEventRecord> {
    await this.ensureIndexes();
    const event: InvestorEventRecord = { _id: id, ...fields, ...publication, updatedAt: now };
    await this.collection.insertOne(event);
    return event;
  }

  /** Sets every field (a missing link is removed); the updated event, or null when gone. */
  update(
    id: ObjectId,
    fields: Omit<InvestorEventFields, 'publication'> & Partial<PublicationFields>,
    now: Date,
  ): Promise<InvestorEventRecord | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      wholeRecordUpdate(fields, ['documentId'], now),
      { returnDocument: 'after' },
    );
  }

  /** Removes an event; whether there was one. */
  async delete(id: ObjectId): Promise<boolean> {
    const result = await this.collection.deleteOne({ _id: id });
    return result.deletedCount === 1;
  }
}
