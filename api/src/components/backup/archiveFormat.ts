// What a backup archive holds and how its entries are named. One gzip-compressed tar file:
//
//   collections/<collection>/part-00001.jsonl   documents, one canonical Extended JSON a line
//   registry/remotes.json                       the registry file (REMOTES_FILE) as it was
//   manifest.json                               last: counts, checksums, indexes, stored files
//
// A collection is cut into parts of a bounded size so neither the backup nor the restore ever
// holds more than one part in memory: a tar header names its entry's size before its bytes,
// and a collection's size is only known once it has been read. The manifest comes last for
// the same reason (it holds every part's checksum); an archive whose writing stopped early
// has none and is refused.
import { BSON, Double, Int32, Long, type Document } from 'mongodb';

const { EJSON } = BSON;

export const FORMAT = 'alumis-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const REGISTRY_ENTRY = 'registry/remotes.json';

/** Archives of a backup folder: `--keep` removes only files named like this. */
export const ARCHIVE_NAME = /^alumis-backup-(\d{8}T\d{6}Z)\.tar\.gz$/;
/** A backup being written (or left by a run that was killed): never taken for an archive. */
export const PARTIAL_NAME = /^\.alumis-backup-\d{8}T\d{6}Z\.tar\.gz\.[0-9a-f]+\.partial$/;

/** `alumis-backup-20260314T020000Z.tar.gz` for 2026-03-14 02:00:00 UTC. */
export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `alumis-backup-${stamp}.tar.gz`;
}

/** Parts of a collection reach about this size (one larger document makes a larger part). */
export const PART_BYTES = 8 * 1024 * 1024;

export function partEntry(collection: string, index: number): string {
  // Collection names may hold characters a path should not (a slash); the manifest keeps the name.
  return `collections/${encodeURIComponent(collection)}/part-${String(index).padStart(5, '0')}.jsonl`;
}

export interface PartManifest {
  entry: string;
  /** Bytes of the entry. */
  size: number;
  /** Documents (lines) in it. */
  count: number;
  sha256: string;
}

export interface CollectionManifest {
  name: string;
  /** Options it was created with (listCollections), e.g. a capped size; usually {}. */
  options: Document;
  /** Documents in the archive. */
  count: number;
  /** SHA-256 of the collection's lines: its parts' bytes one after the other. */
  sha256: string;
  parts: PartManifest[];
  /** Its indexes except `_id_`, as listIndexes answered them, in canonical Extended JSON. */
  indexes: Document[];
}

export interface StoredFileManifest {
  bucket: string;
  /** The file's `_id`, in canonical Extended JSON (GridFS ids are usually ObjectIds). */
  id: Document;
  filename: string;
  length: number;
  /** SHA-256 of the file's bytes, its chunks in order. */
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  /** When the backup started (ISO 8601, UTC). */
  createdAt: string;
  database: {
    name: string;
    /** How the API reaches it: an external MongoDB (MONGODB_URI) or the embedded FerretDB. */
    backend: string;
    /** The server's buildInfo: MongoDB's version, and FerretDB's when it is FerretDB. */
    serverVersion: string | null;
    ferretdbVersion: string | null;
  };
  app: { version: string | null; revision: string | null };
  collections: CollectionManifest[];
  /** Every stored file of every GridFS bucket (`<bucket>.files` with its `<bucket>.chunks`). */
  files: StoredFileManifest[];
  /** Files whose chunks were gone when read (deleted during the backup): not in the archive. */
  skippedFiles: { bucket: string; id: Document; filename: string; reason: string }[];
  registry: { entry: string; source: string; size: number; sha256: string } | null;
}

/**
 * Documents exactly as stored: by default the driver turns a double holding 2 into the number
 * 2, which Extended JSON would then write as an int32, and a regular expression into a RegExp,
 * whose flags are JavaScript's.
 */
export const AS_STORED = {
  promoteValues: false,
  promoteLongs: false,
  promoteBuffers: false,
  bsonRegExp: true,
} as const;

/** A number field read as stored (Int32, Double or Long), or NaN. */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  return Number.NaN;
}
/** The key a file is known by while checking: its bucket and its id. */
export function fileKey(bucket: string, id: unknown): string {
  return `${bucket}\u0000${EJSON.stringify(id, { relaxed: false })}`;
}

/** GridFS buckets are pairs of collections `<bucket>.files` and `<bucket>.chunks`. */
export function bucketsOf(collectionNames: readonly string[]): string[] {
  const names = new Set(collectionNames);
  return collectionNames
    .filter((name) => name.endsWith('.files'))
    .map((name) => name.slice(0, -'.files'.length))
    .filter((bucket) => names.has(`${bucket}.chunks`));
}

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isSha = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** Reads manifest.json; throws ArchiveError naming what is wrong with it. */
export function parseManifest(text: string): Manifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ArchiveError(`${MANIFEST_ENTRY} is not valid JSON: ${(error as Error).message}`);
  }
  const fail = (what: string): never => {
    throw new ArchiveError(`${MANIFEST_ENTRY}: ${what}`);
  };
  if (!isRecord(parsed) || parsed.format !== FORMAT) fail(`not an ${FORMAT} manifest`);
  const manifest = parsed as unknown as Manifest;
  if (manifest.formatVersion !== FORMAT_VERSION) {
    fail(
      `format version ${String(manifest.formatVersion)}; this restore reads version ${FORMAT_VERSION}`,
    );
  }
  if (!Array.isArray(manifest.collections)) fail('no list of collections');
  for (const collection of manifest.collections) {
    if (
      !isRecord(collection) ||
      typeof collection.name !== 'string' ||
      !isCount(collection.count) ||
      !isSha(collection.sha256) ||
      !Array.isArray(collection.parts) ||
      !Array.isArray(collection.indexes) ||
      !isRecord(collection.options)
    ) {
      fail(`a collection is described wrongly: ${JSON.stringify(collection).slice(0, 200)}`);
    }
    for (const part of collection.parts) {
      if (
        !isRecord(part) ||
        typeof part.entry !== 'string' ||
        !isCount(part.size) ||
        !isCount(part.count) ||
        !isSha(part.sha256)
      ) {
        fail(`a part of ${collection.name} is described wrongly`);
      }
    }
  }
  if (!Array.isArray(manifest.files)) fail('no list of stored files');
  for (const file of manifest.files) {
    if (
      !isRecord(file) ||
      typeof file.bucket !== 'string' ||
      !isRecord(file.id) ||
      !isCount(file.length) ||
      !isSha(file.sha256)
    ) {
      fail(`a stored file is described wrongly: ${JSON.stringify(file).slice(0, 200)}`);
    }
  }
  if (manifest.registry !== null) {
    const { registry } = manifest;
    if (!isRecord(registry) || typeof registry.entry !== 'string' || !isSha(registry.sha256)) {
      fail('the registry file is described wrongly');
    }
  }
  return manifest;
}
