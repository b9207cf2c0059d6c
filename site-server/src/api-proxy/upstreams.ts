/**
 * The API instances this server forwards to, taken in turn. An instance that refused a
 * connection or timed out is skipped for `downForMs`, so requests never wait on a dead
 * instance while another answers; when all are down, callers learn it at once instead of
 * queueing (the edge proxy in production does the same across site servers).
 */
export class Upstreams {
  readonly origins: readonly string[];
  private readonly downForMs: number;
  private readonly now: () => number;
  private turn = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(origins: readonly string[], downForMs = 3_000, now: () => number = Date.now) {
    if (origins.length === 0) throw new Error('at least one API origin is needed');
    this.origins = origins;
    this.downForMs = downForMs;
    this.now = now;
  }

  /** The next instance believed up, or undefined when every instance failed recently. */
  next(): string | undefined {
    for (let tried = 0; tried < this.origins.length; tried += 1) {
      const origin = this.origins[this.turn++ % this.origins.length] as string;
      if ((this.downUntil.get(origin) ?? 0) <= this.now()) return origin;
    }
    return undefined;
  }

  markDown(origin: string): void {
    this.downUntil.set(origin, this.now() + this.downForMs);
  }

  markUp(origin: string): void {
    this.downUntil.delete(origin);
  }
}
