import { ObjectId, type Db, type Filter, type Sort } from 'mongodb';
import { calendarDateValue } from '../../platform/dates/calendarDate';
import { IndexedRepository } from '../../platform/database/indexes';
import type { CareerDocument, CareerFields } from './careerDocument';
import { CAREER_TRANSLATION_LANGUAGES, type PublicationState } from '@alu/common/contracts';
import { wordsMatching } from '../../platform/database/wordSearch';
import { afterCursor, type TimeCursor } from '../../platform/http/timeCursor';
import {
  changedPublicationFields,
  inState,
  newPublicationFields,
  nextScheduledAfter,
  visibleAt,
} from '../publication';

export const CAREERS_COLLECTION = 'careers';

/** Latest start first; vacancies starting the same day, newest first. */
const LATEST_FIRST: Sort = { startDate: -1, _id: -1 };

/** When visitors look: today's date in Sofia (the vacancy's dates) and the moment (its state). */
export interface CareersVisibility {
  readonly today: string;
  readonly now: Date;
}

/** As a query: published, started on or before `today` and ending on or after it. */
function visibleOn({ today, now }: CareersVisibility): Filter<CareerDocument> {
  const day = calendarDateValue(today);
  return { $and: [{ startDate: { $lte: day }, endDate: { $gte: day } }, visibleAt(now)] };
}

export class CareersRepository extends IndexedRepository<CareerDocument> {
  constructor(db: Db) {
    // The list order.
    super(db, CAREERS_COLLECTION, [{ key: { startDate: -1 }, options: { name: 'startDate_-1' } }]);
  }

  /** Every vacancy, or with `visible` only those visitors see then. */
  findAll(visible?: CareersVisibility): Promise<CareerDocument[]> {
    const filter = visible === undefined ? {} : visibleOn(visible);
    return this.collection.find(filter).sort(LATEST_FIRST).toArray();
  }

  /** A page of every vacancy (administrators), latest start first, after `cursor`. */
  page(
    { q, state }: { q?: string | undefined; state?: PublicationState | undefined },
    now: Date,
    cursor: TimeCursor | undefined,
    limit: number,
  ): Promise<CareerDocument[]> {
    const conditions = [
      ...(state ? [inState<CareerDocument>(state, now)] : []),
      ...wordsMatching<CareerDocument>(q, [
        'title',
        ...CAREER_TRANSLATION_LANGUAGES.map((language) => `translations.${language}.title`),
      ]),
      ...(cursor ? [afterCursor<CareerDocument>('startDate', cursor)] : []),
    ];
    return this.findMatching(conditions, LATEST_FIRST, limit);
  }

  findById(id: ObjectId, visible?: CareersVisibility): Promise<CareerDocument | null> {
    const filter = visible === undefined ? {} : visibleOn(visible);
    return this.collection.findOne({ $and: [filter, { _id: id }] });
  }

  /** The earliest moment a scheduled vacancy goes public after `now`. */
  nextScheduledAfter(now: Date): Promise<Date | null> {
    return nextScheduledAfter(this.collection, now);
  }

  async insert(
    { publication, ...fields }: CareerFields,
    now = new Date(),
  ): Promise<CareerDocument> {
    await this.ensureIndexes();
    const doc: CareerDocument = {
      _id: new ObjectId(),
      translations: {},
      ...fields,
      ...newPublicationFields(publication, now),
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
  async update(
    id: ObjectId,
    { publication, ...fields }: CareerFields,
    now = new Date(),
  ): Promise<{ before: CareerDocument; after: CareerDocument } | null> {
    const before = await this.collection.findOne({ _id: id });
    if (!before) return null;
    const after = await this.collection.findOneAndUpdate(
      { _id: id },
      {
        $set: {
          ...fields,
          ...changedPublicationFields(publication, before, now),
          updatedAt: now,
        },
      },
      { returnDocument: 'after' },
    );
    return after && { before, after };
  }

  /** Whether a vacancy was deleted. */
  async delete(id: ObjectId): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: id })).deletedCount === 1;
  }
}
