import { ObjectId, type Db, type Filter, type Sort } from 'mongodb';
import { IndexedRepository } from '../db/indexes';
import { LATEST_NEWS_COUNT } from '@alu/common/contracts';
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

  findAll(): Promise<NewsDocument[]> {
    return this.collection.find({}).sort(NEWEST_FIRST).toArray();
  }

  /** The newest company news (media mentions excluded). */
  findLatest(limit = LATEST_NEWS_COUNT): Promise<NewsDocument[]> {
    return this.collection.find(COMPANY_NEWS).sort(NEWEST_FIRST).limit(limit).toArray();
  }

  findByUrl(url: string): Promise<NewsDocument | null> {
    return this.collection.findOne({ url });
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
