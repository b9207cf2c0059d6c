// The public remotes as the server renders them: for each registry entry, its server bundle
// (fetched from the remote's own origin, like the browser fetches its entry) and the browser
// files its pages need. A bundle runs only if its SHA-256 is the one pinned when its version
// was activated: a remote origin that changes a file after activation cannot run code here.
import type { FederatedModuleId } from '@alu/common/contracts';
import type { RegistryDocument, RegistryEntry } from '../registry/registryDocument.ts';
import { evaluateBundle, fetchJson, fetchText, sha256 } from './serverBundle.ts';

/**
 * A remote every page of which its declaration leaves to the browser (the administration):
 * its code is never fetched or run here.
 */
function rendersInBrowserOnly({ routes }: RegistryEntry): boolean {
  const declared = (routes as { routes?: unknown } | undefined)?.routes;
  return (
    Array.isArray(declared) &&
    declared.length > 0 &&
    declared.every(
      (route: unknown) => (route as { serverRendered?: unknown }).serverRendered === false,
    )
  );
}

/** The pages and menus the registry's remotes declare, as one key: they shape every page. */
function declarationsKey(entries: readonly RegistryEntry[]): string {
  const declarations = JSON.stringify(entries.map(({ name, routes }) => [name, routes ?? null]));
  return sha256(declarations).slice(0, 16);
}

/** The parts of a remote's mf-manifest.json the page document reads. */
export interface RemoteManifest {
  readonly metaData?: { readonly remoteEntry?: { readonly name?: string } };
  readonly exposes?: readonly {
    readonly name?: string;
    readonly path?: string;
    readonly assets?: {
      readonly js?: { readonly sync?: readonly string[] };
      readonly css?: { readonly sync?: readonly string[] };
    };
  }[];
}

/** ssr-assets.json: the files of each named chunk group. */
export interface SsrAssets {
  readonly groups?: Readonly<
    Record<string, { readonly js?: readonly string[]; readonly css?: readonly string[] }>
  >;
  readonly loadedWith?: Readonly<Record<string, readonly string[]>>;
}

export interface LoadedRemote {
  readonly name: string;
  readonly entry: string;
  readonly base: string;
  readonly manifest: RemoteManifest;
  readonly assets: SsrAssets;
  readonly modules: ReadonlyMap<FederatedModuleId, unknown>;
  readonly version: string;
}

export interface RemotesState {
  readonly registry: readonly RegistryEntry[];
  readonly remotes: ReadonlyMap<string, LoadedRemote>;
  readonly modules: ReadonlyMap<FederatedModuleId, unknown>;
  /** Per remote: its entry and server bundle, or `down`; a cached page is valid while these match. */
  readonly versions: ReadonlyMap<string, string>;
  /**
   * The remotes' declared pages and menus: every page's router, header and footer are made
   * from them, so a page is kept only while they stay the same.
   */
  readonly declarations: string;
}

/** A server bundle that was fetched but is refused or fails to run. */
export class ServerBundleError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServerBundleError';
  }
}

/** A server bundle that is not the one pinned at activation (or none is pinned). */
export class UnpinnedBundleError extends ServerBundleError {
  constructor(message: string) {
    super(message);
    this.name = 'UnpinnedBundleError';
  }
}

/** Told each time a remote cannot be rendered on the server, and why. */
export type RemoteLoadFailed = (
  remote: string,
  reason: 'unreachable' | 'server-bundle',
  error: Error,
) => void;

const bundles = new Map<string, Promise<Map<FederatedModuleId, unknown>>>();

function baseOf(manifestUrl: string): string {
  return new URL('.', manifestUrl).href;
}

interface ServerBundleExports {
  setPublicPath(base: string): void;
  exposes: Record<string, () => Promise<unknown>>;
}

/** Evaluates a remote's server bundle once per pinned file and loads every module it exposes. */
function loadBundle(
  name: string,
  base: string,
  file: string,
  pinnedSha256: string,
): Promise<Map<FederatedModuleId, unknown>> {
  const url = new URL(`ssr/${file}`, base).href;
  const key = `${url}#${pinnedSha256}`;
  let loading = bundles.get(key);
  if (!loading) {
    loading = fetchText(url).then(async (code) => {
      const actual = sha256(code);
      if (actual !== pinnedSha256) {
        throw new UnpinnedBundleError(
          `${url} has SHA-256 ${actual}, not the ${pinnedSha256} pinned at activation`,
        );
      }
      try {
        const bundle = evaluateBundle(code, url) as unknown as ServerBundleExports;
        bundle.setPublicPath(base);
        const modules = new Map<FederatedModuleId, unknown>();
        for (const [key, load] of Object.entries(bundle.exposes)) {
          modules.set(`${name}/${key.replace(/^\.\//, '')}`, await load());
        }
        return modules;
      } catch (error) {
        throw new ServerBundleError(`${url} did not run: ${(error as Error).message}`, {
          cause: error,
        });
      }
    });
    loading.catch(() => bundles.delete(key));
    bundles.set(key, loading);
  }
  return loading;
}

/**
 * One remote: its modules for the render and its browser files, or `null` when it cannot be
 * reached or its bundle is not the pinned one (its area then renders in the browser only).
 */
async function loadRemote(
  { name, entry, ssr }: RegistryEntry,
  failed: RemoteLoadFailed,
): Promise<LoadedRemote | null> {
  const base = baseOf(entry);
  try {
    if (!ssr) throw new UnpinnedBundleError('the registry pins no server bundle for it');
    const [manifest, assets, modules] = await Promise.all([
      fetchJson<RemoteManifest>(entry),
      fetchJson<SsrAssets>(new URL('ssr-assets.json', base)),
      loadBundle(name, base, ssr.file, ssr.sha256),
    ]);
    return { name, entry, base, manifest, assets, modules, version: ssr.sha256 };
  } catch (error) {
    failed(
      name,
      error instanceof ServerBundleError ? 'server-bundle' : 'unreachable',
      error as Error,
    );
    return null;
  }
}

/**
 * What the server renders with for one registry document. `versions` names every bundle
 * used, so a cached page made with other versions is never served.
 */
export async function loadRemotes(
  registry: RegistryDocument | undefined,
  failed: RemoteLoadFailed,
): Promise<RemotesState> {
  const entries = (registry?.remotes ?? []).filter((entry) => !rendersInBrowserOnly(entry));
  const loaded = await Promise.all(entries.map((entry) => loadRemote(entry, failed)));
  const remotes = new Map<string, LoadedRemote>();
  const modules = new Map<FederatedModuleId, unknown>();
  for (const remote of loaded) {
    if (!remote) continue;
    remotes.set(remote.name, remote);
    for (const [id, module] of remote.modules) modules.set(id, module);
  }
  const versions = new Map(
    entries.map(({ name, entry }) => [name, `${entry}#${remotes.get(name)?.version ?? 'down'}`]),
  );
  return {
    registry: registry?.remotes ?? [],
    remotes,
    modules,
    versions,
    declarations: declarationsKey(registry?.remotes ?? []),
  };
}
