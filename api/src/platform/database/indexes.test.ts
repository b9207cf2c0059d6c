import type { Collection, Document } from 'mongodb';
import { testDatabase } from '../../../dev/test-support/helpers';
import { IndexesOnce, type IndexDefinition } from './indexes';

describe('IndexesOnce', () => {
  it('creates the indexes one by one on the real database, again on every start', async () => {
    const database = testDatabase();
    try {
      const definitions: IndexDefinition[] = [
        { key: { code: 1 }, options: { name: 'code_1', unique: true } },
        { key: { at: -1 }, options: { name: 'at_-1' } },
      ];
      const collection = database.db.collection('things');
      await new IndexesOnce(collection, definitions).ensure();
      // A restart, twice at once: existing indexes must not break the connection.
      await Promise.all([
        new IndexesOnce(collection, definitions).ensure(),
        new IndexesOnce(collection, definitions).ensure(),
      ]);
      const names = (await collection.listIndexes().toArray()).map((index) => index.name);
      expect(names).toEqual(expect.arrayContaining(['code_1', 'at_-1']));
      await collection.insertOne({ code: 'a' });
      await expect(collection.insertOne({ code: 'a' })).rejects.toMatchObject({ code: 11000 });
    } finally {
      await database.db.dropDatabase();
      await database.close();
    }
  });

  it('asks once while it succeeds, and again after a failure', async () => {
    const createIndex = jest
      .fn()
      .mockRejectedValueOnce(new Error('not reachable'))
      .mockResolvedValue('ok');
    const indexes = new IndexesOnce({ createIndex } as unknown as Collection<Document>, [
      { key: { a: 1 }, options: { name: 'a_1' } },
    ]);
    await expect(indexes.ensure()).rejects.toThrow('not reachable');
    await indexes.ensure();
    await indexes.ensure();
    expect(createIndex).toHaveBeenCalledTimes(2);
  });
});
