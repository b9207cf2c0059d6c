// Personal data kept only for a while (job applications, inquiries): each kind says how to
// find its records sent before a date and how to erase one with whatever belongs to it; this
// erases them in batches, and runs such a sweep at start-up and then on a timer. Sweeps of
// several instances may overlap: erasing what another instance erased already is a no-op.
import type { Logger } from '../logging/logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records read per round, so a sweep's reads stay small however much has expired. */
export const RETENTION_BATCH = 100;

/** What a retention sweep needs of one kind of record. */
export interface ExpiringRecords<T> {
  /** Up to `limit` records sent before `date`, oldest first. */
  sentBefore(date: Date, limit: number): Promise<readonly T[]>;
  /** Erases one record and what belongs to it; false when it was gone already. */
  erase(record: T): Promise<boolean>;
}

export interface RetentionRule {
  /** A record is erased this many days after it was sent. */
  retentionDays: number;
}

/** The moment before which a record sent has outlived `retentionDays` at `now`. */
export function retentionCutoff(now: Date, { retentionDays }: RetentionRule): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Erases the records sent more than `retentionDays` before `now`; answers how many went. */
export async function eraseExpired<T>(
  records: ExpiringRecords<T>,
  rule: RetentionRule,
  now: Date,
): Promise<number> {
  const cutoff = retentionCutoff(now, rule);
  let erased = 0;
  for (;;) {
    const batch = await records.sentBefore(cutoff, RETENTION_BATCH);
    let erasedNow = 0;
    for (const record of batch) if (await records.erase(record)) erasedNow += 1;
    erased += erasedNow;
    // A full batch of which nothing went would be read again and again: the next sweep retries.
    if (batch.length < RETENTION_BATCH || erasedNow === 0) return erased;
  }
}

export interface Sweeper {
  /** One sweep now, or the one running (errors are logged, not thrown). */
  sweep(): Promise<void>;
  stop(): void;
}

/**
 * Sweeps at once and then every `intervalMs`, one sweep at a time in this process; the timer
 * never keeps the process alive. A failed sweep is logged as `failure` and tried again at the
 * next tick.
 */
export function startSweeper(
  work: () => Promise<void>,
  { intervalMs, failure }: { intervalMs: number; failure: string },
  logger: Logger,
): Sweeper {
  let running: Promise<void> | undefined;
  const sweep = (): Promise<void> => {
    running ??= work()
      .catch((err: unknown) => logger.warn({ err }, failure))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  void sweep();
  return { sweep, stop: () => clearInterval(timer) };
}
