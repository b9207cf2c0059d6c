// The `documents` collection: a unique address per document, the date order, the filters of
// the public and the administrators' lists, and the writes that keep a file's history.
import { ObjectId, type Db, type Filter, type Sort } from 'mongodb';
import type { DocumentKind, DocumentLanguage, PublicationState } from '@alu/common/contracts';
import { IndexedRepository } from '../../platform/database/indexes';
import { wordsMatching } from '../../platform/database/wordSearch';
import { afterCursor, type TimeCursor } from '../../platform/http/timeCursor';
import {
  inState,
  nextScheduledAfter,
  visibleAt,
  wholeRecordUpdate,
  type PublicationFields,
} from '../publication';
import type {
  DocumentFields,
  DocumentRecord,
  StoredDocumentFile,
  StoredDocumentThumbnail,
} from './documentRecord';

export const DOCUMENTS_COLLECTION = 'documents';

/** Newest first; documents of the same day by insertion order, newest first. */
const NEWEST_FIRST: Sort = { date: -1, _id: -1 };

export interface DocumentFilter {
  kind?: DocumentKind | undefined;
  year?: number | undefined;
  state?: PublicationState | undefined;
  /** A language the title is not written in. */
  missing?: Exclude<DocumentLanguage, 'it'> | undefined;
  /** Words each found in a title or the address. */
  q?: string | undefined;
}

export class DocumentsRepository extends IndexedRepository<DocumentRecord> {
  constructor(db: Db) {
    super(db, DOCUMENTS_COLLECTION, [
      { key: { slug: 1 }, options: { name: 'slug_1', unique: true } },
      { key: { date: -1 }, options: { name: 'date_-1' } },
    ]);
  }

  /** A page of the documents matching `filter`, newest first, after `cursor`. */
  page(
    filter: DocumentFilter,
    now: Date,
    cursor: TimeCursor | undefined,
    limit: number,
    ...more: Filter<DocumentRecord>[]
  ): Promise<DocumentRecord[]> {
    const conditions = [
      ...more,
      ...matching(filter, now),
      ...(cursor ? [afterCursor<DocumentRecord>('date', cursor)] : []),
    ];
    return this.findMatching(conditions, NEWEST_FIRST, limit);
  }

  /** A page of what visitors see at `now`. */
  visiblePage(
    filter: Pick<DocumentFilter, 'kind' | 'year'>,
    now: Date,
    cursor: TimeCursor | undefined,
    limit: number,
  ): Promise<DocumentRecord[]> {
    return this.page(filter, now, cursor, limit, visibleAt<DocumentRecord>(now));
  }

  findById(id: ObjectId): Promise<DocumentRecord | null> {
    return this.collection.findOne({ _id: id });
  }

  findBySlug(slug: string): Promise<DocumentRecord | null> {
    return this.collection.findOne({ slug });
  }

  /** The earliest moment a scheduled document goes public after `now`. */
  nextScheduledAfter(now: Date): Promise<Date | null> {
    return nextScheduledAfter(this.collection, now);
  }

  /** Inserts a document; rejects with the driver's duplicate-key error when its slug is taken. */
  async insert(
    slug: string,
    fields: Omit<DocumentFields, 'publication'>,
    publication: PublicationFields,
    file: StoredDocumentFile,
    now: Date,
    thumbnail?: StoredDocumentThumbnail,
  ): Promise<DocumentRecord> {
    await this.ensureIndexes();
    const doc: DocumentRecord = {
      _id: new ObjectId(),
      slug,
      ...fields,
      ...publication,
      file,
      earlierFiles: [],
      ...(thumbnail ? { thumbnail } : {}),
      updatedAt: now,
    };
    await this.collection.insertOne(doc);
    return doc;
  }

  /**
   * Sets the fields; `unset` names the kind-specific fields the new kind does not have. The
   * updated document, or null when there is none.
   */
  update(
    id: ObjectId,
    fields: Omit<DocumentFields, 'publication'> & Partial<PublicationFields>,
    now: Date,
  ): Promise<DocumentRecord | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      wholeRecordUpdate(fields, ['period', 'meetingDate'], now),
      { returnDocument: 'after' },
    );
  }

  /**
   * Makes `file` the served one and keeps the one served so far, only if that is still
   * `current` (another replacement in between would otherwise be lost from the history): the
   * updated document, or null when it changed or is gone.
   */
  replaceFile(
    id: ObjectId,
    current: StoredDocumentFile,
    file: StoredDocumentFile,
    now: Date,
    thumbnail?: StoredDocumentThumbnail,
  ): Promise<DocumentRecord | null> {
    return this.collection.findOneAndUpdate(
      { _id: id, 'file.name': current.name },
      {
        $set: { file, updatedAt: now, ...(thumbnail ? { thumbnail } : {}) },
        // The earlier file's picture would show a page the address no longer serves.
        ...(thumbnail ? {} : { $unset: { thumbnail: '' } }),
        $push: { earlierFiles: current },
      },
      { returnDocument: 'after' },
    );
  }

  /**
   * Sets the thumbnail: the document as it was before (its earlier thumbnail is the caller's
   * to delete), or null when there is none.
   */
  setThumbnail(
    id: ObjectId,
    thumbnail: StoredDocumentThumbnail,
    now: Date,
  ): Promise<DocumentRecord | null> {
    return this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { thumbnail, updatedAt: now } },
      { returnDocument: 'before' },
    );
  }

  /** Every GridFS name a document uses (for a sweeper of failed uploads). */
  async referencedFiles(): Promise<Set<string>> {
    const docs = await this.collection
      .find({}, { projection: { file: 1, earlierFiles: 1, thumbnail: 1 } })
      .toArray();
    return new Set(
      docs.flatMap((doc) => [
        doc.file.name,
        ...doc.earlierFiles.map((f) => f.name),
        ...(doc.thumbnail ? [doc.thumbnail.name] : []),
      ]),
    );
  }
}

/** The query conditions of a list's filter. */
function matching(
  { state, kind, year, q, missing }: DocumentFilter,
  now: Date,
): Filter<DocumentRecord>[] {
  const conditions: Filter<DocumentRecord>[] = [];
  if (state) conditions.push(inState<DocumentRecord>(state, now));
  if (kind) conditions.push({ kind });
  if (year !== undefined) conditions.push({ year });
  if (missing) {
    conditions.push({ [`titles.${missing}`]: { $in: ['', null] } } as Filter<DocumentRecord>);
  }
  conditions.push(
    ...wordsMatching<DocumentRecord>(q, ['slug', 'titles.it', 'titles.en', 'titles.bg']),
  );
  return conditions;
}
