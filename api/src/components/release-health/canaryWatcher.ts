// The automatic rollback: every few seconds, each running canary's last minutes (not before it
// started) are summed beside its stable version's, and a canary whose error rate exceeds the
// stable's by more than the margin is aborted, once it was seen by enough page loads and
// enough distinct clients that one client alone cannot decide it. The abort is recorded in
// the registry's history (by `automatic-rollback`, with the figures as its reason) and the
// audit trail, logged, and announced to every site server.
import type { AuditAction } from '@alu/common/contracts';
import type { AbortEvidence } from '@alu/common/contracts/schemas';
import type { CanaryConfig } from '../../config';
import type { Logger } from '../../platform/logging/logger';
import type { ChangeFeed } from '../../platform/shared-state/changeFeed';
import type { MinuteAggregate, TelemetryRepository } from '../telemetry';
import { addCounts, emptyTotals, errorRate, type Totals } from './versionFigures';

/** Who the registry's history and the audit trail name for an automatic abort. */
export const AUTOMATIC_ROLLBACK = 'automatic-rollback';

const MINUTE_MS = 60_000;

/** What the watcher needs of the registry (the remotes component's ActiveRemotes). */
export interface CanaryControl {
  runningCanaries(): Promise<
    readonly {
      readonly remote: string;
      /** The stable version's label. */
      readonly stable: string;
      readonly canary: { readonly version: string; readonly startedAt: Date };
    }[]
  >;
  /** Ends the remote's canary; false when none runs any more. */
  abortCanary(
    remote: string,
    by: string,
    reason: string,
    evidence: AbortEvidence,
  ): Promise<boolean>;
}

/** A version's sums over the window. */
export interface WindowFigures extends Pick<Totals, 'views' | 'sessions' | 'errors'> {
  readonly version: string;
  /** Distinct clients (the union of the minutes' client tags). */
  readonly clients: number;
  readonly errorRate: number;
}

export interface CanaryVerdict {
  readonly remote: string;
  readonly canary: WindowFigures;
  readonly stable: WindowFigures;
  /** `too_few`: not enough page loads or clients yet to judge. */
  readonly decision: 'abort' | 'keep' | 'too_few';
  /** Whether this check aborted it (another instance may have been first). */
  readonly aborted: boolean;
}

export interface CanaryWatcherOptions {
  control: CanaryControl;
  telemetry: Pick<TelemetryRepository, 'minutesOf'>;
  /** Writes the counts this process still holds, so that the check reads them. */
  flush(): Promise<void>;
  /** The audit trail's entries (the audit component's repository). */
  audit: {
    append(record: {
      at: Date;
      action: AuditAction;
      actor: string;
      target: string;
      detail: string;
      ip: string;
    }): Promise<unknown>;
  };
  changes: Pick<ChangeFeed, 'publish'>;
  logger: Logger;
  now: () => Date;
  settings: CanaryConfig;
}

function windowFigures(version: string, docs: readonly MinuteAggregate[]): WindowFigures {
  const totals = emptyTotals();
  const tags = new Set<string>();
  for (const doc of docs) {
    if (doc.version !== version) continue;
    addCounts(totals, doc);
    doc.clientTags?.forEach((tag) => tags.add(tag));
  }
  const { views, sessions, errors } = totals;
  return { version, views, sessions, errors, clients: tags.size, errorRate: errorRate(totals) };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The figures the abort was decided on, for readers in other languages (the admin's tab). */
function evidenceOf(canary: WindowFigures, stable: WindowFigures, minutes: number): AbortEvidence {
  const { errorRate, errors, views, sessions, clients } = canary;
  return {
    minutes,
    canary: { errorRate, errors, views, sessions, clients },
    stable: {
      version: stable.version,
      errorRate: stable.errorRate,
      errors: stable.errors,
      views: stable.views,
    },
  };
}

/** The abort's reason, as the history and the audit trail keep it. */
function reasonOf(canary: WindowFigures, stable: WindowFigures, minutes: number): string {
  return (
    `error rate ${percent(canary.errorRate)} (${canary.errors} errors in ${canary.views} views, ` +
    `${canary.sessions} page loads, ${canary.clients} clients) against ` +
    `${percent(stable.errorRate)} for ${stable.version} (${stable.errors} in ${stable.views}) ` +
    `over ${minutes} min`
  );
}

export class CanaryWatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<CanaryVerdict[]> | undefined;

  constructor(private readonly options: CanaryWatcherOptions) {}

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.options.settings.checkIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Checks every running canary now (one check at a time); what each was found to be. */
  check(): Promise<CanaryVerdict[]> {
    this.running ??= this.checkAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async checkAll(): Promise<CanaryVerdict[]> {
    const { control, logger } = this.options;
    try {
      await this.options.flush();
      const canaries = await control.runningCanaries();
      const verdicts: CanaryVerdict[] = [];
      for (const running of canaries) {
        try {
          verdicts.push(await this.judge(running.remote, running.stable, running.canary));
        } catch (err) {
          logger.warn({ err, remote: running.remote }, 'checking a canary failed');
        }
      }
      return verdicts;
    } catch (err) {
      logger.warn({ err }, 'checking the canaries failed');
      return [];
    }
  }

  private async judge(
    remote: string,
    stableVersion: string,
    canary: { version: string; startedAt: Date },
  ): Promise<CanaryVerdict> {
    const { settings, now } = this.options;
    const at = now().getTime();
    const windowStart = Math.max(
      at - settings.windowMinutes * MINUTE_MS,
      canary.startedAt.getTime(),
    );
    const from = new Date(Math.floor(windowStart / MINUTE_MS) * MINUTE_MS);
    const docs = await this.options.telemetry.minutesOf(remote, from, [
      canary.version,
      stableVersion,
    ]);
    const canaryFigures = windowFigures(canary.version, docs);
    const stableFigures = windowFigures(stableVersion, docs);
    const enough =
      canaryFigures.sessions >= settings.minSessions &&
      canaryFigures.clients >= settings.minClients;
    const worse = canaryFigures.errorRate - stableFigures.errorRate > settings.errorMargin;
    const decision = !enough ? 'too_few' : worse ? 'abort' : 'keep';
    const minutes = Math.max(1, Math.round((at - from.getTime()) / MINUTE_MS));
    const aborted =
      decision === 'abort' &&
      (await this.abort(
        remote,
        canaryFigures,
        reasonOf(canaryFigures, stableFigures, minutes),
        evidenceOf(canaryFigures, stableFigures, minutes),
      ));
    return { remote, canary: canaryFigures, stable: stableFigures, decision, aborted };
  }

  private async abort(
    remote: string,
    canary: WindowFigures,
    reason: string,
    evidence: AbortEvidence,
  ): Promise<boolean> {
    const { control, audit, changes, logger, now } = this.options;
    if (!(await control.abortCanary(remote, AUTOMATIC_ROLLBACK, reason, evidence))) return false;
    // Every site server re-reads the registry: the canary's visitors are back on the stable.
    changes.publish('remotes');
    logger.warn({ remote, version: canary.version, reason }, 'canary rolled back automatically');
    try {
      await audit.append({
        at: now(),
        action: 'release.auto_abort',
        actor: AUTOMATIC_ROLLBACK,
        target: remote,
        detail: `${canary.version}: ${reason}`.slice(0, 300),
        ip: '',
      });
    } catch (err) {
      logger.error({ err, action: 'release.auto_abort' }, 'recording an audit entry failed');
    }
    return true;
  }
}
