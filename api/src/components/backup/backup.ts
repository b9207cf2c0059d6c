// Writes one backup archive of a database (see archiveFormat.ts): every collection, each with
// its indexes, every stored file (GridFS buckets are collections), the registry file and a
// manifest of counts and checksums. Streams throughout: at most one part of one collection is
// in memory, however large the CV bucket grows.
//
// It is not a point-in-time snapshot (FerretDB has no transactions, and a managed MongoDB's
// snapshot reads are limited to minutes): what is written while it runs may or may not be in
// it. The order keeps the usual writes consistent. The documents are read before the stored
// files, and the API stores a file before the document naming it, so a document in the
// archive names no file that was still being uploaded. A bucket's `.files` are read before
// its chunks: a file whose upload ends meanwhile is not in the archive, and neither are chunks
// no file names (an upload under way or cut off). A file whose chunks were deleted before
// they were read is left out and listed in the manifest's `skippedFiles`.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Binary, BSON, type Db, type Document } from 'mongodb';
import tar from 'tar-stream';
import {
  ArchiveError,
  archiveName,
  AS_STORED,
  bucketsOf,
  fileKey,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  numberOf,
  PART_BYTES,
  partEntry,
  REGISTRY_ENTRY,
  type CollectionManifest,
  type Manifest,
  type PartManifest,
} from './archiveFormat';
import { FileDigests } from './fileDigests';
import { pruneBackups } from './prune';

const { EJSON } = BSON;

export interface BackupOptions {
  db: Db;
  /** How the API reaches the database, for the manifest (`mongodb`, `ferretdb-embedded`). */
  backend: string;
  outDir: string;
  /** The registry document (REMOTES_FILE); its content is copied into the archive. */
  registryFile: string;
  /** Keep only the newest `keep` archives of `outDir` once this one is complete. */
  keep?: number;
  app?: { version: string | null; revision: string | null };
  /** The clock: the archive is named and dated with its time (tests make older backups). */
  now?: () => Date;
  /** Size at which a collection's part is closed (default PART_BYTES). */
  partBytes?: number;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  /** Size of the archive in bytes. */
  bytes: number;
  /** Older archives removed by `keep`. */
  removed: string[];
}

/** Where the entries go: the archive, in parts of about `partBytes`. */
interface Output {
  addEntry(name: string, content: Buffer): Promise<void>;
  partBytes: number;
}

const sha256 = (content: Buffer | Uint8Array) => createHash('sha256').update(content).digest('hex');

const canonical = (value: Document) => EJSON.serialize(value, { relaxed: false });

/** The documents of one collection as parts of JSON lines, each an entry of the archive. */
class CollectionWriter {
  private lines: Buffer[] = [];
  private bytes = 0;
  private readonly hash = createHash('sha256');
  private readonly parts: PartManifest[] = [];
  private count = 0;

  constructor(
    private readonly name: string,
    private readonly out: Output,
  ) {}

  async add(document: Document): Promise<void> {
    const line = Buffer.from(`${EJSON.stringify(document, { relaxed: false })}\n`);
    if (this.bytes > 0 && this.bytes + line.length > this.out.partBytes) await this.flush();
    this.lines.push(line);
    this.bytes += line.length;
  }

  private async flush(): Promise<void> {
    if (this.lines.length === 0) return;
    const content = Buffer.concat(this.lines);
    const part: PartManifest = {
      entry: partEntry(this.name, this.parts.length + 1),
      size: content.length,
      count: this.lines.length,
      sha256: sha256(content),
    };
    this.lines = [];
    this.bytes = 0;
    this.hash.update(content);
    this.parts.push(part);
    this.count += part.count;
    await this.out.addEntry(part.entry, content);
  }

  async finish(
    options: Document,
    indexes: Document[],
  ): Promise<CollectionManifest & { parts: PartManifest[] }> {
    await this.flush();
    return {
      name: this.name,
      options,
      count: this.count,
      sha256: this.hash.digest('hex'),
      parts: this.parts,
      indexes,
    };
  }
}

async function indexesOf(db: Db, name: string): Promise<Document[]> {
  const indexes = await db.collection(name).listIndexes().toArray();
  return indexes.filter((index) => index.name !== '_id_').map(canonical);
}

async function dumpCollection(
  db: Db,
  name: string,
  options: Document,
  out: Output,
): Promise<CollectionManifest> {
  const writer = new CollectionWriter(name, out);
  for await (const document of db.collection(name).find({}, AS_STORED)) {
    await writer.add(document);
  }
  return writer.finish(options, await indexesOf(db, name));
}

interface FilesDocument {
  _id: unknown;
  filename?: unknown;
  length?: unknown;
  chunkSize?: unknown;
}

/**
 * A bucket's `.files` and `.chunks` with each stored file's checksum, reading each collection
 * once. The `.files` documents are held in memory meanwhile (metadata only, a few hundred
 * bytes a file), so a file is written only once its chunks were all found.
 */
async function dumpBucket(
  db: Db,
  bucket: string,
  options: { files: Document; chunks: Document },
  out: Output,
  manifest: Pick<Manifest, 'files' | 'skippedFiles'>,
): Promise<CollectionManifest[]> {
  const filesName = `${bucket}.files`;
  const chunksName = `${bucket}.chunks`;
  const known = new Map<string, FilesDocument>();
  for await (const file of db.collection<FilesDocument>(filesName).find({}, AS_STORED)) {
    known.set(fileKey(bucket, file._id), file);
  }
  const chunks = new CollectionWriter(chunksName, out);
  const digests = new FileDigests();
  // Smaller batches than the driver's 16 MB: a batch of chunks is bytes, held until written.
  for await (const chunk of db.collection(chunksName).find({}, { ...AS_STORED, batchSize: 16 })) {
    const key = fileKey(bucket, chunk.files_id);
    // Chunks of no file: an upload under way, or one cut off (the API's sweeper deletes those).
    if (!known.has(key)) continue;
    const data: unknown = chunk.data;
    if (!(data instanceof Binary)) throw new ArchiveError(`a chunk of ${bucket} holds no bytes`);
    digests.add(key, numberOf(chunk.n), data.value());
    await chunks.add(chunk);
  }
  const files = new CollectionWriter(filesName, out);
  for (const [key, file] of known) {
    const length = numberOf(file.length);
    const needed = length === 0 ? 0 : Math.ceil(length / numberOf(file.chunkSize));
    const filename = typeof file.filename === 'string' ? file.filename : '';
    const id = canonical({ id: file._id }).id as Document;
    const digest = digests.digest(key);
    if (!digest.complete || digest.chunks !== needed || digest.length !== length) {
      // Deleted while the backup ran: its chunks already written stay as chunks of no file.
      manifest.skippedFiles.push({
        bucket,
        id,
        filename,
        reason: `${digest.chunks} of its ${needed} chunks were found (deleted during the backup?)`,
      });
      continue;
    }
    await files.add(file);
    manifest.files.push({ bucket, id, filename, length, sha256: digest.sha256 });
  }
  return [
    await files.finish(options.files, await indexesOf(db, filesName)),
    await chunks.finish(options.chunks, await indexesOf(db, chunksName)),
  ];
}

async function serverVersions(
  db: Db,
): Promise<Manifest['database']['serverVersion' | 'ferretdbVersion'][]> {
  const info = await db.admin().command({ buildInfo: 1 });
  return [
    typeof info.version === 'string' ? info.version : null,
    typeof info.ferretdbVersion === 'string' ? info.ferretdbVersion : null,
  ];
}

/** Writes the archive's entries into `pack`; answers the manifest (written last). */
async function writeEntries(
  pack: tar.Pack,
  options: BackupOptions,
  createdAt: Date,
): Promise<Manifest> {
  const { db } = options;
  // The callback comes once the pack has taken the bytes on (it waits while gzip and the file
  // are behind), so parts are not piled up in memory faster than the disk takes them.
  const addEntry = (name: string, content: Buffer) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: content.length, mode: 0o600, mtime: createdAt }, content, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  const out: Output = { addEntry, partBytes: options.partBytes ?? PART_BYTES };

  let registry: Buffer;
  try {
    registry = await fs.promises.readFile(options.registryFile);
  } catch (error) {
    throw new ArchiveError(
      `cannot read the registry file ${options.registryFile} (REMOTES_FILE): ${(error as Error).message}`,
    );
  }
  const [serverVersion = null, ferretdbVersion = null] = await serverVersions(db);
  const listed = await db.listCollections({}, { nameOnly: false }).toArray();
  const collections = listed
    .filter((info) => (info.type ?? 'collection') === 'collection')
    .filter((info) => !info.name.startsWith('system.'))
    .sort((a, b) => a.name.localeCompare(b.name));
  const optionsOf = new Map(
    collections.map((info) => [info.name, canonical(('options' in info && info.options) || {})]),
  );
  const buckets = bucketsOf(collections.map((info) => info.name));
  const inBucket = new Set(buckets.flatMap((bucket) => [`${bucket}.files`, `${bucket}.chunks`]));

  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    database: { name: db.databaseName, backend: options.backend, serverVersion, ferretdbVersion },
    app: options.app ?? { version: null, revision: null },
    collections: [],
    files: [],
    skippedFiles: [],
    registry: null,
  };
  // The documents first, then the files they name (see the top of this file).
  for (const { name } of collections) {
    if (inBucket.has(name)) continue;
    manifest.collections.push(await dumpCollection(db, name, optionsOf.get(name) ?? {}, out));
  }
  for (const bucket of buckets) {
    const bucketOptions = {
      files: optionsOf.get(`${bucket}.files`) ?? {},
      chunks: optionsOf.get(`${bucket}.chunks`) ?? {},
    };
    manifest.collections.push(...(await dumpBucket(db, bucket, bucketOptions, out, manifest)));
  }
  await addEntry(REGISTRY_ENTRY, registry);
  manifest.registry = {
    entry: REGISTRY_ENTRY,
    source: options.registryFile,
    size: registry.length,
    sha256: sha256(registry),
  };
  await addEntry(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  return manifest;
}

/**
 * Writes `alumis-backup-<UTC time>.tar.gz` into `outDir`: first under a hidden temporary name,
 * renamed once complete and flushed to disk, so a backup that stopped half-way is never taken
 * for one. The archive is readable by its owner only: it holds password hashes and personal
 * data (applications, inquiries).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const createdAt = (options.now ?? (() => new Date()))();
  const name = archiveName(createdAt);
  const file = path.join(options.outDir, name);
  await fs.promises.mkdir(options.outDir, { recursive: true });
  if (fs.existsSync(file)) throw new ArchiveError(`${file} exists already`);
  const partial = path.join(options.outDir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
  const pack = tar.pack();
  let failure: unknown;
  const writing = pipeline(
    pack,
    zlib.createGzip(),
    fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
  ).catch((error: unknown) => {
    failure = error;
  });
  let manifest: Manifest;
  try {
    manifest = await writeEntries(pack, options, createdAt);
    pack.finalize();
    await writing;
    if (failure) throw failure;
    const handle = await fs.promises.open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(partial, file);
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await writing;
    await fs.promises.rm(partial, { force: true });
    throw failure ?? error;
  }
  const { size } = await fs.promises.stat(file);
  // Only once the new archive is complete: a failed run never costs an older backup.
  const removed =
    options.keep === undefined ? [] : await pruneBackups(options.outDir, options.keep);
  return { file, manifest, bytes: size, removed };
}
