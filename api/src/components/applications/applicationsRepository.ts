import { ObjectId, type Db, type Filter, type Sort } from 'mongodb';
import type { ApplicationStatus } from '@alu/common/contracts';
import { IndexedRepository } from '../../platform/database/indexes';
import { afterCursor, type TimeCursor } from '../../platform/http/timeCursor';
import type { ApplicationDocument } from './applicationDocument';

export const APPLICATIONS_COLLECTION = 'applications';

/** Newest first; applications of the same millisecond, the later insert first. */
const NEWEST_FIRST: Sort = { createdAt: -1, _id: -1 };

export class ApplicationsRepository extends IndexedRepository<ApplicationDocument> {
  constructor(db: Db) {
    super(db, APPLICATIONS_COLLECTION, [
      // The list (all, or one vacancy's) and the retention sweep.
      { key: { createdAt: -1, _id: -1 }, options: { name: 'createdAt_-1__id_-1' } },
      { key: { vacancyId: 1, createdAt: -1 }, options: { name: 'vacancyId_1_createdAt_-1' } },
      { key: { 'cv.file': 1 }, options: { name: 'cv_file' } },
    ]);
  }

  async insert(doc: ApplicationDocument): Promise<void> {
    await this.ensureIndexes();
    await this.collection.insertOne(doc);
  }

  /**
   * Up to `limit` applications, newest first, after `cursor`; `vacancyId` '' keeps the
   * spontaneous ones, undefined every one.
   */
  page(
    { vacancyId, cursor }: { vacancyId?: string; cursor?: TimeCursor },
    limit: number,
  ): Promise<ApplicationDocument[]> {
    const filter: Filter<ApplicationDocument> = {
      ...(vacancyId === undefined ? {} : { vacancyId }),
      ...(cursor ? afterCursor<ApplicationDocument>('createdAt', cursor) : {}),
    };
    return this.collection.find(filter).sort(NEWEST_FIRST).limit(limit).toArray();
  }

  /** Applications per vacancy id ('' spontaneous), with the title of the newest. */
  async countsByVacancy(): Promise<{ id: string; title: string; count: number }[]> {
    const counts = new Map<string, { id: string; title: string; count: number }>();
    const rows = this.collection
      .find({}, { projection: { vacancyId: 1, vacancyTitle: 1 } })
      .sort(NEWEST_FIRST);
    for await (const { vacancyId, vacancyTitle } of rows) {
      const id = typeof vacancyId === 'string' ? vacancyId : '';
      const entry = counts.get(id) ?? { id, title: vacancyTitle ?? '', count: 0 };
      entry.count += 1;
      counts.set(id, entry);
    }
    return [...counts.values()];
  }

  findById(id: ObjectId): Promise<ApplicationDocument | null> {
    return this.collection.findOne({ _id: id });
  }

  /** The application with its new status, or null when there is none with this id. */
  setStatus(
    id: ObjectId,
    status: ApplicationStatus,
    by: string,
    now: Date = new Date(),
  ): Promise<ApplicationDocument | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { status, statusChangedAt: now, statusChangedBy: by } },
      { returnDocument: 'after' },
    );
  }

  /** Whether an application was deleted. */
  async delete(id: ObjectId): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: id })).deletedCount === 1;
  }

  /** The applications sent before `date`, oldest first (the retention sweep's work). */
  sentBefore(date: Date, limit: number): Promise<ApplicationDocument[]> {
    return this.collection
      .find({ createdAt: { $lt: date } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .toArray();
  }

  /** Whether an application names this CV file. */
  async usesCv(file: string): Promise<boolean> {
    return (await this.collection.countDocuments({ 'cv.file': file }, { limit: 1 })) > 0;
  }
}
