// What the site serves for each remote: the registry file's entry (the baseline), replaced by
// the versions administrators activated since (history in the database). Activations form a
// stack per remote: `activate` pushes a version, `rollback` pops back to the one before, down
// to the baseline. The answer is cached for a moment and, when the database is unreachable,
// the last one read is served, so a database outage never leaves the site without remotes.
import type { RemoteRouteManifest } from '@alu/common/contracts';
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

/** A remote as the registry answers it; `version` is absent for the registry file's entry. */
export interface ActiveRemote extends Pins {
  name: string;
  entry: string;
  version?: string;
  activatedAt?: string;
}

export interface StackItem extends Readonly<Pins> {
  readonly version: string | undefined;
  readonly entry: string;
  readonly activatedAt?: Date;
}

const CACHE_MS = 2000;

/** The activation stack of one remote after replaying its history. */
export function activationStack(
  baseline: Remote,
  history: readonly ActivationDocument[],
): StackItem[] {
  const stack: StackItem[] = [{ version: undefined, entry: baseline.entry, ...pinsOf(baseline) }];
  for (const change of history) {
    if (change.action === 'activate') {
      stack.push({
        version: change.version,
        entry: change.entry,
        activatedAt: change.activatedAt,
        ...pinsOf(change),
      });
    } else if (stack.length > 1) {
      stack.pop();
      // Returning to an entry nobody pinned (a registry file without pins): the rollback's own
      // check pinned what it found there.
      const top = stack[stack.length - 1];
      if (top)
        stack[stack.length - 1] = { ...top, ...pinsOf({ ...pinsOf(change), ...pinsOf(top) }) };
    }
  }
  return stack;
}

const toActive = (name: string, top: StackItem): ActiveRemote => ({
  name,
  entry: top.entry,
  ...(top.version === undefined ? {} : { version: top.version }),
  ...(top.activatedAt ? { activatedAt: top.activatedAt.toISOString() } : {}),
  ...pinsOf(top),
});

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

  async current(): Promise<ActiveRemote[]> {
    // The file is re-read only when it changed (RemotesRegistry watches its stat).
    const { remotes } = await this.registry.get();
    const history = await this.recentHistory();
    const current = remotes.map((remote) => {
      const stack = activationStack(
        remote,
        history.filter((change) => change.remote === remote.name),
      );
      return toActive(remote.name, stack[stack.length - 1] ?? { version: undefined, ...remote });
    });
    return Promise.all(current.map((remote) => this.withRoutes(remote)));
  }

  private async withRoutes(remote: ActiveRemote): Promise<ActiveRemote> {
    if (remote.routes) return remote;
    const routes = await this.routeManifests.routesOf(remote.entry);
    return routes ? { ...remote, routes } : remote;
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

  /** The stack of one remote, bottom (the registry file) first. */
  async stack(baseline: Remote): Promise<StackItem[]> {
    return activationStack(baseline, await this.activations.history(baseline.name));
  }

  async record(change: Omit<ActivationDocument, '_id'>): Promise<void> {
    await this.activations.insert(change);
    this.history = undefined;
  }
}
