// The SHA-256 of every stored file of a bucket, from its chunks read in one pass over the
// `.chunks` collection. One pass, not one query per file: FerretDB v1 answers a query on
// `files_id` by reading the whole collection, so a query per file would read the bucket
// once per file. A file's bytes are hashed in chunk order. A collection read without a sort
// comes in the order it was written on both servers (not a promise MongoDB makes, but what
// its storage does), and GridFS writes a file's chunks in order, so a chunk is held back in
// memory only in the rare case one arrives before its predecessor.
import { createHash, type Hash } from 'node:crypto';

interface FileState {
  hash: Hash;
  /** The next chunk number to hash. */
  next: number;
  length: number;
  /** Chunks that arrived before their predecessor, by number. */
  early: Map<number, Uint8Array>;
}

export interface FileDigest {
  /** Chunks hashed in order (0, 1, … without a gap). */
  chunks: number;
  length: number;
  /** False when a chunk is missing before some that arrived. */
  complete: boolean;
  sha256: string;
}

export class FileDigests {
  private readonly files = new Map<string, FileState>();

  /** Adds chunk `n` of the file `key`; throws when that chunk came already. */
  add(key: string, n: number, data: Uint8Array): void {
    let state = this.files.get(key);
    if (!state) {
      state = { hash: createHash('sha256'), next: 0, length: 0, early: new Map() };
      this.files.set(key, state);
    }
    if (!Number.isSafeInteger(n) || n < state.next || state.early.has(n)) {
      throw new Error(`chunk ${n} of a file appears twice or has no valid number`);
    }
    if (n > state.next) {
      state.early.set(n, data);
      return;
    }
    for (let bytes: Uint8Array | undefined = data; bytes; bytes = state.early.get(state.next)) {
      state.early.delete(state.next);
      state.hash.update(bytes);
      state.length += bytes.length;
      state.next += 1;
    }
  }

  /** The file's digest (finishes its hash: add nothing more for it). */
  digest(key: string): FileDigest {
    const state = this.files.get(key);
    if (!state) {
      return { chunks: 0, length: 0, complete: true, sha256: sha256Of(Buffer.alloc(0)) };
    }
    this.files.delete(key);
    return {
      chunks: state.next,
      length: state.length,
      complete: state.early.size === 0,
      sha256: state.hash.digest('hex'),
    };
  }

  /** Files that have chunks and were not asked for yet. */
  remaining(): string[] {
    return [...this.files.keys()];
  }
}

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
