/** One remote as `GET /api/remotes` names it. */
export interface RegistryEntry {
  readonly name: string;
  /** Its manifest (mf-manifest.json) URL. */
  readonly entry: string;
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
  readonly routes?: unknown;
}

export interface RegistryDocument {
  readonly remotes: readonly RegistryEntry[];
}
