import type { Collection, CreateIndexesOptions, Document, IndexSpecification } from 'mongodb';

export interface IndexDefinition {
  readonly key: IndexSpecification;
  readonly options: CreateIndexesOptions & { readonly name: string };
}

/**
 * A repository's indexes, created once: idempotent, and tried again on the next call after a
 * failure. One `createIndex` call per index: FerretDB 1.24 panics (and drops the connection)
 * on a multi-index createIndexes when the indexes already exist, i.e. on every restart.
 */
export class IndexesOnce {
  private created: Promise<void> | undefined;

  constructor(
    private readonly collection: Collection<Document>,
    private readonly indexes: readonly IndexDefinition[],
  ) {}

  ensure(): Promise<void> {
    this.created ??= this.create().catch((error: unknown) => {
      this.created = undefined;
      throw error;
    });
    return this.created;
  }

  private async create(): Promise<void> {
    for (const { key, options } of this.indexes) {
      await this.collection.createIndex(key, options);
    }
  }
}
