// The API's Prometheus metrics: its answers by route template and status (server-kit), each
// refusal of a rate limit by limit, the telemetry the ingest did not count, the staff mails'
// outbox (how many wait and how long the oldest has), and the process's own figures
// (event-loop lag, heap, CPU).
import { requestMetrics, serviceRegistry, type RequestMetrics } from '@alu/server-kit';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logging/logger';

/** What waits in the outbox: mails not sent yet, and when the oldest of them was queued. */
export interface OutboxBacklog {
  readonly depth: number;
  readonly oldestQueuedAt: Date | null;
}

export interface ApiMetrics {
  readonly registry: Registry;
  readonly requests: RequestMetrics;
  rateLimitRefused(limit: string): void;
  /** Beacon events (or their page loads and clients) the telemetry ingest did not count. */
  telemetryDropped(reason: string, count: number): void;
  /** Reads `backlog` at each scrape (a failed read leaves the last figures). */
  watchOutbox(backlog: () => Promise<OutboxBacklog>, logger: Logger): void;
}

export function apiMetrics(): ApiMetrics {
  const registry = serviceRegistry('api');
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by limit',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const telemetryDrops = new Counter({
    name: 'telemetry_dropped_total',
    help:
      'Telemetry not counted as sent, by reason: not_live and shell_versions (events dropped), ' +
      'unknown_route (counted under the route other), distinct_memory_full (a page load or ' +
      'client not counted as new), buffer_full (increments dropped while the database was away)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  let backlog: (() => Promise<OutboxBacklog>) | undefined;
  let log: Logger | undefined;
  let last: OutboxBacklog = { depth: 0, oldestQueuedAt: null };
  let reading: Promise<void> | undefined;
  // Both gauges are read in one scrape: one database read serves the two.
  const readBacklog = () =>
    (reading ??= (backlog ? backlog() : Promise.resolve(last))
      .then((read) => {
        last = read;
      })
      .catch((err: unknown) => log?.warn({ err }, 'the mail outbox could not be read for metrics'))
      .finally(() => {
        reading = undefined;
      }));
  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Mails to staff queued or being sent',
    registers: [registry],
    async collect() {
      await readBacklog();
      this.set(last.depth);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail to staff not sent yet (0 when none waits)',
    registers: [registry],
    async collect() {
      await readBacklog();
      const oldest = last.oldestQueuedAt;
      this.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    },
  });
  return {
    registry,
    requests: requestMetrics(registry),
    rateLimitRefused: (limit) => refusals.inc({ limit }),
    telemetryDropped: (reason, count) => telemetryDrops.inc({ reason }, count),
    watchOutbox(read, logger) {
      backlog = read;
      log = logger;
    },
  };
}
