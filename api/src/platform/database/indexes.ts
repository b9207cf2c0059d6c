import type {
  Collection,
  CreateIndexesOptions,
  Db,
  Document,
  Filter,
  IndexSpecification,
  Sort,
} from 'mongodb';

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

/** A repository over one collection, with the indexes its queries rely on. */
export abstract class IndexedRepository<T extends Document> {
  protected readonly collection: Collection<T>;
  private readonly indexes: IndexesOnce;

  protected constructor(db: Db, collectionName: string, indexes: readonly IndexDefinition[]) {
    this.collection = db.collection<T>(collectionName);
    this.indexes = new IndexesOnce(db.collection(collectionName), indexes);
  }

  /** Creates the indexes once: idempotent, and tried again on the next call after a failure. */
  ensureIndexes(): Promise<void> {
    return this.indexes.ensure();
  }

  /** The documents meeting every condition, in `sort` order, at most `limit`. */
  protected findMatching(conditions: readonly Filter<T>[], sort: Sort, limit: number) {
    return this.collection
      .find(conditions.length > 0 ? ({ $and: [...conditions] } as Filter<T>) : {})
      .sort(sort)
      .limit(limit)
      .toArray();
  }
}
