import { ObjectId, type Db, type Filter, type Sort } from 'mongodb';
import { IndexedRepository } from '../../platform/database/indexes';
import { wordsMatching } from '../../platform/database/wordSearch';
import { afterCursor, type TimeCursor } from '../../platform/http/timeCursor';
import { LANGUAGES, LATEST_NEWS_COUNT, type NewsAdminFilter } from '@alu/common/contracts';
import { inState, isVisibleAt, nextScheduledAfter, visibleAt } from '../publication';
import type { NewNewsDocument, NewsDocument } from './newsDocument';

export const NEWS_COLLECTION = 'news';

/** Newest first; items of the same day by insertion order, newest first (_id). */
const NEWEST_FIRST: Sort = { date: -1, _id: -1 };

// Matches what the serializer reads as false, including a missing field.
const COMPANY_NEWS: Filter<NewsDocument> = { isMediaNews: { $nin: [true, 'true'] } };

export class NewsRepository extends IndexedRepository<NewsDocument> {
  constructor(db: Db) {
    // A unique slug, and the date order.
    super(db, NEWS_COLLECTION, [
      { key: { url: 1 }, options: { name: 'url_1', unique: true } },
      { key: { date: -1 }, options: { name: 'date_-1' } },
    ]);
  }

  /** What visitors see at `now`: published items and scheduled ones whose moment came. */
  findVisible(now: Date): Promise<NewsDocument[]> {
    return this.collection.find(visibleAt(now)).sort(NEWEST_FIRST).toArray();
  }

  /** A page of what visitors see of one kind, newest first, after `cursor`. */
  visiblePage(
    kind: 'news' | 'media' | undefined,
    now: Date,
    cursor: TimeCursor | undefined,
    limit: number,
  ): Promise<NewsDocument[]> {
    return this.page({ ...(kind && { kind }) }, now, cursor, limit, visibleAt(now));
  }

  /** The newest company news visitors see (media mentions excluded). */
  findLatest(now: Date, limit = LATEST_NEWS_COUNT): Promise<NewsDocument[]> {
    return this.collection
      .find({ $and: [COMPANY_NEWS, visibleAt(now)] })
      .sort(NEWEST_FIRST)
      .limit(limit)
      .toArray();
  }

  /**
   * Slug → `_id` of every item, read once and again after `forgetSlugs()`. FerretDB v1 answers
   * a query on `_id` alone from its primary key but reads the collection's documents one by
   * one for any other filter (an article read cost 1.4 ms by `_id`, 4.3 ms by slug with nine
   * items, more with every item). The document itself is always read afresh.
   */
  private slugs: Promise<Map<string, NewsDocument['_id']>> | undefined;

  private slugIds(): Promise<Map<string, NewsDocument['_id']>> {
    if (this.slugs) return this.slugs;
    const slugs = this.collection
      .find({}, { projection: { url: 1 } })
      .toArray()
      .then((docs) => new Map(docs.map((doc) => [doc.url, doc._id])));
    // A failed read is tried again by the next article read.
    slugs.catch(() => {
      if (this.slugs === slugs) this.slugs = undefined;
    });
    this.slugs = slugs;
    return slugs;
  }

  /** After a news write (any instance's): the slugs are read again on the next article read. */
  forgetSlugs(): void {
    this.slugs = undefined;
  }

  /** The item at a slug if visitors see it at `now`. */
  async findVisibleByUrl(url: string, now: Date): Promise<NewsDocument | null> {
    const id = (await this.slugIds()).get(url);
    if (id !== undefined) {
      const doc = await this.collection.findOne({ _id: id } as Filter<NewsDocument>);
      if (doc?.url === url) return isVisibleAt(doc, now) ? doc : null;
    }
    // Not in the index: no such item, or the index predates a write it has not heard of.
    const doc = await this.collection.findOne({ $and: [{ url }, visibleAt(now)] });
    if (doc || id !== undefined) this.forgetSlugs();
    return doc;
  }

  /** The item at a slug, whatever its state (administrators). */
  findByUrl(url: string): Promise<NewsDocument | null> {
    return this.collection.findOne({ url });
  }

  /** A page of every item (administrators), newest first, after `cursor`. */
  page(
    filter: NewsAdminFilter,
    now: Date,
    cursor: TimeCursor | undefined,
    limit: number,
    ...more: Filter<NewsDocument>[]
  ): Promise<NewsDocument[]> {
    const conditions = [
      ...more,
      ...matching(filter, now),
      ...(cursor ? [afterCursor<NewsDocument>('date', cursor)] : []),
    ];
    return this.findMatching(conditions, NEWEST_FIRST, limit);
  }

  /** The earliest moment a scheduled item goes public after `now`. */
  nextScheduledAfter(now: Date): Promise<Date | null> {
    return nextScheduledAfter(this.collection, now);
  }

  findById(id: ObjectId): Promise<NewsDocument | null> {
    return this.collection.findOne({ _id: id });
  }

  /** Whether an item has this slug. */
  async urlTaken(url: string): Promise<boolean> {
    return (await this.collection.findOne({ url }, { projection: { _id: 1 } })) !== null;
  }

  /** Inserts one item; rejects with the driver's duplicate-key error when its url is taken. */
  async insert(item: NewNewsDocument): Promise<NewsDocument> {
    await this.ensureIndexes();
    const doc: NewsDocument = { _id: new ObjectId(), ...item, updatedAt: new Date() };
    await this.collection.insertOne(doc);
    return doc;
  }

  /**
   * Sets the fields of the item `current`, only if its images are still the ones it was read
   * with (another administrator's save in between would otherwise lose files): the updated
   * item, or null when it changed or was deleted meanwhile.
   */
  update(
    current: Pick<NewsDocument, '_id' | 'cover' | 'gallery'>,
    fields: Partial<NewNewsDocument>,
  ): Promise<NewsDocument | null> {
    return this.collection.findOneAndUpdate(
      { _id: current._id, cover: current.cover, gallery: current.gallery },
      { $set: { ...fields, updatedAt: new Date() } },
      { returnDocument: 'after' },
    );
  }

  /** Deletes an item and answers it (for its images), or null when there was none. */
  delete(id: ObjectId): Promise<NewsDocument | null> {
    return this.collection.findOneAndDelete({ _id: id });
  }

  /** Every image name an item uses (cover and gallery). */
  async referencedImages(): Promise<Set<string>> {
    const docs = await this.collection.find({}, { projection: { cover: 1, gallery: 1 } }).toArray();
    return new Set(
      docs.flatMap((doc) => [doc.cover ?? '', ...(doc.gallery ?? [])]).filter(Boolean),
    );
  }

  async isEmpty(): Promise<boolean> {
    return (await this.collection.findOne({}, { projection: { _id: 1 } })) === null;
  }

  /**
   * Inserts every item whose url is free (unordered, so one duplicate does not stop the
   * rest); rejects with the driver's bulk error when some were refused.
   */
  async insertMany(items: readonly NewNewsDocument[]): Promise<number> {
    await this.ensureIndexes();
    const result = await this.collection.insertMany(
      items.map((item) => ({ _id: new ObjectId(), ...item })),
      { ordered: false },
    );
    return result.insertedCount;
  }
}

/** The query conditions of the administrators' filter. */
function matching({ state, kind, q, missing }: NewsAdminFilter, now: Date): Filter<NewsDocument>[] {
  const conditions: Filter<NewsDocument>[] = [];
  if (state) conditions.push(inState<NewsDocument>(state, now));
  if (kind === 'media') conditions.push({ isMediaNews: { $in: [true, 'true'] } });
  if (kind === 'news') conditions.push(COMPANY_NEWS);
  if (missing) {
    // No title, or no first text (an editor's empty paragraph counts as none).
    conditions.push({
      $or: [
        { [`content.${missing}.title`]: { $in: ['', null] } },
        { [`content.${missing}.contentOne`]: { $in: ['', '<p></p>', null] } },
      ],
    } as Filter<NewsDocument>);
  }
  conditions.push(
    ...wordsMatching<NewsDocument>(q, [
      'url',
      ...LANGUAGES.map((language) => `content.${language}.title`),
    ]),
  );
  return conditions;
}
