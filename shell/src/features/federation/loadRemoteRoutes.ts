import type { RemoteName, RemoteRoutesModule } from '@alu/common';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isUnavailableRemote } from './areaFallbackPlugin';
import { findRemote } from './remoteRegistry';
import { registerFromRegistry } from './startFederation';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote "${remote}" is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RemoteRoutesModule).pages === 'object' &&
    typeof (value as RemoteRoutesModule).areaLabel === 'string'
  );
}

const attempts = new Map<RemoteName, Promise<RemoteRoutesModule>>();
const resolved = new Map<RemoteName, RemoteRoutesModule>();
const failedBefore = new Set<RemoteName>();

async function load(remote: RemoteName): Promise<RemoteRoutesModule> {
  try {
    await registerFromRegistry();
    if (failedBefore.has(remote)) {
      // Drop what the runtime cached of the failed attempt (manifest, entry, container).
      const entry = await findRemote(remote);
      registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
    }
    const module = await loadRemote<{ default?: unknown }>(`${remote}/routes`);
    if (isUnavailableRemote(module)) throw module.error;
    const routes = module?.default;
    if (!isRoutesModule(routes)) throw new Error(`"${remote}/routes" does not export pages`);
    return routes;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/** The remote's routes module if it has already been loaded (lets areas render at once). */
export function loadedRemoteRoutes(remote: RemoteName): RemoteRoutesModule | undefined {
  return resolved.get(remote);
}

/**
 * Loads a remote's `./routes` module once. A failure is forgotten, so the next call (the
 * area's retry button) loads it afresh with the runtime's cache of that remote cleared.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const cached = attempts.get(remote);
  if (cached) return cached;
  const attempt = load(remote).then(
    (routes) => {
      resolved.set(remote, routes);
      failedBefore.delete(remote);
      return routes;
    },
    (error: unknown) => {
      attempts.delete(remote);
      failedBefore.add(remote);
      throw error;
    },
  );
  attempts.set(remote, attempt);
  return attempt;
}
