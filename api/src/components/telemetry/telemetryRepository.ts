// The aggregates of the beacons: `telemetryMinutes` (one document per remote, version, route
// template and minute, `$inc`-ed by every instance), folded after two hours into
// `telemetryHours` (the same per hour), which are kept for the retention. No transaction is
// needed: every write is one document's, and folding a minute twice is refused by the hour's
// list of the minutes it already holds.
import { MongoBulkWriteError, type AnyBulkWriteOperation, type Db, type Filter } from 'mongodb';
import { DUPLICATE_KEY, isDuplicateKeyError } from '../../platform/database/errors';
import { IndexesOnce } from '../../platform/database/indexes';
import {
  SHELL_REMOTE,
  incrementsOf,
  type AggregateKey,
  type HourAggregate,
  type Increments,
  type MinuteAggregate,
} from './aggregates';

export const TELEMETRY_MINUTES_COLLECTION = 'telemetryMinutes';
export const TELEMETRY_HOURS_COLLECTION = 'telemetryHours';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What one instance adds to one minute's aggregate since its last write. */
export interface PendingAggregate {
  readonly key: AggregateKey;
  readonly minute: Date;
  readonly increments: Increments;
  readonly clientTags: readonly string[];
}

const keyFilter = ({ remote, version, route }: AggregateKey) => ({ remote, version, route });

function upsertOf(pending: PendingAggregate): AnyBulkWriteOperation<MinuteAggregate> {
  return {
    updateOne: {
      filter: { ...keyFilter(pending.key), minute: pending.minute },
      update: {
        $inc: pending.increments,
        ...(pending.clientTags.length > 0
          ? { $addToSet: { clientTags: { $each: [...pending.clientTags] } } }
          : {}),
      },
      upsert: true,
    },
  };
}

export class TelemetryRepository {
  readonly minutes;
  readonly hours;
  private readonly minuteIndexes: IndexesOnce;
  private readonly hourIndexes: IndexesOnce;

  constructor(db: Db) {
    this.minutes = db.collection<MinuteAggregate>(TELEMETRY_MINUTES_COLLECTION);
    this.hours = db.collection<HourAggregate>(TELEMETRY_HOURS_COLLECTION);
    this.minuteIndexes = new IndexesOnce(db.collection(TELEMETRY_MINUTES_COLLECTION), [
      {
        key: { remote: 1, version: 1, route: 1, minute: 1 },
        options: { name: 'remote_1_version_1_route_1_minute_1', unique: true },
      },
      { key: { minute: 1 }, options: { name: 'minute_1' } },
      { key: { claim: 1 }, options: { name: 'claim_1' } },
    ]);
    this.hourIndexes = new IndexesOnce(db.collection(TELEMETRY_HOURS_COLLECTION), [
      {
        key: { remote: 1, version: 1, route: 1, hour: 1 },
        options: { name: 'remote_1_version_1_route_1_hour_1', unique: true },
      },
      { key: { hour: 1 }, options: { name: 'hour_1' } },
    ]);
  }

  async ensureIndexes(): Promise<void> {
    await this.minuteIndexes.ensure();
    await this.hourIndexes.ensure();
  }

  /**
   * Adds each pending aggregate to its minute's document (created by the first). Two instances
   * creating the same document at once: the unique index refuses one, which is then retried
   * as an update of the document the other created.
   */
  async add(batch: readonly PendingAggregate[]): Promise<void> {
    if (batch.length === 0) return;
    await this.ensureIndexes();
    const operations = batch.map(upsertOf);
    try {
      await this.minutes.bulkWrite(operations, { ordered: false });
    } catch (error) {
      if (!(error instanceof MongoBulkWriteError)) throw error;
      const failed = [error.writeErrors].flat();
      if (failed.some((write) => write.code !== DUPLICATE_KEY)) throw error;
      await this.minutes.bulkWrite(
        failed.flatMap((write) => operations[write.index] ?? []),
        { ordered: false },
      );
    }
  }

  /** The shell versions counted since `since`. */
  async shellVersionsSince(since: Date): Promise<string[]> {
    const versions = await this.minutes.distinct('version', {
      remote: SHELL_REMOTE,
      minute: { $gte: since },
    });
    return versions.filter((version): version is string => typeof version === 'string');
  }

  /** The minute aggregates of a remote (some of its versions) from `since` on. */
  minutesOf(remote: string, since: Date, versions?: readonly string[]) {
    const filter: Filter<MinuteAggregate> = {
      remote,
      minute: { $gte: since },
      ...(versions ? { version: { $in: [...versions] } } : {}),
    };
    return this.minutes.find(filter, { projection: { claim: 0, claimedAt: 0 } }).toArray();
  }

  /** The hour aggregates of a remote from `since` on. */
  hoursOf(remote: string, since: Date) {
    return this.hours.find({ remote, hour: { $gte: since } }).toArray();
  }

  /** Claims the unclaimed minutes before `cutoff` for the sweeper `token`; how many. */
  async claimMinutesBefore(cutoff: Date, token: string, at: Date): Promise<number> {
    const claimed = await this.minutes.updateMany(
      { minute: { $lt: cutoff }, claim: { $exists: false } },
      { $set: { claim: token, claimedAt: at } },
    );
    return claimed.modifiedCount;
  }

  /** The claims made before `before` whose minutes are still there (their sweeper stopped). */
  async staleClaims(before: Date): Promise<string[]> {
    const tokens = await this.minutes.distinct('claim', { claimedAt: { $lt: before } });
    return tokens.filter((token): token is string => typeof token === 'string');
  }

  /** The minutes of a claim, read one batch at a time (after an outage, they may be many). */
  claimedBy(token: string) {
    return this.minutes.find({ claim: token });
  }

  /**
   * Adds one minute's counts to its hour; false when the hour already holds that minute (a
   * sweeper that stopped before deleting it, or two that took over the same claim).
   */
  async foldIntoHour(minute: MinuteAggregate): Promise<boolean> {
    const hour = new Date(Math.floor(minute.minute.getTime() / HOUR_MS) * HOUR_MS);
    const offset = Math.round((minute.minute.getTime() - hour.getTime()) / MINUTE_MS);
    const increments = incrementsOf(minute);
    try {
      await this.hours.updateOne(
        { ...keyFilter(minute), hour, folded: { $ne: offset } },
        {
          ...(Object.keys(increments).length > 0 ? { $inc: increments } : {}),
          $push: { folded: offset },
        },
        { upsert: true },
      );
      return true;
    } catch (error) {
      // The hour holds the minute already: the filter missed it and the upsert met the index.
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async deleteClaimed(token: string): Promise<number> {
    return (await this.minutes.deleteMany({ claim: token })).deletedCount;
  }

  async deleteHoursBefore(cutoff: Date): Promise<number> {
    return (await this.hours.deleteMany({ hour: { $lt: cutoff } })).deletedCount;
  }
}
