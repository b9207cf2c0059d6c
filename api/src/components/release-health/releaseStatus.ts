// `GET /api/releases/status`: each remote of the registry with its stable version and canary,
// the figures of every version seen in the last hour and the last day, and its history.
import {
  REGISTRY_FILE_VERSION,
  type AbortEvidence,
  RELEASE_ACTIONS,
  type ReleaseAction,
  type ReleaseHistoryItem,
  type ReleaseStatus,
  type RemoteReleaseStatus,
  type VersionFigures,
} from '@alu/common/contracts/schemas';
import type { HourAggregate, MinuteAggregate, TelemetryRepository } from '../telemetry';
import { addCounts, emptyTotals, figuresOf, type Totals } from './versionFigures';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const HISTORY_LENGTH = 20;

/** A remote as the registry answers it (the remotes component's ActiveRemote). */
export interface RegisteredRemote {
  readonly name: string;
  readonly version?: string;
  readonly canary?: {
    readonly version: string;
    readonly percent: number;
    readonly startedAt: string;
  };
}

/** One recorded change of a remote (the remotes component's activation documents). */
export interface RecordedChange {
  readonly action: string;
  readonly version: string;
  readonly activatedAt: Date;
  readonly activatedBy: string;
  readonly percent?: number;
  readonly reason?: string;
  readonly evidence?: AbortEvidence;
}

export interface ReleaseStatusSources {
  registry: { current(): Promise<readonly RegisteredRemote[]> };
  /** A remote's changes, oldest first. */
  history(remote: string): Promise<readonly RecordedChange[]>;
  telemetry: Pick<TelemetryRepository, 'minutesOf' | 'hoursOf'>;
  /** Writes the counts this process still holds, so that they are read too. */
  flush(): Promise<void>;
  now: () => Date;
}

const isAction = (action: string): action is ReleaseAction =>
  (RELEASE_ACTIONS as readonly string[]).includes(action);

function historyOf(changes: readonly RecordedChange[]): ReleaseHistoryItem[] {
  return [...changes]
    .reverse()
    .flatMap((change): ReleaseHistoryItem[] => {
      const { action } = change;
      if (!isAction(action)) return [];
      return [
        {
          action,
          version: change.version,
          at: change.activatedAt.toISOString(),
          by: change.activatedBy,
          ...(change.percent === undefined ? {} : { percent: change.percent }),
          ...(change.reason === undefined ? {} : { reason: change.reason }),
          ...(change.evidence === undefined ? {} : { evidence: change.evidence }),
        },
      ];
    })
    .slice(0, HISTORY_LENGTH);
}

const minuteId = (doc: { version: string; route: string }, at: number) =>
  `${doc.version}\u0000${doc.route}\u0000${at}`;

/** The minutes each hour aggregate already holds: not counted again from the minutes. */
function foldedMinutes(hours: readonly HourAggregate[]): Set<string> {
  const folded = new Set<string>();
  for (const hour of hours) {
    for (const offset of hour.folded) {
      folded.add(minuteId(hour, hour.hour.getTime() + offset * MINUTE_MS));
    }
  }
  return folded;
}

/** Totals by version. */
class ByVersion {
  readonly totals = new Map<string, Totals>();

  add(version: string, counts: MinuteAggregate | HourAggregate): void {
    const totals = this.totals.get(version) ?? emptyTotals();
    addCounts(totals, counts);
    this.totals.set(version, totals);
  }

  /** The stable and the canary first, then the others by views. */
  figures(first: readonly string[]): VersionFigures[] {
    const rank = (version: string) => {
      const index = first.indexOf(version);
      return index === -1 ? first.length : index;
    };
    return [...this.totals]
      .map(([version, totals]) => figuresOf(version, totals))
      .sort((a, b) => rank(a.version) - rank(b.version) || b.views - a.views);
  }
}

async function remoteStatus(
  sources: ReleaseStatusSources,
  remote: RegisteredRemote,
  now: number,
): Promise<RemoteReleaseStatus> {
  const dayStart = new Date(now - DAY_MS);
  const hourStart = now - HOUR_MS;
  const [minutes, hours, changes] = await Promise.all([
    sources.telemetry.minutesOf(remote.name, dayStart),
    sources.telemetry.hoursOf(remote.name, dayStart),
    sources.history(remote.name),
  ]);
  const folded = foldedMinutes(hours);
  const hour = new ByVersion();
  const day = new ByVersion();
  for (const doc of hours) day.add(doc.version, doc);
  for (const doc of minutes) {
    if (folded.has(minuteId(doc, doc.minute.getTime()))) continue;
    day.add(doc.version, doc);
    if (doc.minute.getTime() >= hourStart) hour.add(doc.version, doc);
  }
  const stable = remote.version ?? REGISTRY_FILE_VERSION;
  const first = [stable, ...(remote.canary ? [remote.canary.version] : [])];
  return {
    name: remote.name,
    stable: { version: stable, percent: 100 - (remote.canary?.percent ?? 0) },
    canary: remote.canary
      ? {
          version: remote.canary.version,
          percent: remote.canary.percent,
          startedAt: remote.canary.startedAt,
        }
      : null,
    figures: { hour: hour.figures(first), day: day.figures(first) },
    history: historyOf(changes),
  };
}

export async function releaseStatus(sources: ReleaseStatusSources): Promise<ReleaseStatus> {
  await sources.flush();
  const now = sources.now();
  const remotes = await sources.registry.current();
  return {
    generatedAt: now.toISOString(),
    remotes: await Promise.all(
      remotes.map((remote) => remoteStatus(sources, remote, now.getTime())),
    ),
  };
}
