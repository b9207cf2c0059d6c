// Minutes older than two hours are folded into their hours, and hours past the retention are
// deleted, by a sweeper every instance runs. Without transactions, each sweeper first claims
// the old minutes (a token set on those no one claimed), folds the ones it claimed, then
// deletes them. A sweeper that stopped half-way leaves its claim: it is taken over after a
// while, and the minutes it had already folded are not added again (each hour lists its
// minutes), nor are those two sweepers taking over the same claim both fold.
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../platform/logging/logger';
import { startSweeper, type Sweeper } from '../../platform/retention/retention';
import type { TelemetryRepository } from './telemetryRepository';

/** Minutes are kept this long before they are folded (the canary watcher reads them). */
export const MINUTES_KEPT_MS = 2 * 60 * 60_000;
export const TELEMETRY_SWEEP_INTERVAL_MS = 5 * 60_000;
/** A claim this old whose minutes are still there: its sweeper stopped. */
const STALE_CLAIM_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface FoldResult {
  /** Minute aggregates folded into their hours and deleted. */
  readonly minutes: number;
  /** Hour aggregates past the retention, deleted. */
  readonly hours: number;
}

type Sweepable = Pick<
  TelemetryRepository,
  | 'claimMinutesBefore'
  | 'staleClaims'
  | 'claimedBy'
  | 'foldIntoHour'
  | 'deleteClaimed'
  | 'deleteHoursBefore'
>;

export async function foldTelemetry(
  repository: Sweepable,
  { retentionDays, now }: { retentionDays: number; now: () => Date },
): Promise<FoldResult> {
  const at = now();
  const token = randomUUID();
  await repository.claimMinutesBefore(new Date(at.getTime() - MINUTES_KEPT_MS), token, at);
  const stale = await repository.staleClaims(new Date(at.getTime() - STALE_CLAIM_MS));
  let minutes = 0;
  for (const claim of [token, ...stale.filter((other) => other !== token)]) {
    for await (const minute of repository.claimedBy(claim)) await repository.foldIntoHour(minute);
    minutes += await repository.deleteClaimed(claim);
  }
  const hours = await repository.deleteHoursBefore(new Date(at.getTime() - retentionDays * DAY_MS));
  return { minutes, hours };
}

export function startTelemetrySweeper(
  repository: Sweepable,
  options: { retentionDays: number; intervalMs: number; now: () => Date },
  logger: Logger,
): Sweeper {
  return startSweeper(
    async () => {
      const { minutes, hours } = await foldTelemetry(repository, options);
      if (minutes > 0 || hours > 0) logger.info({ minutes, hours }, 'telemetry folded');
    },
    { intervalMs: options.intervalMs, failure: 'folding telemetry failed' },
    logger,
  );
}
