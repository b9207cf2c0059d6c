import type { Logger } from 'pino';
import type { RegistryDocument, RegistryEntry } from './registryDocument.ts';

/** The origin of a manifest URL, or undefined when it is not an http(s) URL. */
function urlOrigin(manifest: string): string | undefined {
  try {
    const url = new URL(manifest);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origin of an entry's manifest URL, or undefined when it is not an http(s) URL. */
export function entryOrigin(entry: Pick<RegistryEntry, 'entry'>): string | undefined {
  return urlOrigin(entry.entry);
}

const allowedBy = (allowed: readonly string[]) => (origin: string | undefined) =>
  origin !== undefined && (allowed.length === 0 || allowed.includes(origin));

/**
 * The registry without the remotes served from origins outside `allowed` (none left out when
 * the list is empty, in development). Their code is neither run here nor allowed in the page.
 * A canary from such an origin is dropped alone: its remote keeps its stable version.
 */
export function allowedRemotes(
  document: RegistryDocument | undefined,
  allowed: readonly string[],
  logger?: Logger,
): RegistryDocument | undefined {
  if (!document) return document;
  const isAllowed = allowedBy(allowed);
  let changed = false;
  const remotes = document.remotes.flatMap((entry): RegistryEntry[] => {
    if (!isAllowed(entryOrigin(entry))) {
      logger?.error(
        { remote: entry.name, entry: entry.entry },
        'remote not from an allowed origin',
      );
      changed = true;
      return [];
    }
    if (entry.canary && !isAllowed(entryOrigin(entry.canary))) {
      logger?.error(
        { remote: entry.name, entry: entry.canary.entry },
        'canary not from an allowed origin: its remote stays on its stable version',
      );
      changed = true;
      const { canary: _refused, ...stable } = entry;
      return [stable];
    }
    return [entry];
  });
  return changed ? { ...document, remotes } : document;
}
