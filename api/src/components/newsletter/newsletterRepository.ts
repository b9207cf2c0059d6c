import { MongoServerError, type Db, type ObjectId } from 'mongodb';
import type { Sort } from 'mongodb';
import { IndexedRepository } from '../../platform/database/indexes';
import { wordsMatching } from '../../platform/database/wordSearch';
import { afterCursor, type TimeCursor } from '../../platform/http/timeCursor';

const NEWEST_FIRST: Sort = { createdAt: -1, _id: -1 };

export const NEWSLETTER_COLLECTION = 'newsletter';

export interface SubscriberDocument {
  _id?: ObjectId;
  /** As typed (trimmed), for display and export. */
  email: string;
  /** Lower case: one subscription per address, however it is capitalised. */
  emailKey: string;
  createdAt: Date;
}

const DUPLICATE_KEY = 11000;

export class NewsletterRepository extends IndexedRepository<SubscriberDocument> {
  constructor(db: Db) {
    super(db, NEWSLETTER_COLLECTION, [
      { key: { emailKey: 1 }, options: { name: 'emailKey_1', unique: true } },
    ]);
  }

  /**
   * Stores the address once. Answers true when it was new, false when it was already there
   * (the unique index decides, so two simultaneous requests store one subscriber).
   */
  async subscribe(email: string, now: Date): Promise<boolean> {
    await this.ensureIndexes();
    try {
      await this.collection.insertOne({ email, emailKey: email.toLowerCase(), createdAt: now });
      return true;
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  /** Removes the subscription for good; answers whether there was one. */
  async erase(id: ObjectId): Promise<boolean> {
    const result = await this.collection.deleteOne({ _id: id });
    return result.deletedCount > 0;
  }

  /** Every subscriber, newest first. */
  findAll(): Promise<SubscriberDocument[]> {
    return this.collection.find({}).sort(NEWEST_FIRST).toArray();
  }

  /** A page of the subscribers whose address holds `q`, newest first, after `cursor`. */
  page(q: string | undefined, cursor: TimeCursor | undefined, limit: number) {
    const conditions = [
      ...wordsMatching<SubscriberDocument>(q, ['email']),
      ...(cursor ? [afterCursor<SubscriberDocument>('createdAt', cursor)] : []),
    ];
    return this.findMatching(conditions, NEWEST_FIRST, limit);
  }
}
