import type { RemoteName, RemoteRegistryDocument, RemoteRegistryEntry } from '@alu/common';
import { noteRegistry } from '../../shared/releaseHealthQueue';

export const REGISTRY_URL = '/api/remotes';

let pending: Promise<readonly RemoteRegistryEntry[]> | undefined;
/** The registry once read (or adopted), for callers that cannot wait. */
let known: readonly RemoteRegistryEntry[] | undefined;

function isRegistryDocument(value: unknown): value is RemoteRegistryDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { remotes } = value as { remotes?: unknown };
  return (
    Array.isArray(remotes) &&
    remotes.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as RemoteRegistryEntry).name === 'string' &&
        typeof (entry as RemoteRegistryEntry).entry === 'string',
    )
  );
}

async function fetchRegistry(): Promise<readonly RemoteRegistryEntry[]> {
  const response = await fetch(REGISTRY_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRegistryDocument(body)) throw new Error('Remote registry document has an invalid shape');
  return body.remotes;
}

/** Takes the registry the server rendered the page with, instead of fetching it. */
export function adoptRegistry(remotes: readonly RemoteRegistryEntry[]): void {
  known = remotes;
  noteRegistry(remotes);
  pending = Promise.resolve(remotes);
}

/** The registry if it has been read already. */
export function loadedRegistry(): readonly RemoteRegistryEntry[] | undefined {
  return known;
}

/** The registry document, fetched once; a failed fetch is forgotten so a retry asks again. */
export function loadRegistry(): Promise<readonly RemoteRegistryEntry[]> {
  pending ??= fetchRegistry().then(
    (remotes) => {
      noteRegistry(remotes);
      return (known = remotes);
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export async function findRemote(name: RemoteName): Promise<RemoteRegistryEntry> {
  const remotes = await loadRegistry();
  const entry = remotes.find((remote) => remote.name === name);
  if (!entry) throw new Error(`Remote "${name}" is not in the registry`);
  return entry;
}
