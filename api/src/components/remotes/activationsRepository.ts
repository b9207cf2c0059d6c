import type { RemoteRouteManifest } from '@alu/common/contracts';
import type { AbortEvidence } from '@alu/common/contracts/schemas';
import type { Db, ObjectId } from 'mongodb';
import { IndexedRepository } from '../../platform/database/indexes';
import type { ServerBundlePin } from './releaseCheck';

export const ACTIVATIONS_COLLECTION = 'remoteActivations';

/**
 * `activate` pushes a version onto the remote's stack, `rollback` pops back to the one before;
 * `canary` starts serving a version to a share of visitors beside the stable one, `promote`
 * makes that version the stable one, `abort` ends it.
 */
export type ActivationAction = 'activate' | 'rollback' | 'canary' | 'promote' | 'abort';

/** One change of what the site serves for a remote: who, when, which version. */
export interface ActivationDocument {
  _id?: ObjectId;
  remote: string;
  version: string;
  entry: string;
  action: ActivationAction;
  activatedAt: Date;
  /** The administrator's username, or `automatic-rollback`. */
  activatedBy: string;
  /** `canary`: the share of visitors (percent, 1 to 99) served the version. */
  percent?: number;
  /** `abort`: why the canary was ended. */
  reason?: string;
  /** An automatic abort's figures. */
  evidence?: AbortEvidence;
  /**
   * `promote`, `abort`: the `canary` document they end. Two instances ending the same canary at
   * once both record; the one replayed second names a canary no longer running and changes
   * nothing, and neither can end a canary started after it.
   */
  ends?: ObjectId;
  /** The server bundle as it was when activated (absent: the release renders in the browser). */
  ssr?: ServerBundlePin;
  /** The pages the release declared when activated. */
  routes?: RemoteRouteManifest;
}

/** The registry's history (collection `remoteActivations`), one document per change. */
export class ActivationsRepository extends IndexedRepository<ActivationDocument> {
  constructor(db: Db) {
    super(db, ACTIVATIONS_COLLECTION, [
      { key: { remote: 1, activatedAt: 1 }, options: { name: 'remote_1_activatedAt_1' } },
    ]);
  }

  async insert(activation: Omit<ActivationDocument, '_id'>): Promise<void> {
    await this.ensureIndexes();
    await this.collection.insertOne({ ...activation });
  }

  /** Every change of every remote, oldest first. */
  all(): Promise<ActivationDocument[]> {
    return this.collection.find({}).sort({ activatedAt: 1, _id: 1 }).toArray();
  }

  /** The changes of one remote, oldest first. */
  history(remote: string): Promise<ActivationDocument[]> {
    return this.collection.find({ remote }).sort({ activatedAt: 1, _id: 1 }).toArray();
  }
}
