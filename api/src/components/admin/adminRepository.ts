// The `admins` collection: one document per administrator, unique by username.
import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from '../../platform/database/errors';
import { IndexedRepository } from '../../platform/database/indexes';

export const ADMINS_COLLECTION = 'admins';

export interface AdminDocument {
  _id: ObjectId;
  username: string;
  /** argon2id PHC string (algorithm, parameters, salt and hash). */
  passwordHash: string;
  /**
   * Raised whenever the password is reset: tokens carry the version they were issued under,
   * so a reset ends every session of that administrator.
   */
  sessionVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

export class AdminRepository extends IndexedRepository<AdminDocument> {
  constructor(db: Db) {
    super(db, ADMINS_COLLECTION, [
      { key: { username: 1 }, options: { name: 'username_1', unique: true } },
    ]);
  }

  /** `username` must be a string (callers validate): never an operator object. */
  findByUsername(username: string): Promise<AdminDocument | null> {
    return this.collection.findOne({ username: { $eq: username } });
  }

  async hasAny(): Promise<boolean> {
    return (await this.collection.findOne({}, { projection: { _id: 1 } })) !== null;
  }

  /**
   * Adds the administrator; when the username exists, sets the new password and ends that
   * administrator's sessions. Answers whether a new administrator was created.
   */
  async upsert(username: string, passwordHash: string): Promise<'created' | 'reset'> {
    await this.ensureIndexes();
    const now = new Date();
    const result = await this.collection.updateOne(
      { username: { $eq: username } },
      {
        $set: { passwordHash, updatedAt: now },
        $inc: { sessionVersion: 1 },
        $setOnInsert: { username, createdAt: now },
      },
      { upsert: true },
    );
    return result.upsertedCount > 0 ? 'created' : 'reset';
  }

  /** Inserts the administrator unless the username is taken; answers whether it did. */
  async insertIfAbsent(username: string, passwordHash: string): Promise<boolean> {
    await this.ensureIndexes();
    const now = new Date();
    try {
      await this.collection.insertOne({
        _id: new ObjectId(),
        username,
        passwordHash,
        sessionVersion: 1,
        createdAt: now,
        updatedAt: now,
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /**
   * Sets a new password and ends every session issued before: answers the new session
   * version, or undefined when the administrator is gone.
   */
  async changePassword(id: ObjectId, passwordHash: string): Promise<number | undefined> {
    const updated = await this.collection.findOneAndUpdate(
      { _id: id },
      { $set: { passwordHash, updatedAt: new Date() }, $inc: { sessionVersion: 1 } },
      { returnDocument: 'after' },
    );
    return updated?.sessionVersion;
  }

  /** Replaces the hash only (same password, stronger parameters): sessions stay valid. */
  async replaceHash(id: ObjectId, passwordHash: string): Promise<void> {
    await this.collection.updateOne({ _id: id }, { $set: { passwordHash } });
  }
}
