import type { RemoteRegistryEntry, RemoteRouteManifest } from '@alu/common/contracts';

/** A server bundle pinned when a version was activated (or its canary started). */
export interface PinnedServerBundle {
  readonly file: string;
  readonly sha256: string;
}

/**
 * A version served to a share of the visitors while the stable one serves the others. Only
 * the site server reads it: a visitor's registry names either version, never both.
 */
export interface CanaryRelease {
  readonly version: string;
  /** URL of the canary version's `mf-manifest.json`. */
  readonly entry: string;
  /** The share of visitors, 0 to 100. */
  readonly percent: number;
  readonly startedAt: string;
  readonly ssr?: PinnedServerBundle;
  readonly routes?: RemoteRouteManifest;
}

/** One remote as `GET /api/remotes` names it, with what the site server reads besides. */
export interface RegistryEntry extends RemoteRegistryEntry {
  readonly version?: string;
  /**
   * The server bundle pinned when the version was activated: this server runs that file only
   * if its SHA-256 matches.
   */
  readonly ssr?: PinnedServerBundle;
  /**
   * The pages the version declares (checked by the API); passed on to the shell, which builds
   * its routes from them.
   */
  readonly routes?: RemoteRouteManifest;
  /** The version being tried on a share of the visitors, while it runs. */
  readonly canary?: CanaryRelease;
}

export interface RegistryDocument {
  readonly remotes: readonly RegistryEntry[];
}
