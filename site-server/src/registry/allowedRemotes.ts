import type { Logger } from 'pino';
import type { RegistryDocument, RegistryEntry } from './registryDocument.ts';

/** The origin of an entry's manifest URL, or undefined when it is not an http(s) URL. */
export function entryOrigin(entry: RegistryEntry): string | undefined {
  try {
    const url = new URL(entry.entry);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The registry without the remotes served from origins outside `allowed` (none left out when
 * the list is empty, in development). Their code is neither run here nor allowed in the page.
 */
export function allowedRemotes(
  document: RegistryDocument | undefined,
  allowed: readonly string[],
  logger?: Logger,
): RegistryDocument | undefined {
  if (!document) return document;
  const remotes = document.remotes.filter((entry) => {
    const origin = entryOrigin(entry);
    const ok = origin !== undefined && (allowed.length === 0 || allowed.includes(origin));
    if (!ok) {
      logger?.error(
        { remote: entry.name, entry: entry.entry },
        'remote not from an allowed origin',
      );
    }
    return ok;
  });
  return remotes.length === document.remotes.length ? document : { remotes };
}
