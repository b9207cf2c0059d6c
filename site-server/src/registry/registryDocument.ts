import type { RemoteRegistryEntry, RemoteRouteManifest } from '@alu/common/contracts';

/** One remote as `GET /api/remotes` names it, with what the site server reads besides. */
export interface RegistryEntry extends RemoteRegistryEntry {
  readonly version?: string;
  /**
   * The server bundle pinned when the version was activated: this server runs that file only
   * if its SHA-256 matches.
   */
  readonly ssr?: { readonly file: string; readonly sha256: string };
  /**
   * The pages the version declares (checked by the API); passed on to the shell, which builds
   * its routes from them.
   */
  readonly routes?: RemoteRouteManifest;
}

export interface RegistryDocument {
  readonly remotes: readonly RegistryEntry[];
}
