import {
  getHostFederation,
  isSearchModule,
  REMOTE_AREA_LABELS,
  SEARCH_EXPOSE,
  type RemoteName,
  type RemoteRegistryEntry,
  type SearchModule,
} from '@alu/common';

function host() {
  const federation = getHostFederation();
  if (!federation) throw new Error('The federation runtime has not started');
  return federation;
}

/** A remote's contribution to the search: its module, or the news that it could not answer. */
export type SearchSource =
  | { readonly remote: RemoteName; readonly status: 'ready'; readonly module: SearchModule }
  | { readonly remote: RemoteName; readonly status: 'unavailable'; readonly label: string };

/**
 * A remote of the public site: one with a page visitors see inside the site's header and
 * footer. The administration's remote is never asked (nor downloaded).
 */
function isPublic(entry: RemoteRegistryEntry): boolean {
  return (entry.routes?.routes ?? []).some((route) => route.chrome !== false);
}

interface ManifestExpose {
  readonly path?: unknown;
}

/** Whether the remote's manifest lists the search module among what it exposes. */
async function offersSearch(entry: RemoteRegistryEntry): Promise<boolean> {
  const response = await fetch(entry.entry, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${entry.entry} answered ${response.status}`);
  const manifest = (await response.json()) as { exposes?: readonly ManifestExpose[] };
  return (manifest.exposes ?? []).some((expose) => expose.path === SEARCH_EXPOSE);
}

async function loadSource(entry: RemoteRegistryEntry): Promise<SearchSource | null> {
  const unavailable: SearchSource = {
    remote: entry.name,
    status: 'unavailable',
    label: REMOTE_AREA_LABELS[entry.name] ?? entry.name,
  };
  const id = `${entry.name}/search` as const;
  try {
    // The server has every exposed module at hand: no manifest to read.
    const atHand = host().loadedModule?.(id);
    if (atHand === undefined && !(await offersSearch(entry))) return null;
    const loaded = atHand ?? (await host().loadModule(id));
    const module = (loaded as { default?: unknown } | undefined)?.default;
    return isSearchModule(module) ? { remote: entry.name, status: 'ready', module } : unavailable;
  } catch {
    return unavailable;
  }
}

const ready = new Map<RemoteName, SearchSource>();
const without = new Set<RemoteName>();

/**
 * The search modules of every public remote that exposes `./search`, found through its
 * manifest, so a remote joins the search without a change here. Loaded when the overlay
 * first opens; a remote that answered is not asked again, one that failed is asked again
 * the next time the overlay opens.
 */
export async function loadSearchSources(): Promise<SearchSource[]> {
  const registry = await host().registry();
  const publicRemotes = registry.filter(isPublic);
  // The server renders each request with the registry of that moment: it remembers nothing.
  const remember = typeof window !== 'undefined';
  const sources = await Promise.all(
    publicRemotes.map(async (entry): Promise<SearchSource | null> => {
      if (remember && without.has(entry.name)) return null;
      const known = remember ? ready.get(entry.name) : undefined;
      if (known) return known;
      const source = await loadSource(entry);
      if (remember && source === null) without.add(entry.name);
      else if (remember && source?.status === 'ready') ready.set(entry.name, source);
      return source;
    }),
  );
  return sources.filter((source): source is SearchSource => source !== null);
}
