// Makes scheduled items appear at their moment with nobody's action and no restart: waits
// for the next moment any schedule names, then tells the caches (this process's answers and,
// through the change feed, every instance and site server) that what visitors see changed.
// Each instance keeps its own clock; writes anywhere re-arm it through the change feed, and it
// looks again at least every minute, so a schedule set on another instance is never missed.
import type { Logger } from '../logging/logger';

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
