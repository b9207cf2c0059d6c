// A durable outbox kept inside the records that cause the mails: an inquiry is inserted
// together with the state of the mail about it (one write, so there is no moment where the
// record exists and its mail does not, and no transaction is needed). The dispatcher claims
// one due mail at a time with a lease, so several API instances never send the same mail
// twice, and a crashed sender's mail is taken over once its lease runs out.
import type { MailDelivery } from '@alu/common/contracts';
import type { Collection, Document, Filter, ObjectId, UpdateFilter } from 'mongodb';

/** The mail's state as stored in its record (field `notification`). */
export interface StoredMailState {
  state: 'queued' | 'sending' | 'sent';
  attempts: number;
  nextAttemptAt: Date;
  /** While `sending`: when the claim lapses. */
  lockedUntil?: Date;
  lastError?: string;
  sentAt?: Date;
}

/** A message as the mail server gets it. */
export interface ComposedMail {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** Unique per record: a server that got it twice (an answer lost) can tell. */
  messageId: string;
}

export interface ClaimedMail {
  readonly id: ObjectId;
  readonly attempts: number;
  readonly mail: ComposedMail;
}

/** What the dispatcher needs of an outbox. */
export interface MailQueue {
  claimDue(now: Date, leaseMs: number): Promise<ClaimedMail | null>;
  markSent(id: ObjectId, attempts: number, now: Date): Promise<void>;
  markFailed(id: ObjectId, attempts: number, error: string, retryAt: Date): Promise<void>;
  /** The earliest moment a queued mail is due, or null when none waits. */
  nextDue(): Promise<Date | null>;
}

export const NOTIFICATION_FIELD = 'notification';

/** The state of a mail just queued with its record. */
export function queuedMail(now: Date): StoredMailState {
  return { state: 'queued', attempts: 0, nextAttemptAt: now };
}

export function toMailDelivery(stored: StoredMailState | undefined): MailDelivery | null {
  if (!stored) return null;
  return {
    state: stored.state,
    attempts: stored.attempts,
    lastError: stored.lastError ?? null,
    sentAt: stored.sentAt?.toISOString() ?? null,
    nextAttemptAt: stored.state === 'queued' ? stored.nextAttemptAt.toISOString() : null,
  };
}

const at = (name: keyof StoredMailState) => `${NOTIFICATION_FIELD}.${name}`;

/** The mails of `collection` not sent yet, and when the oldest of them was queued. */
export async function outboxBacklog<T extends Document & { _id: ObjectId }>(
  collection: Collection<T>,
): Promise<{ depth: number; oldestQueuedAt: Date | null }> {
  const unsent = { [at('state')]: { $in: ['queued', 'sending'] } } as Filter<T>;
  const [depth, [oldest]] = await Promise.all([
    collection.countDocuments(unsent),
    collection
      .find(unsent, { projection: { _id: 1 } })
      .sort({ _id: 1 })
      .limit(1)
      .toArray(),
  ]);
  // A mail is queued in the same write as its record: the record's id tells when.
  return { depth, oldestQueuedAt: oldest ? oldest._id.getTimestamp() : null };
}

/** The outbox of the records of `collection`, each composed into a mail by `compose`. */
export class EmbeddedOutbox<T extends Document & { _id: ObjectId }> implements MailQueue {
  constructor(
    private readonly collection: Collection<T>,
    private readonly compose: (record: T) => ComposedMail,
  ) {}

  /** The indexes its queries use (added to the collection's own). */
  static readonly indexes = [
    {
      key: { [at('state')]: 1, [at('nextAttemptAt')]: 1 },
      options: { name: 'notification_due' },
    },
  ];

  async claimDue(now: Date, leaseMs: number): Promise<ClaimedMail | null> {
    const record = await this.collection.findOneAndUpdate(
      {
        $or: [
          { [at('state')]: 'queued', [at('nextAttemptAt')]: { $lte: now } },
          { [at('state')]: 'sending', [at('lockedUntil')]: { $lte: now } },
        ],
      } as Filter<T>,
      {
        $set: { [at('state')]: 'sending', [at('lockedUntil')]: new Date(now.getTime() + leaseMs) },
      } as UpdateFilter<T>,
      { sort: { [at('nextAttemptAt')]: 1 }, returnDocument: 'after' },
    );
    if (!record) return null;
    const stored = record[NOTIFICATION_FIELD] as StoredMailState;
    return { id: record._id, attempts: stored.attempts, mail: this.compose(record as T) };
  }

  async markSent(id: ObjectId, attempts: number, now: Date): Promise<void> {
    await this.collection.updateOne(
      { _id: id } as Filter<T>,
      {
        $set: { [at('state')]: 'sent', [at('attempts')]: attempts, [at('sentAt')]: now },
        $unset: { [at('lockedUntil')]: '', [at('lastError')]: '' },
      } as UpdateFilter<T>,
    );
  }

  async markFailed(id: ObjectId, attempts: number, error: string, retryAt: Date): Promise<void> {
    await this.collection.updateOne(
      { _id: id } as Filter<T>,
      {
        $set: {
          [at('state')]: 'queued',
          [at('attempts')]: attempts,
          [at('lastError')]: error,
          [at('nextAttemptAt')]: retryAt,
        },
        $unset: { [at('lockedUntil')]: '' },
      } as UpdateFilter<T>,
    );
  }

  async nextDue(): Promise<Date | null> {
    const [next] = await this.collection
      .find({ [at('state')]: 'queued' } as Filter<T>, {
        projection: { [at('nextAttemptAt')]: 1 },
      })
      .sort({ [at('nextAttemptAt')]: 1 })
      .limit(1)
      .toArray();
    const stored = next?.[NOTIFICATION_FIELD] as StoredMailState | undefined;
    return stored?.nextAttemptAt ?? null;
  }
}
