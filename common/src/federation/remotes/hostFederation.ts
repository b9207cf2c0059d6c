import type { SiteMenus } from '../../contracts/menus';
import type { FederatedModuleId, RemoteRegistryEntry } from '../../contracts/rendering';

export type { FederatedModuleId };

/**
 * What the host (the shell) offers remotes at run time. A remote's own federation runtime
 * only knows itself; the host knows the registry, so a remote that embeds a piece of another
 * remote (the home page shows the news strip) asks the host to load it.
 */
export interface HostFederation {
  /** Resolves with the exposed module; rejects when the remote or module is unavailable. */
  loadModule(id: FederatedModuleId): Promise<unknown>;
  /** The remotes the site registers (the registry document); rejects when it is unreadable. */
  registry(): Promise<readonly RemoteRegistryEntry[]>;
  /**
   * The module if it is already loaded, so it renders without suspending (the server has
   * every module at hand; the browser preloads those the server's HTML contains).
   */
  loadedModule?(id: FederatedModuleId): unknown;
  /** The site's menus, as the registered remotes contribute them (the sitemap lists them). */
  siteMenus?(): SiteMenus;
  /**
   * Told when a RemoteSlot shows its fallback: its module could not be loaded, or threw
   * while rendering (the host counts the failures of each remote's releases).
   */
  onSlotError?(id: FederatedModuleId, error: unknown): void;
}

// A global, not module state: @alu/common is not a singleton, so the shell and a remote may
// run different copies of this file and must still meet.
const HOST_KEY = Symbol.for('alu.hostFederation');

type WithHost = typeof globalThis & { [HOST_KEY]?: HostFederation };

/** Offers `host` to remotes; undefined takes it away (a remote then runs as standalone). */
export function installHostFederation(host: HostFederation | undefined): void {
  (globalThis as WithHost)[HOST_KEY] = host;
}

/** The host's loader, or undefined when a remote runs standalone without the shell. */
export function getHostFederation(): HostFederation | undefined {
  return (globalThis as WithHost)[HOST_KEY];
}
