// What the ingest counts: events of a version the registry serves now (each remote's stable
// version and its canary) on a route template that version declares or the shell's, and the
// shell's own events under at most a few version labels an hour. Everything else a browser, or
// a forger, may send is dropped or folded into the route `other`, so the aggregates stay
// within live versions × their routes × minutes however many labels arrive.
import { SHELL_ROUTE_PATHS, type RemoteRouteManifest } from '@alu/common/contracts';
import { REGISTRY_FILE_VERSION } from '@alu/common/contracts/schemas';
import type { Logger } from '../../platform/logging/logger';
import { OTHER_ROUTE, SHELL_REMOTE } from './aggregates';

/** The part of a registry entry the ingest reads (the remotes component's ActiveRemote). */
export interface LiveRemote {
  readonly name: string;
  /** Absent: the registry file's own entry (`registry-file`). */
  readonly version?: string;
  readonly routes?: RemoteRouteManifest;
  readonly canary?: { readonly version: string; readonly routes?: RemoteRouteManifest };
}

export interface LiveRegistry {
  current(): Promise<readonly LiveRemote[]>;
}

/** Distinct shell version labels counted per hour (a deployment's old and new build, and more). */
export const SHELL_VERSIONS_PER_HOUR = 4;

const CACHE_MS = 2000;
const HOUR_MS = 3_600_000;

const pathsOf = (routes: RemoteRouteManifest | undefined) =>
  (routes?.routes ?? []).map((route) => route.path);

/** The route templates each live version may count, by remote and version. */
export class LiveTable {
  constructor(private readonly versions: ReadonlyMap<string, ReadonlySet<string>>) {}

  static of(remotes: readonly LiveRemote[]): LiveTable {
    const versions = new Map<string, ReadonlySet<string>>();
    const everyPath = new Set(SHELL_ROUTE_PATHS);
    for (const remote of remotes) {
      const live = [
        { version: remote.version ?? REGISTRY_FILE_VERSION, routes: remote.routes },
        ...(remote.canary ? [remote.canary] : []),
      ];
      for (const { version, routes } of live) {
        const paths = pathsOf(routes);
        paths.forEach((path) => everyPath.add(path));
        versions.set(`${remote.name}\u0000${version}`, new Set([...paths, ...SHELL_ROUTE_PATHS]));
      }
    }
    versions.set(SHELL_REMOTE, everyPath);
    return new LiveTable(versions);
  }

  /** The route an event is counted under, or undefined when its remote's version is not live. */
  routeOf(remote: string, version: string, route: string): string | undefined {
    const paths = this.versions.get(
      remote === SHELL_REMOTE ? SHELL_REMOTE : `${remote}\u0000${version}`,
    );
    if (!paths) return undefined;
    return paths.has(route) ? route : OTHER_ROUTE;
  }
}

/** The live table, read from the registry at most every CACHE_MS. */
export class LiveVersions {
  private cached: { at: number; table: Promise<LiveTable> } | undefined;

  constructor(
    private readonly registry: LiveRegistry,
    private readonly logger: Logger,
    private readonly clock: () => number,
  ) {}

  table(): Promise<LiveTable> {
    const now = this.clock();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.table;
    const table = this.registry.current().then(LiveTable.of, (err: unknown) => {
      // No registry, no live remote: only the shell's events count until it is readable.
      this.logger.warn({ err }, 'telemetry: the registry is unreadable, remote events dropped');
      return LiveTable.of([]);
    });
    this.cached = { at: now, table };
    return table;
  }

  /** The next beacon reads the registry again (a release changed). */
  forget(): void {
    this.cached = undefined;
  }
}

/**
 * The shell's version labels are its build ids, which the API does not know: the first
 * SHELL_VERSIONS_PER_HOUR labels of each clock hour are counted, by every instance together
 * (a new label is admitted only when the database holds fewer for the hour; two instances
 * admitting at the same moment may each take one more), and no other that hour.
 */
export class ShellVersions {
  private hour = Number.NaN;
  private readonly admitted = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly countedSince: (since: Date) => Promise<string[]>,
    private readonly logger: Logger,
  ) {}

  admit(version: string, now: Date): Promise<boolean> {
    const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    if (hour === this.hour && this.admitted.has(version)) return Promise.resolve(true);
    if (hour === this.hour && this.admitted.size >= SHELL_VERSIONS_PER_HOUR) {
      return Promise.resolve(false);
    }
    // One question to the database at a time: labels arriving together are decided in turn.
    const decided = this.queue.then(() => this.decide(version, hour));
    this.queue = decided.catch(() => undefined);
    return decided;
  }

  private async decide(version: string, hour: number): Promise<boolean> {
    if (hour !== this.hour) {
      this.hour = hour;
      this.admitted.clear();
    }
    if (this.admitted.has(version)) return true;
    if (this.admitted.size >= SHELL_VERSIONS_PER_HOUR) return false;
    try {
      for (const counted of await this.countedSince(new Date(hour))) this.admitted.add(counted);
    } catch (err) {
      // Without the database, this instance's own count decides.
      this.logger.warn({ err }, 'telemetry: shell versions of the hour unreadable');
    }
    if (this.admitted.has(version)) return true;
    if (this.admitted.size >= SHELL_VERSIONS_PER_HOUR) return false;
    this.admitted.add(version);
    return true;
  }
}
