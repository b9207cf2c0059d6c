// Hands the outbox's mails to the mail server: at once after a mail is queued, then whenever
// one is due. A refusal or an unreachable server puts the mail back with a longer pause each
// time (doubling, up to a ceiling); it stays in the outbox until the server takes it.
import type { Logger } from '../logging/logger';
import type { ComposedMail, MailQueue } from './embeddedOutbox';

export interface MailSender {
  send(mail: ComposedMail): Promise<void>;
}

export interface RetryPolicy {
  /** Pause after the first failure; doubled after each next one. */
  readonly baseMs: number;
  readonly maxMs: number;
}

/** How long a sender may hold a mail before another instance takes it over. */
const LEASE_MS = 60_000;
/** The longest wait before looking at the outbox again (mails queued by other instances). */
const IDLE_LOOK_MS = 30_000;

export function retryDelay(attempts: number, { baseMs, maxMs }: RetryPolicy): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export class OutboxDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly outbox: MailQueue,
    private readonly sender: MailSender,
    private readonly retry: RetryPolicy,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sends what is due now (called after queueing a mail, and by the timer). */
  poke(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((err: unknown) => this.logger.warn({ err }, 'the outbox could not be read'))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.poke();
        } else void this.arm();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.draining;
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const claimed = await this.outbox.claimDue(this.now(), LEASE_MS);
      if (!claimed) return;
      const { id, mail } = claimed;
      const attempts = claimed.attempts + 1;
      const record = id.toHexString();
      try {
        await this.sender.send(mail);
        await this.outbox.markSent(id, attempts, this.now());
        this.logger.info({ record, attempts }, 'mail handed to the mail server');
      } catch (err) {
        const retryAt = new Date(this.now().getTime() + retryDelay(attempts, this.retry));
        const reason = err instanceof Error ? err.message : String(err);
        await this.outbox.markFailed(id, attempts, reason.slice(0, 300), retryAt);
        this.logger.warn({ err, record, attempts, retryAt }, 'mail not sent yet; retried later');
      }
    }
  }

  /** Wakes at the next due mail, or after a while to see what other instances queued. */
  private async arm(): Promise<void> {
    if (this.stopped) return;
    let wait = IDLE_LOOK_MS;
    try {
      const next = await this.outbox.nextDue();
      if (next) wait = Math.min(wait, Math.max(0, next.getTime() - this.now().getTime()) + 5);
    } catch (err) {
      this.logger.warn({ err }, 'the outbox could not be read');
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.poke(), wait);
    this.timer.unref();
  }
}
