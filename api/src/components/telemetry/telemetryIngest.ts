// The beacons become counts: each event checked against what is live, its page load and its
// client counted once per aggregate and minute, and the increments gathered in memory and
// written about every second, one write per aggregate. Writing from one place also keeps the
// counts exact on FerretDB v1, which loses concurrent `$inc`s to one document.
import type { TelemetryBeacon, TelemetryEvent } from '@alu/common/contracts/schemas';
import type { Logger } from '../../platform/logging/logger';
import {
  addIncrements,
  isMeasure,
  SHELL_REMOTE,
  type AggregateKey,
  type Increments,
} from './aggregates';
import { clientKeyOf, type MinuteFirstSeen } from './distinctCounts';
import { bucketKey, MEASURE_BOUNDS } from './histograms';
import type { LiveTable, LiveVersions, ShellVersions } from './liveVersions';
import type { PendingAggregate, TelemetryRepository } from './telemetryRepository';

const MINUTE_MS = 60_000;
/** How long increments wait in memory before they are written. */
export const FLUSH_MS = 1000;
/** Aggregates waiting at most (the database unreachable for long): past it, new ones are dropped. */
const MAX_PENDING = 20_000;

/** Why events, or their page loads and clients, were not counted (the metric's label). */
export type TelemetryDrop =
  'not_live' | 'shell_versions' | 'unknown_route' | 'distinct_memory_full' | 'buffer_full';

export interface TelemetryIngestOptions {
  repository: Pick<TelemetryRepository, 'add'>;
  live: Pick<LiveVersions, 'table'>;
  shellVersions: Pick<ShellVersions, 'admit'>;
  firstSeen: MinuteFirstSeen;
  /** A client's stored tag (see clientTagger). */
  tagOf: (clientKey: string) => string;
  dropped: (reason: TelemetryDrop, count: number) => void;
  logger: Logger;
  now: () => Date;
}

interface Pending {
  key: AggregateKey;
  minute: Date;
  increments: Increments;
  clientTags: Set<string>;
}

const aggregateId = ({ remote, version, route }: AggregateKey, minute: number) =>
  `${remote}\u0000${version}\u0000${route}\u0000${minute}`;

function incrementsOf(event: TelemetryEvent): Increments {
  if (event.kind === 'view') return { views: 1 };
  if (event.kind === 'error') return event.error ? { [`errors.${event.error}`]: 1 } : {};
  if (isMeasure(event.kind) && event.value !== undefined) {
    return { [`${event.kind}.${bucketKey(MEASURE_BOUNDS[event.kind], event.value)}`]: 1 };
  }
  return {};
}

export class TelemetryIngest {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly options: TelemetryIngestOptions) {}

  /** Counts what a beacon may count; what it may not is only counted in the metrics. */
  async record(beacon: TelemetryBeacon, clientAddress: string): Promise<void> {
    const now = this.options.now();
    const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
    const table = await this.options.live.table();
    const byAggregate = new Map<string, { key: AggregateKey; increments: Increments }>();
    for (const event of beacon.events) {
      const key = await this.keyOf(event, table, now);
      if (!key) continue;
      const id = aggregateId(key, minute);
      const found = byAggregate.get(id) ?? { key, increments: {} };
      addIncrements(found.increments, incrementsOf(event));
      byAggregate.set(id, found);
    }
    const client = clientKeyOf(clientAddress);
    const versionsCounted = new Set<string>();
    for (const [id, { key, increments }] of byAggregate) {
      // A page load and a client count once per version and minute, on the first of the
      // version's routes in the beacon: the routes of a version add up to its figures.
      const version = `${key.remote}\u0000${key.version}`;
      const tags = versionsCounted.has(version)
        ? []
        : this.countDistinct(version, minute, beacon.session, client, increments);
      versionsCounted.add(version);
      this.add(id, key, new Date(minute), increments, tags);
    }
  }

  private async keyOf(
    event: TelemetryEvent,
    table: LiveTable,
    now: Date,
  ): Promise<AggregateKey | undefined> {
    const route = table.routeOf(event.remote, event.version, event.route);
    if (route === undefined) {
      this.options.dropped('not_live', 1);
      return undefined;
    }
    if (
      event.remote === SHELL_REMOTE &&
      !(await this.options.shellVersions.admit(event.version, now))
    ) {
      this.options.dropped('shell_versions', 1);
      return undefined;
    }
    if (route !== event.route) this.options.dropped('unknown_route', 1);
    return { remote: event.remote, version: event.version, route };
  }

  /** Adds the page load and the client to `increments` when new; the client's tag to store. */
  private countDistinct(
    version: string,
    minute: number,
    session: string,
    client: string,
    increments: Increments,
  ): string[] {
    const { firstSeen } = this.options;
    const sessionSeen = firstSeen.note(minute, version, 'session', session);
    const clientSeen = firstSeen.note(minute, version, 'client', client);
    if (sessionSeen === 'new') increments.sessions = 1;
    if (clientSeen === 'new') increments.clients = 1;
    const full = [sessionSeen, clientSeen].filter((seen) => seen === 'full').length;
    if (full > 0) this.options.dropped('distinct_memory_full', full);
    return clientSeen === 'new' && firstSeen.tagsLeft(version) ? [this.options.tagOf(client)] : [];
  }

  private add(
    id: string,
    key: AggregateKey,
    minute: Date,
    increments: Increments,
    tags: readonly string[],
  ): void {
    let pending = this.pending.get(id);
    if (!pending) {
      if (this.pending.size >= MAX_PENDING) {
        this.options.dropped('buffer_full', 1);
        return;
      }
      pending = { key, minute, increments: {}, clientTags: new Set() };
      this.pending.set(id, pending);
    }
    addIncrements(pending.increments, increments);
    tags.forEach((tag) => pending.clientTags.add(tag));
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what waits (after the write in progress); resolves once it is written or kept. */
  flush(): Promise<void> {
    const written = this.writing.then(() => this.write());
    this.writing = written.catch(() => undefined);
    return written;
  }

  private async write(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const aggregates: PendingAggregate[] = [...batch.values()].map((pending) => ({
      key: pending.key,
      minute: pending.minute,
      increments: pending.increments,
      clientTags: [...pending.clientTags],
    }));
    try {
      await this.options.repository.add(aggregates);
    } catch (err) {
      this.options.logger.warn(
        { err, aggregates: aggregates.length },
        'telemetry not written yet: kept for the next try',
      );
      for (const [id, pending] of batch) {
        const newer = this.pending.get(id);
        if (newer) {
          addIncrements(newer.increments, pending.increments);
          pending.clientTags.forEach((tag) => newer.clientTags.add(tag));
        } else if (this.pending.size < MAX_PENDING) this.pending.set(id, pending);
        else this.options.dropped('buffer_full', 1);
      }
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS * 5).unref();
    }
  }
}
