import {
  isRemoteRoutesModule,
  type FederatedModuleId,
  type RemoteName,
  type RemoteRoutesModule,
} from '@alu/common';
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

const attempts = new Map<RemoteName, Promise<RemoteRoutesModule>>();
const loadedModules = new Map<FederatedModuleId, unknown>();
const resolved = new Map<RemoteName, RemoteRoutesModule>();
const failedBefore = new Set<RemoteName>();

function remoteOf(id: FederatedModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName; // the template type guarantees the prefix
}

/**
 * Loads an exposed module (`news/LatestNewsStrip`). After a failure of that remote the next
 * call drops what the runtime cached of it (manifest, entry, container) and loads afresh.
 */
export async function loadFederatedModule(id: FederatedModuleId): Promise<unknown> {
  const remote = remoteOf(id);
  try {
    await registerFromRegistry();
    if (failedBefore.has(remote)) {
      const entry = await findRemote(remote);
      registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
    }
    const module = await loadRemote<unknown>(id);
    if (isUnavailableRemote(module)) throw module.error;
    failedBefore.delete(remote);
    loadedModules.set(id, module);
    return module;
  } catch (error) {
    failedBefore.add(remote);
    throw new RemoteUnavailableError(remote, error);
  }
}

/** An exposed module already loaded, so a RemoteSlot can render it without suspending. */
export function loadedFederatedModule(id: FederatedModuleId): unknown {
  return loadedModules.get(id);
}

async function load(remote: RemoteName): Promise<RemoteRoutesModule> {
  const module = await loadFederatedModule(`${remote}/routes`);
  const routes = (module as { default?: unknown } | undefined)?.default;
  if (!isRemoteRoutesModule(routes)) {
    throw new RemoteUnavailableError(remote, new Error(`"${remote}/routes" does not export pages`));
  }
  return routes;
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
      return routes;
    },
    (error: unknown) => {
      attempts.delete(remote);
      throw error;
    },
  );
  attempts.set(remote, attempt);
  return attempt;
}
