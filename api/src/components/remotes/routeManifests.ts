// The pages of a registry entry that nobody pinned (an operator's registry file listing a plain
// manifest URL, or an activation recorded before pages were pinned): read from the routes.json
// beside its manifest. Entries come from the registry file or from checked activations, so
// their origins are trusted. Answers are kept for a while, failures retried after a pause: the
// registry is read on every page render and must not wait on a remote that is down.
import type { RemoteRouteManifest } from '@alu/common/contracts';
import type { Logger } from '../../platform/logging/logger';
import { fetchRouteManifest, ReleaseRefused } from './releaseCheck';

const KEEP_MS = 60_000;
const RETRY_MS = 5_000;

interface Known {
  readonly at: number;
  readonly routes: RemoteRouteManifest | undefined;
}

export class RouteManifestReader {
  private readonly known = new Map<string, Known>();
  private readonly pending = new Map<string, Promise<RemoteRouteManifest | undefined>>();

  constructor(
    private readonly logger: Logger,
    private readonly clock: () => number = Date.now,
    private readonly fetchManifest: (
      entry: string,
    ) => Promise<RemoteRouteManifest> = fetchRouteManifest,
  ) {}

  /** The entry's pages, or undefined while they cannot be read (its pages are then unrouted). */
  routesOf(entry: string): Promise<RemoteRouteManifest | undefined> {
    const known = this.known.get(entry);
    const age = known ? this.clock() - known.at : Infinity;
    if (known && age < (known.routes ? KEEP_MS : RETRY_MS)) return Promise.resolve(known.routes);
    let pending = this.pending.get(entry);
    if (!pending) {
      pending = this.read(entry).finally(() => this.pending.delete(entry));
      this.pending.set(entry, pending);
    }
    // While a refresh runs, what was read before is good enough.
    return known?.routes ? Promise.resolve(known.routes) : pending;
  }

  private async read(entry: string): Promise<RemoteRouteManifest | undefined> {
    let routes: RemoteRouteManifest | undefined;
    try {
      routes = await this.fetchManifest(entry);
    } catch (error) {
      const problems = error instanceof ReleaseRefused ? error.problems : [];
      this.logger.warn({ entry, err: error, problems }, "a remote's pages cannot be read");
      routes = this.known.get(entry)?.routes;
    }
    this.known.set(entry, { at: this.clock(), routes });
    return routes;
  }
}
