import { ObjectId, type Db, type Filter, type Sort } from 'mongodb';
import { calendarDateValue } from '../dates/calendarDate';
import { IndexedRepository } from '../db/indexes';
import type { CareerDocument, CareerFields } from './careerDocument';

export const CAREERS_COLLECTION = 'careers';

/** Latest start first; vacancies starting the same day, newest first. */
const LATEST_FIRST: Sort = { startDate: -1, _id: -1 };

/** As a query: started on or before `today` and ending on or after it. */
function visibleOn(today: string): Filter<CareerDocument> {
  const day = calendarDateValue(today);
  return { startDate: { $lte: day }, endDate: { $gte: day } };
}

export class CareersRepository extends IndexedRepository<CareerDocument> {
  constructor(db: Db) {
    // The list order.
    super(db, CAREERS_COLLECTION, [{ key: { startDate: -1 }, options: { name: 'startDate_-1' } }]);
  }

  /** Every vacancy, or with `visibleToday` (YYYY-MM-DD) only those visible that day. */
  findAll(visibleToday?: string): Promise<CareerDocument[]> {
    const filter = visibleToday === undefined ? {} : visibleOn(visibleToday);
    return this.collection.find(filter).sort(LATEST_FIRST).toArray();
  }

  findById(id: ObjectId, visibleToday?: string): Promise<CareerDocument | null> {
    const filter = visibleToday === undefined ? {} : visibleOn(visibleToday);
    return this.collection.findOne({ ...filter, _id: id });
  }

  async insert(fields: CareerFields): Promise<CareerDocument> {
    await this.ensureIndexes();
    const now = new Date();
    const doc: CareerDocument = {
      _id: new ObjectId(),
      translations: {},
      ...fields,
      createdAt: now,
      updatedAt: now,
    };
    await this.collection.insertOne(doc);
    return doc;
  }

  /**
   * The updated vacancy, or null when there is none with this id. Translations are replaced
   * only when the update sends them.
   */
  update(id: ObjectId, fields: CareerFields): Promise<CareerDocument | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { ...fields, updatedAt: new Date() } },
      { returnDocument: 'after' },
    );
  }

  /** Whether a vacancy was deleted. */
  async delete(id: ObjectId): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: id })).deletedCount === 1;
  }
}
