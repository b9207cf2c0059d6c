import { ObjectId, type Db, type Filter } from 'mongodb';
import type { AuditAction } from '@alu/common/contracts';
import { IndexedRepository } from '../../platform/database/indexes';
import { afterCursor, type TimeCursor } from '../../platform/http/timeCursor';

export const AUDIT_COLLECTION = 'audit';

export interface AuditDocument {
  _id: ObjectId;
  at: Date;
  action: AuditAction;
  actor: string;
  target: string;
  detail: string;
  ip: string;
}

export type AuditRecord = Omit<AuditDocument, '_id'>;

/** The filters of the list: an action or a prefix of actions (`news`), an administrator. */
export interface AuditFilter {
  action?: string;
  actor?: string;
}

/**
 * Append-only: entries are inserted and read, never changed or deleted (the repository has
 * no method that would).
 */
export class AuditRepository extends IndexedRepository<AuditDocument> {
  constructor(db: Db) {
    super(db, AUDIT_COLLECTION, [
      { key: { at: -1, _id: -1 }, options: { name: 'at_-1__id_-1' } },
      { key: { action: 1, at: -1 }, options: { name: 'action_1_at_-1' } },
    ]);
  }

  async append(record: AuditRecord): Promise<AuditDocument> {
    await this.ensureIndexes();
    const doc: AuditDocument = { _id: new ObjectId(), ...record };
    await this.collection.insertOne(doc);
    return doc;
  }

  page(filter: AuditFilter, cursor: TimeCursor | undefined, limit: number) {
    const query: Filter<AuditDocument> = {
      ...(filter.action !== undefined && {
        action: filter.action.includes('.')
          ? filter.action
          : // A whole kind: `news` finds news.create, news.update and news.delete.
            { $regex: `^${filter.action}\\.` },
      }),
      ...(filter.actor !== undefined && { actor: filter.actor }),
      ...(cursor ? afterCursor<AuditDocument>('at', cursor) : {}),
    } as Filter<AuditDocument>;
    return this.collection.find(query).sort({ at: -1, _id: -1 }).limit(limit).toArray();
  }
}
