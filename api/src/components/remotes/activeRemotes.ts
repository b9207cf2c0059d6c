// What the site serves for each remote: the registry file's entry (the baseline), replaced by
// the versions administrators activated since (history in the database). Activations form a
// stack per remote: `activate` pushes a version, `rollback` pops back to the one before, down
// to the baseline. Beside the stack's top (the stable version), a canary may serve another
// version to a share of visitors until it is promoted (pushed onto the stack) or aborted. The
// answer is cached for a moment and, when the database is unreachable, the last one read is
// served, so a database outage never leaves the site without remotes.
import type { RemoteRouteManifest } from '@alu/common/contracts';
import { REGISTRY_FILE_VERSION, type AbortEvidence } from '@alu/common/contracts/schemas';
import type { ObjectId } from 'mongodb';
import type { Logger } from '../../platform/logging/logger';
import type { ActivationDocument, ActivationsRepository } from './activationsRepository';
import type { Remote, RemotesDocument, RemotesRegistry } from './registry';
import type { ServerBundlePin } from './releaseCheck';
import type { RouteManifestReader } from './routeManifests';

/** What the site uses of a version beyond its entry: pinned when it was checked. */
interface Pins {
  ssr?: ServerBundlePin;
  routes?: RemoteRouteManifest;
}

const pinsOf = ({ ssr, routes }: Pins): Pins => ({
  ...(ssr ? { ssr } : {}),
  ...(routes ? { routes } : {}),
});

/** A canary as the registry answers it: the version a share of visitors is served instead. */
export interface ActiveCanary extends Pins {
  version: string;
  entry: string;
  /** The share of visitors served the canary, in percent (1 to 99). */
  percent: number;
  startedAt: string;
}

/** A remote as the registry answers it; `version` is absent for the registry file's entry. */
export interface ActiveRemote extends Pins {
  name: string;
  entry: string;
  version?: string;
  activatedAt?: string;
  canary?: ActiveCanary;
}

export interface StackItem extends Readonly<Pins> {
  readonly version: string | undefined;
  readonly entry: string;
  readonly activatedAt?: Date;
}

/** A canary running after replaying a remote's history. */
export interface RunningCanary extends Readonly<Pins> {
  /** The `canary` document that started it (what `promote` and `abort` name). */
  readonly id: ObjectId | undefined;
  readonly version: string;
  readonly entry: string;
  readonly percent: number;
  readonly startedAt: Date;
}

/** One remote after replaying its history: the stack (bottom first) and its running canary. */
export interface RemoteReleases {
  readonly stack: StackItem[];
  readonly canary: RunningCanary | undefined;
}

/** A running canary beside the version it is compared with. */
export interface CanaryBesideStable {
  readonly remote: string;
  /** The stable version's label (`registry-file` for the registry file's entry). */
  readonly stable: string;
  readonly canary: RunningCanary;
}

const CACHE_MS = 2000;

/** Whether a `promote` or `abort` ends the running canary: the one it names (any, naming none). */
function endsRunning(change: ActivationDocument, canary: RunningCanary): boolean {
  if (!change.ends) return true;
  return canary.id !== undefined && change.ends.equals(canary.id);
}

/**
 * Replays one remote's history. The API refuses a change that conflicts with a running canary;
 * what two instances recorded at once is replayed the same way everywhere: a second canary is
 * ignored while one runs, and a second `promote` or `abort` of the same canary changes nothing.
 */
export function replayActivations(
  baseline: Remote,
  history: readonly ActivationDocument[],
): RemoteReleases {
  const stack: StackItem[] = [{ version: undefined, entry: baseline.entry, ...pinsOf(baseline) }];
  let canary: RunningCanary | undefined;
  for (const change of history) {
    switch (change.action) {
      case 'activate':
        stack.push({
          version: change.version,
          entry: change.entry,
          activatedAt: change.activatedAt,
          ...pinsOf(change),
        });
        break;
      case 'rollback':
        rollBack(stack, change);
        break;
      case 'canary':
        canary ??= {
          id: change._id,
          version: change.version,
          entry: change.entry,
          percent: change.percent ?? 0,
          startedAt: change.activatedAt,
          ...pinsOf(change),
        };
        break;
      case 'promote':
        if (canary && endsRunning(change, canary)) {
          stack.push({
            version: canary.version,
            entry: canary.entry,
            activatedAt: change.activatedAt,
            ...pinsOf(canary),
          });
          canary = undefined;
        }
        break;
      case 'abort':
        if (canary && endsRunning(change, canary)) canary = undefined;
        break;
    }
  }
  return { stack, canary };
}

function rollBack(stack: StackItem[], change: ActivationDocument): void {
  if (stack.length <= 1) return;
  stack.pop();
  // Returning to an entry nobody pinned (a registry file without pins): the rollback's own
  // check pinned what it found there.
  const top = stack[stack.length - 1];
  if (top) stack[stack.length - 1] = { ...top, ...pinsOf({ ...pinsOf(change), ...pinsOf(top) }) };
}

/** The activation stack of one remote after replaying its history. */
export function activationStack(
  baseline: Remote,
  history: readonly ActivationDocument[],
): StackItem[] {
  return replayActivations(baseline, history).stack;
}

const toCanary = (canary: RunningCanary): ActiveCanary => ({
  version: canary.version,
  entry: canary.entry,
  percent: canary.percent,
  startedAt: canary.startedAt.toISOString(),
  ...pinsOf(canary),
});

const toActive = (baseline: Remote, { stack, canary }: RemoteReleases): ActiveRemote => {
  const top = stack[stack.length - 1] ?? { version: undefined, ...baseline };
  return {
    name: baseline.name,
    entry: top.entry,
    ...(top.version === undefined ? {} : { version: top.version }),
    ...(top.activatedAt ? { activatedAt: top.activatedAt.toISOString() } : {}),
    ...pinsOf(top),
    ...(canary ? { canary: toCanary(canary) } : {}),
  };
};

export class ActiveRemotes {
  /** The activations last read from the database, and when. */
  private history: { at: number; changes: ActivationDocument[] } | undefined;

  constructor(
    private readonly registry: RemotesRegistry,
    private readonly activations: ActivationsRepository,
    private readonly logger: Logger,
    private readonly routeManifests: Pick<RouteManifestReader, 'routesOf'>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The registry file's document (the baseline of every remote). */
  registryFile(): Promise<RemotesDocument> {
    return this.registry.get();
  }

  /** The registry file's entry for a remote, or undefined when the site has no such remote. */
  async baseline(name: string): Promise<Remote | undefined> {
    const { remotes } = await this.registry.get();
    return remotes.find((remote) => remote.name === name);
  }

  /** Each remote as the site serves it, with its running canary. */
  async current(): Promise<ActiveRemote[]> {
    const current = (await this.replayed()).map(({ baseline, releases }) =>
      toActive(baseline, releases),
    );
    return Promise.all(current.map((remote) => this.withRoutes(remote)));
  }

  /** Every running canary beside its remote's stable version (as current() reads them). */
  async runningCanaries(): Promise<CanaryBesideStable[]> {
    return (await this.replayed()).flatMap(({ baseline, releases: { stack, canary } }) =>
      canary
        ? [
            {
              remote: baseline.name,
              stable: stack[stack.length - 1]?.version ?? REGISTRY_FILE_VERSION,
              canary,
            },
          ]
        : [],
    );
  }

  /** Each remote of the registry file with its history replayed (cached, see recentHistory). */
  private async replayed(): Promise<{ baseline: Remote; releases: RemoteReleases }[]> {
    // The file is re-read only when it changed (RemotesRegistry watches its stat).
    const { remotes } = await this.registry.get();
    const history = await this.recentHistory();
    return remotes.map((baseline) => ({
      baseline,
      releases: replayActivations(
        baseline,
        history.filter((change) => change.remote === baseline.name),
      ),
    }));
  }

  private async withRoutes(remote: ActiveRemote): Promise<ActiveRemote> {
    const [routes, canary] = await Promise.all([
      remote.routes ?? this.routeManifests.routesOf(remote.entry),
      remote.canary && this.canaryWithRoutes(remote.canary),
    ]);
    return { ...remote, ...(routes ? { routes } : {}), ...(canary ? { canary } : {}) };
  }

  private async canaryWithRoutes(canary: ActiveCanary): Promise<ActiveCanary> {
    if (canary.routes) return canary;
    const routes = await this.routeManifests.routesOf(canary.entry);
    return routes ? { ...canary, routes } : canary;
  }

  /** The next read asks the database (another instance activated or rolled back). */
  forgetActivations(): void {
    this.history = undefined;
  }

  /** Activations, read at most every CACHE_MS; the last ones read while the database is down. */
  private async recentHistory(): Promise<ActivationDocument[]> {
    const now = this.clock();
    if (this.history && now - this.history.at < CACHE_MS) return this.history.changes;
    try {
      this.history = { at: now, changes: await this.activations.all() };
    } catch (err) {
      // Ask the database again only after CACHE_MS: an outage must not slow every page load.
      this.history = { at: now, changes: this.history?.changes ?? [] };
      this.logger.warn({ err }, 'remote activations unreadable: serving the last ones read');
    }
    return this.history?.changes ?? [];
  }

  /** The stack of one remote, bottom (the registry file) first, read from the database. */
  async stack(baseline: Remote): Promise<StackItem[]> {
    return (await this.releases(baseline)).stack;
  }

  /** One remote's stack and running canary, read from the database (not the cached history). */
  async releases(baseline: Remote): Promise<RemoteReleases> {
    return replayActivations(baseline, await this.activations.history(baseline.name));
  }

  async record(change: Omit<ActivationDocument, '_id'>): Promise<void> {
    await this.activations.insert(change);
    this.history = undefined;
  }

  /**
   * Records the end of the remote's running canary (`promote` or `abort`) and answers it, or
   * answers undefined when none runs.
   */
  async endCanary(
    remote: string,
    action: 'promote' | 'abort',
    by: string,
    reason?: string,
    evidence?: AbortEvidence,
  ): Promise<RunningCanary | undefined> {
    const baseline = await this.baseline(remote);
    const canary = baseline && (await this.releases(baseline)).canary;
    if (!canary) return undefined;
    await this.record({
      remote,
      version: canary.version,
      entry: canary.entry,
      action,
      activatedAt: new Date(this.clock()),
      activatedBy: by,
      ...(reason ? { reason } : {}),
      ...(evidence ? { evidence } : {}),
      ...(canary.id ? { ends: canary.id } : {}),
      ...(action === 'promote' ? pinsOf(canary) : {}),
    });
    return canary;
  }

  /** Aborts the remote's running canary (false when none runs); two callers at once abort it once. */
  async abortCanary(
    remote: string,
    by: string,
    reason: string,
    evidence?: AbortEvidence,
  ): Promise<boolean> {
    return (await this.endCanary(remote, 'abort', by, reason, evidence)) !== undefined;
  }
}
