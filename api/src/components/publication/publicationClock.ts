// Makes scheduled items appear at their moment with nobody's action and no restart: waits
// for the next moment any schedule names, then tells the caches (this process's answers and,
// through the change feed, every instance and site server) that what visitors see changed.
// Each instance keeps its own clock; writes anywhere re-arm it through the change feed, and it
// looks again at least every minute, so a schedule set on another instance is never missed.
import type { ContentChange } from '../../platform/http/contentChanges';
import type { Logger } from '../../platform/logging/logger';
import type { ChangeFeed } from '../../platform/shared-state/changeFeed';

/** The longest wait before looking at the schedules again. */
export const CLOCK_MAX_WAIT_MS = 60_000;

export interface Schedules {
  /** The earliest scheduled moment after `now`, or null when none is to come. */
  nextAfter(now: Date): Promise<Date | null>;
  /** The moment came: drop whatever was made before it. */
  due(): void;
}

export class PublicationClock {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The moment the timer waits for; a moment passed since the last look is due at once. */
  private waitingFor: Date | null = null;

  constructor(
    private readonly schedules: readonly Schedules[],
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Looks at the schedules again (at start and after any write). */
  rearm(): void {
    if (this.stopped) return;
    void this.arm();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async arm(): Promise<void> {
    const now = this.now();
    let next: Date | null = null;
    try {
      const moments = await Promise.all(this.schedules.map((s) => s.nextAfter(now)));
      next = moments.reduce<Date | null>((a, b) => (a && (!b || a <= b) ? a : b), null);
    } catch (err) {
      this.logger.warn({ err }, 'the publication schedules could not be read; retrying');
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.waitingFor = next;
    // A few ms late rather than early: a timer may fire a millisecond before its delay.
    const wait = next ? Math.max(0, next.getTime() - now.getTime()) + 5 : CLOCK_MAX_WAIT_MS;
    this.timer = setTimeout(() => this.tick(), Math.min(wait, CLOCK_MAX_WAIT_MS));
    this.timer.unref();
  }

  private tick(): void {
    const due = this.waitingFor !== null && this.waitingFor <= this.now();
    if (due) {
      this.logger.info({ at: this.waitingFor }, 'scheduled items are now published');
      for (const schedule of this.schedules) schedule.due();
    }
    void this.arm();
  }
}

/** Content with scheduled items, and the change its items' publication makes. */
export interface ScheduledContent {
  readonly change: ContentChange;
  /** The earliest scheduled moment after `at`, or null when none is to come. */
  nextScheduledAfter(at: Date): Promise<Date | null>;
}

export interface PublicationSchedules {
  /** Looks at the schedules, and again after every write (anywhere, heard on the change feed). */
  start(): void;
  stop(): void;
}

/**
 * The publication clock of this instance over every content with scheduled items: when a
 * schedule's moment comes, the change is published like an administrator's write, so every
 * cache of every instance and site server drops what it made before.
 */
export function publicationSchedules(
  contents: readonly ScheduledContent[],
  changes: ChangeFeed,
  logger: Logger,
  now: () => Date = () => new Date(),
): PublicationSchedules {
  const clock = new PublicationClock(
    contents.map((content) => ({
      nextAfter: (at: Date) => content.nextScheduledAfter(at),
      due: () => changes.publish(content.change),
    })),
    logger,
    now,
  );
  return {
    start() {
      // A write anywhere may have set or moved a schedule.
      changes.subscribe(() => clock.rearm());
      clock.rearm();
    },
    stop: () => clock.stop(),
  };
}
