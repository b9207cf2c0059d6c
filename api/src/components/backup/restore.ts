// Loads a backup archive (see archiveFormat.ts) into a database. The whole archive is read
// and checked against its manifest first (every part's and every stored file's SHA-256, the
// counts, the registry file), so a damaged, cut-off or tampered archive is refused before a
// single document is written. A database holding documents is refused unless `force`; then
// the collections the archive holds are replaced and every other one is left alone. After
// loading, the counts and every stored file's bytes are read back and compared.
//
// Plain inserts, one index at a time and GridFS reads only: no transactions or anything else
// FerretDB v1 lacks, so the same restore runs on MongoDB and on the embedded FerretDB.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import {
  Binary,
  BSON,
  type CreateIndexesOptions,
  type Db,
  type Document,
  type IndexSpecification,
} from 'mongodb';
import tar from 'tar-stream';
import {
  ArchiveError,
  AS_STORED,
  fileKey,
  MANIFEST_ENTRY,
  numberOf,
  parseManifest,
  REGISTRY_ENTRY,
  type CollectionManifest,
  type Manifest,
} from './archiveFormat';
import { FileDigests } from './fileDigests';

const { EJSON } = BSON;

/** Nothing was written: the database holds documents and `force` was not given. */
export class DatabaseNotEmptyError extends Error {
  constructor(
    readonly dbName: string,
    readonly collections: readonly CollectionCount[],
  ) {
    super(
      `The database ${dbName} is not empty: ${describeCounts(collections)}. ` +
        'Restore into an empty database, or give --force to replace the collections the ' +
        'archive holds (the others are kept).',
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

export interface CollectionCount {
  name: string;
  count: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function describeCounts(collections: readonly CollectionCount[]): string {
  return collections.map(({ name, count }) => `${name} (${plural(count, 'document')})`).join(', ');
}

/**
 * One entry's bytes at most: a part is about 8 MB, or one document (at most 16 MB of BSON,
 * which Extended JSON may write at up to about twice that). Larger is not an archive of ours.
 */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

const sha256 = (content: Buffer | Uint8Array) => createHash('sha256').update(content).digest('hex');

/** Calls `visit` with each entry's name and bytes, in archive order. */
async function forEachEntry(
  file: string,
  visit: (name: string, content: Buffer) => Promise<void> | void,
): Promise<void> {
  const extract = tar.extract();
  let failure: unknown;
  const feeding = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract).catch(
    (error: unknown) => {
      failure ??= error;
    },
  );
  let current: string | undefined;
  let previous: string | undefined;
  try {
    for await (const entry of extract) {
      current = entry.header.name;
      const size = entry.header.size ?? 0;
      if (entry.header.type !== 'file' || size > MAX_ENTRY_BYTES) {
        throw new ArchiveError(
          `entry ${current} is not a file of at most ${MAX_ENTRY_BYTES} bytes`,
        );
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const content = Buffer.concat(chunks);
      await visit(current, content);
      previous = current;
      current = undefined;
    }
    await feeding;
    if (failure) throw failure;
  } catch (error) {
    extract.destroy();
    await feeding;
    if (error instanceof ArchiveError) throw error;
    const where = current
      ? `in entry ${current}`
      : previous
        ? `after entry ${previous}`
        : 'at its start';
    const reason = (failure ?? error) as { message?: unknown };
    throw new ArchiveError(
      `the archive ${file} is damaged or cut off ${where}: ${typeof reason.message === 'string' ? reason.message : String(reason)}`,
    );
  }
}

/** The collection a part entry belongs to, from its name. */
function collectionOfEntry(name: string): string | undefined {
  const match = /^collections\/([^/]+)\/part-\d{5}\.jsonl$/.exec(name);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The documents of a part; throws naming the entry and line that is not Extended JSON. */
function documentsOf(entry: string, content: Buffer): Document[] {
  const text = content.toString('utf8');
  if (text.length > 0 && !text.endsWith('\n')) {
    throw new ArchiveError(`entry ${entry} does not end with a complete line`);
  }
  const lines = text.length === 0 ? [] : text.slice(0, -1).split('\n');
  return lines.map((line, index) => {
    try {
      const parsed: unknown = EJSON.parse(line, { relaxed: false });
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error('not a document');
      }
      return parsed as Document;
    } catch (error) {
      throw new ArchiveError(
        `entry ${entry}, line ${index + 1}: not a document in Extended JSON (${(error as Error).message})`,
      );
    }
  });
}

interface SeenEntry {
  size: number;
  sha256: string;
  count: number;
}

/**
 * The first stored file of the manifest whose chunks do not give its length and SHA-256, or
 * chunks of a file the manifest does not know; undefined when all match. Chunks of a file the
 * backup left out (deleted while it ran) are allowed: they are chunks of no file.
 */
function checkFiles(manifest: Manifest, digests: FileDigests): string | undefined {
  const fileOf = (bucket: string, id: Document) =>
    fileKey(bucket, EJSON.deserialize({ id }, { relaxed: false }).id);
  for (const stored of manifest.files) {
    const digest = digests.digest(fileOf(stored.bucket, stored.id));
    if (!digest.complete || digest.length !== stored.length || digest.sha256 !== stored.sha256) {
      return `stored file ${stored.filename} (${stored.bucket}) does not match its length and SHA-256 in ${MANIFEST_ENTRY}`;
    }
  }
  const skipped = new Set(manifest.skippedFiles.map(({ bucket, id }) => fileOf(bucket, id)));
  const unknown = digests.remaining().filter((key) => !skipped.has(key));
  return unknown.length > 0
    ? `chunks of ${unknown.length} files ${MANIFEST_ENTRY} does not list`
    : undefined;
}

export interface VerifiedArchive {
  manifest: Manifest;
  /** The registry file's bytes as the archive holds them. */
  registry: Buffer | null;
}

/**
 * Reads the whole archive and checks it against its manifest; throws ArchiveError naming the
 * first entry (or stored file) that does not match. Writes nothing.
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const seen = new Map<string, SeenEntry>();
  const collectionHashes = new Map<string, ReturnType<typeof createHash>>();
  const digests = new FileDigests();
  let manifestText: string | undefined;
  let registry: Buffer | null = null;

  await forEachEntry(file, (name, content) => {
    if (manifestText !== undefined) {
      throw new ArchiveError(`entry ${name} follows ${MANIFEST_ENTRY}, which must be the last`);
    }
    if (seen.has(name)) throw new ArchiveError(`entry ${name} appears twice`);
    if (name === MANIFEST_ENTRY) {
      manifestText = content.toString('utf8');
      return;
    }
    const entry = { size: content.length, sha256: sha256(content), count: 0 };
    seen.set(name, entry);
    if (name === REGISTRY_ENTRY) {
      registry = content;
      return;
    }
    const collection = collectionOfEntry(name);
    if (collection === undefined) throw new ArchiveError(`entry ${name} is not part of a backup`);
    let hash = collectionHashes.get(collection);
    if (!hash) collectionHashes.set(collection, (hash = createHash('sha256')));
    hash.update(content);
    const documents = documentsOf(name, content);
    entry.count = documents.length;
    if (!collection.endsWith('.chunks')) return;
    const bucket = collection.slice(0, -'.chunks'.length);
    for (const chunk of documents) {
      const data: unknown = chunk.data;
      if (!(data instanceof Binary)) {
        throw new ArchiveError(`entry ${name}: a chunk holds no bytes`);
      }
      try {
        digests.add(fileKey(bucket, chunk.files_id), numberOf(chunk.n), data.value());
      } catch (error) {
        throw new ArchiveError(`entry ${name}: ${(error as Error).message}`);
      }
    }
  });

  if (manifestText === undefined) {
    throw new ArchiveError(`the archive ${file} has no ${MANIFEST_ENTRY}: it is incomplete`);
  }
  const manifest = parseManifest(manifestText);
  const described = new Set<string>();
  for (const collection of manifest.collections) {
    let count = 0;
    for (const part of collection.parts) {
      described.add(part.entry);
      const got = seen.get(part.entry);
      if (!got) {
        throw new ArchiveError(`entry ${part.entry} (collection ${collection.name}) is missing`);
      }
      if (got.size !== part.size || got.sha256 !== part.sha256 || got.count !== part.count) {
        throw new ArchiveError(
          `entry ${part.entry} (collection ${collection.name}) does not match its SHA-256 in ${MANIFEST_ENTRY}`,
        );
      }
      count += got.count;
    }
    const digest = collectionHashes.get(collection.name)?.digest('hex') ?? sha256(Buffer.alloc(0));
    if (count !== collection.count || digest !== collection.sha256) {
      throw new ArchiveError(
        `collection ${collection.name} does not match its count and SHA-256 in ${MANIFEST_ENTRY}`,
      );
    }
  }
  if (manifest.registry) {
    described.add(manifest.registry.entry);
    const got = seen.get(manifest.registry.entry);
    if (!got || got.sha256 !== manifest.registry.sha256) {
      throw new ArchiveError(
        `entry ${manifest.registry.entry} (the registry file) does not match its SHA-256 in ${MANIFEST_ENTRY}`,
      );
    }
  }
  for (const name of seen.keys()) {
    if (!described.has(name)) throw new ArchiveError(`entry ${name} is not in ${MANIFEST_ENTRY}`);
  }
  const mismatch = checkFiles(manifest, digests);
  if (mismatch) throw new ArchiveError(mismatch);
  return { manifest, registry: manifest.registry ? registry : null };
}

/** Collections holding documents, with their counts. */
export async function occupiedCollections(db: Db): Promise<CollectionCount[]> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((info) => info.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
  const counts: CollectionCount[] = [];
  for (const name of names) {
    const count = await db.collection(name).countDocuments({});
    if (count > 0) counts.push({ name, count });
  }
  return counts;
}

export interface RestoreOptions {
  db: Db;
  file: string;
  /** Replace the collections the archive holds even when the database holds documents. */
  force?: boolean;
  /** The registry file in use (REMOTES_FILE), compared with the archive's. */
  registryFile?: string;
  /** Write the archive's registry file here (atomically); not written when absent. */
  registryOut?: string;
  /** Progress for the operator. */
  print?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Collections that held documents and were replaced (with `force`). */
  replaced: CollectionCount[];
  /** Collections that held documents, are not in the archive and were left alone. */
  kept: CollectionCount[];
  documents: number;
  files: number;
  registry: {
    /** Whether the registry file in use has the archive's content (null: it could not be read). */
    sameAsCurrent: boolean | null;
    /** Where the archive's registry file was written, when asked for. */
    writtenTo: string | null;
  } | null;
}

function indexArguments(index: Document): [IndexSpecification, CreateIndexesOptions] {
  const spec = EJSON.deserialize(index, { relaxed: true });
  const { key, v: _version, ns: _namespace, ...options } = spec;
  return [key as IndexSpecification, options as CreateIndexesOptions];
}

async function recreateCollections(db: Db, collections: readonly CollectionManifest[]) {
  const existing = new Set(
    (await db.listCollections({}, { nameOnly: true }).toArray()).map((info) => info.name),
  );
  for (const collection of collections) {
    // Empty or replaced (force): the archive's documents and indexes, nothing of before.
    if (existing.has(collection.name)) await db.collection(collection.name).drop();
    await db.createCollection(
      collection.name,
      EJSON.deserialize(collection.options, { relaxed: true }),
    );
  }
}

/** After loading: the counts and every stored file's bytes, as the database now answers them. */
async function checkRestored(db: Db, manifest: Manifest): Promise<void> {
  for (const collection of manifest.collections) {
    const count = await db.collection(collection.name).countDocuments({});
    if (count !== collection.count) {
      throw new Error(
        `collection ${collection.name} holds ${count} documents after the restore, the archive ${collection.count}`,
      );
    }
  }
  const digests = new FileDigests();
  for (const bucket of new Set(manifest.files.map((file) => file.bucket))) {
    // One pass over each bucket (see fileDigests.ts), not one query per file.
    const chunks = db.collection(`${bucket}.chunks`).find({}, { ...AS_STORED, batchSize: 16 });
    for await (const chunk of chunks) {
      const data: unknown = chunk.data;
      if (data instanceof Binary) {
        digests.add(fileKey(bucket, chunk.files_id), numberOf(chunk.n), data.value());
      }
    }
  }
  const mismatch = checkFiles(manifest, digests);
  if (mismatch) throw new Error(`read back after the restore: ${mismatch}`);
}

async function compareRegistry(current: string | undefined, archived: Buffer) {
  if (current === undefined) return null;
  try {
    return sha256(await fs.promises.readFile(current)) === sha256(archived);
  } catch {
    return null;
  }
}

async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await fs.promises.writeFile(temporary, content);
  await fs.promises.rename(temporary, file);
}

/** Writes the verified archive: collections, documents, indexes; then reads it all back. */
async function load(db: Db, file: string, manifest: Manifest): Promise<number> {
  await recreateCollections(db, manifest.collections);
  const collectionOf = new Map(
    manifest.collections.flatMap(({ name, parts }) => parts.map(({ entry }) => [entry, name])),
  );
  const expected = new Map(
    manifest.collections.flatMap(({ parts }) => parts.map((part) => [part.entry, part.sha256])),
  );
  let documents = 0;
  await forEachEntry(file, async (name, content) => {
    const collection = collectionOf.get(name);
    if (collection === undefined) return;
    // Read a second time: it must still be the archive that was checked.
    if (sha256(content) !== expected.get(name)) {
      throw new Error(`entry ${name} changed since it was checked`);
    }
    const batch = documentsOf(name, content);
    if (batch.length > 0) await db.collection(collection).insertMany(batch, { ordered: true });
    documents += batch.length;
  });
  for (const collection of manifest.collections) {
    // One at a time, as the API creates them: FerretDB v1 drops the connection on some
    // createIndexes of several.
    for (const index of collection.indexes) {
      await db.collection(collection.name).createIndex(...indexArguments(index));
    }
  }
  await checkRestored(db, manifest);
  return documents;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { db, file, force = false, print = () => undefined } = options;
  const occupied = await occupiedCollections(db);
  if (occupied.length > 0 && !force) throw new DatabaseNotEmptyError(db.databaseName, occupied);

  print(`checking ${file}…`);
  const { manifest, registry } = await verifyArchive(file);
  print(
    `archive of ${manifest.database.name} from ${manifest.createdAt}: ` +
      `${plural(manifest.collections.length, 'collection')}, ` +
      `${plural(manifest.files.length, 'stored file')}; every checksum matches`,
  );
  const archived = new Set(manifest.collections.map(({ name }) => name));
  const replaced = occupied.filter(({ name }) => archived.has(name));
  const kept = occupied.filter(({ name }) => !archived.has(name));
  if (replaced.length > 0) print(`replacing ${describeCounts(replaced)}`);
  if (kept.length > 0) print(`keeping (not in the archive) ${describeCounts(kept)}`);

  let documents: number;
  try {
    documents = await load(db, file, manifest);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${reason}. The database ${db.databaseName} is partly restored: ` +
        'once the cause is mended, run the restore again with --force',
      { cause: error },
    );
  }
  print(
    `restored ${plural(documents, 'document')} in ${plural(manifest.collections.length, 'collection')} ` +
      `and ${plural(manifest.files.length, 'stored file')} into ${db.databaseName}; counts and file bytes read back equal`,
  );

  let registryOutcome: RestoreResult['registry'] = null;
  if (registry) {
    const sameAsCurrent = await compareRegistry(options.registryFile, registry);
    let writtenTo: string | null = null;
    if (options.registryOut !== undefined) {
      await writeAtomically(options.registryOut, registry);
      writtenTo = options.registryOut;
    }
    registryOutcome = { sameAsCurrent, writtenTo };
  }
  return {
    manifest,
    replaced,
    kept,
    documents,
    files: manifest.files.length,
    registry: registryOutcome,
  };
}
