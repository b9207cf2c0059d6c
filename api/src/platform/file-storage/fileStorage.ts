// Uploaded files in GridFS, one bucket per kind (news images and their resized copies, the CVs
// of job applications): every API instance sees the same files and a database backup holds
// them all. File names are unique (an extra unique index besides the driver's own).
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { LRUCache } from 'lru-cache';
import {
  GridFSBucket,
  MongoRuntimeError,
  ObjectId,
  type Db,
  type GridFSBucketReadStream,
} from 'mongodb';
import { isDuplicateKeyError } from '../database/errors';
import { IndexesOnce } from '../database/indexes';

export const NEWS_IMAGES_BUCKET = 'newsImages';
/** The PDFs of the documents, every version of each. */
export const DOCUMENT_FILES_BUCKET = 'documentFiles';
/** The resized copies of the news images (imageVariants.ts). */
export const NEWS_IMAGE_VARIANTS_BUCKET = `${NEWS_IMAGES_BUCKET}Variants`;

/**
 * Small images are kept in the process by file id once read: a stored file never changes, so
 * a copy is exact, and the file is still looked up by name on every request (a deleted one
 * answers 404 at once, in every instance). Bounded in bytes; larger files are streamed.
 */
const CACHE = { maxBytes: 64 * 1024 * 1024, maxFileBytes: 2 * 1024 * 1024 };

export interface StoredFile {
  readonly id: ObjectId;
  readonly filename: string;
  /** Bytes. */
  readonly length: number;
  readonly contentType: string;
  readonly uploadDate: Date;
  /** For a resized copy: the name of the file it was made from. */
  readonly source?: string;
}

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export class FileExistsError extends Error {
  constructor(readonly filename: string) {
    super(`a file named "${filename}" already exists`);
    this.name = 'FileExistsError';
  }
}

interface FileDocument {
  _id: ObjectId;
  filename: string;
  length: number;
  uploadDate: Date;
  metadata?: { contentType?: unknown; source?: unknown };
}

const toStoredFile = (doc: FileDocument): StoredFile => ({
  id: doc._id,
  filename: doc.filename,
  length: doc.length,
  contentType:
    typeof doc.metadata?.contentType === 'string'
      ? doc.metadata.contentType
      : 'application/octet-stream',
  uploadDate: doc.uploadDate,
  ...(typeof doc.metadata?.source === 'string' ? { source: doc.metadata.source } : {}),
});

export interface FileStorageOptions {
  /** How long a name → file lookup for serving is remembered (0: not at all). */
  lookupCacheMs?: number;
  /**
   * The bucket of the files' resized copies (see imageVariants.ts), which are deleted with the
   * file they were made from; null for a storage that holds copies itself.
   */
  variantsBucketName?: string | null;
}

export class FileStorage {
  private readonly bucket: GridFSBucket;
  private readonly indexes: IndexesOnce;
  private readonly cache = new LRUCache<string, Buffer>({
    maxSize: CACHE.maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
  });

  /** Name → file of the files served lately (see `findServed`); none when the TTL is 0. */
  private readonly lookups: LRUCache<string, StoredFile> | undefined;

  /** The resized copies of this storage's files, in a bucket of their own. */
  readonly variants: FileStorage | undefined;

  constructor(
    private readonly db: Db,
    readonly bucketName = NEWS_IMAGES_BUCKET,
    { lookupCacheMs = 0, variantsBucketName = `${bucketName}Variants` }: FileStorageOptions = {},
  ) {
    this.lookups = lookupCacheMs > 0 ? new LRUCache({ max: 5000, ttl: lookupCacheMs }) : undefined;
    this.bucket = new GridFSBucket(db, { bucketName });
    const holdsCopies = variantsBucketName === null;
    this.indexes = new IndexesOnce(db.collection(`${bucketName}.files`), [
      { key: { filename: 1 }, options: { name: 'filename_unique', unique: true } },
      // A file's copies are found (and deleted) by the name of the file they were made from.
      ...(holdsCopies ? [{ key: { 'metadata.source': 1 }, options: { name: 'source' } }] : []),
    ]);
    this.variants = holdsCopies
      ? undefined
      : new FileStorage(db, variantsBucketName, { lookupCacheMs, variantsBucketName: null });
  }

  private get files() {
    return this.db.collection<FileDocument>(`${this.bucketName}.files`);
  }

  private get chunks() {
    return this.db.collection<{ files_id: ObjectId }>(`${this.bucketName}.chunks`);
  }

  /** Idempotent; retried on the next call after a failure. */
  async ensureIndexes(): Promise<void> {
    await this.indexes.ensure();
    await this.variants?.ensureIndexes();
  }

  /**
   * Stores a new file (`source`: the name of the file it is a copy of); rejects with
   * FileExistsError when the name is taken.
   */
  async put(
    filename: string,
    content: Uint8Array | Readable,
    contentType: string,
    { source }: { source?: string } = {},
  ): Promise<StoredFile> {
    await this.indexes.ensure();
    if (await this.find(filename)) throw new FileExistsError(filename);
    const upload = this.bucket.openUploadStream(filename, {
      metadata: source === undefined ? { contentType } : { contentType, source },
    });
    try {
      await pipeline(content instanceof Uint8Array ? Readable.from([content]) : content, upload);
    } catch (error) {
      // The chunks are written before the files document; remove them when that fails.
      await this.chunks.deleteMany({ files_id: upload.id }).catch(() => undefined);
      // Lost a race with another writer of the same name.
      if (isDuplicateKeyError(error)) throw new FileExistsError(filename);
      throw error;
    }
    const stored = await this.files.findOne({ _id: upload.id });
    if (!stored) throw new Error(`GridFS file ${upload.id.toHexString()} vanished after upload`);
    return toStoredFile(stored);
  }

  /**
   * The whole file's bytes, from the process's cache or read and kept; undefined for a file
   * too large to keep (stream it instead).
   */
  async bytesOf(file: StoredFile): Promise<Buffer | undefined> {
    if (file.length > CACHE.maxFileBytes) return undefined;
    const key = file.id.toHexString();
    const hit = this.cache.get(key);
    if (hit) return hit;
    const bytes = await buffer(this.openDownloadStream(file.id));
    this.cache.set(key, bytes);
    return bytes;
  }

  /**
   * `find` for serving: a file found is remembered for the lookup TTL, so a popular image
   * costs no database read. A delete through this process forgets it at once; one through
   * another instance shows within the TTL (as the news answers do).
   */
  /** Forgets every lookup (another instance deleted images). */
  forgetLookups(): void {
    this.lookups?.clear();
  }

  async findServed(filename: string): Promise<StoredFile | null> {
    const hit = this.lookups?.get(filename);
    if (hit) return hit;
    const file = await this.find(filename);
    if (file) this.lookups?.set(filename, file);
    return file;
  }

  async find(filename: string): Promise<StoredFile | null> {
    const doc = await this.files.findOne({ filename });
    return doc ? toStoredFile(doc) : null;
  }

  /** The copies stored before `date` (oldest first), with the name of their source. */
  async copiesStoredBefore(date: Date): Promise<{ filename: string; source: string }[]> {
    const docs = await this.files
      .find(
        { uploadDate: { $lt: date }, 'metadata.source': { $type: 'string' } },
        { projection: { filename: 1, metadata: 1 } },
      )
      .sort({ uploadDate: 1 })
      .toArray();
    return docs.flatMap((doc) =>
      typeof doc.metadata?.source === 'string'
        ? [{ filename: doc.filename, source: doc.metadata.source }]
        : [],
    );
  }

  /** Names of the files stored before `date` (oldest first). */
  async namesStoredBefore(date: Date): Promise<string[]> {
    const docs = await this.files
      .find({ uploadDate: { $lt: date } }, { projection: { filename: 1 } })
      .sort({ uploadDate: 1 })
      .toArray();
    return docs.map((doc) => doc.filename);
  }

  /**
   * Deletes chunks of files whose upload never finished (the files document is written last)
   * and began before `date` (the file id is made, with its time, when the upload opens).
   * Answers how many files' chunks went.
   */
  async deleteUnfinishedUploads(date: Date): Promise<number> {
    const before = ObjectId.createFromTime(Math.floor(date.getTime() / 1000));
    const ids = (await this.chunks.distinct('files_id', { files_id: { $lt: before } })).filter(
      (id): id is ObjectId => id instanceof ObjectId,
    );
    if (ids.length === 0) return 0;
    const finished = new Set(
      (await this.files.find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray()).map(
        (doc) => doc._id.toHexString(),
      ),
    );
    const unfinished = ids.filter((id) => !finished.has(id.toHexString()));
    if (unfinished.length > 0) await this.chunks.deleteMany({ files_id: { $in: unfinished } });
    return unfinished.length;
  }

  /**
   * The file's bytes, or only `range` (inclusive). Call `abort()` on the stream when it is not
   * read to the end: destroying it alone leaves the server-side cursor open.
   */
  openDownloadStream(id: ObjectId, range?: ByteRange): GridFSBucketReadStream {
    // The driver's `end` is exclusive.
    return this.bucket.openDownloadStream(
      id,
      range ? { start: range.start, end: range.end + 1 } : undefined,
    );
  }

  /**
   * Deletes the file and its chunks, then its resized copies; false when there was no such
   * file. A copy made while this runs is left behind, for the sweeper (orphanImages.ts).
   */
  async delete(filename: string): Promise<boolean> {
    this.lookups?.delete(filename);
    const file = await this.find(filename);
    let deleted = false;
    if (file) {
      this.cache.delete(file.id.toHexString());
      // The files document first, so no reader finds a file whose chunks are gone.
      const { deletedCount } = await this.files.deleteOne({ _id: file.id });
      await this.chunks.deleteMany({ files_id: file.id });
      deleted = deletedCount > 0;
    }
    // Also when the file was gone already: a delete that failed half-way is finished.
    await this.variants?.deleteCopiesOf(filename);
    return deleted;
  }

  /** Deletes every copy made of `source`. */
  async deleteCopiesOf(source: string): Promise<void> {
    const copies = await this.files
      .find({ 'metadata.source': source }, { projection: { filename: 1 } })
      .toArray();
    for (const copy of copies) await this.delete(copy.filename);
  }
}

/** The download stream's error for a file deleted after it was looked up. */
export function isFileNotFound(error: unknown): boolean {
  return error instanceof MongoRuntimeError && error.message.startsWith('FileNotFound');
}
