import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Keep this module free of shared imports (React…): runtime plugins may run before the
// shared scope exists.

const UNAVAILABLE = '__remoteUnavailable__';

export interface UnavailableRemoteModule {
  readonly [UNAVAILABLE]: true;
  readonly id: string;
  readonly error: unknown;
}

export function isUnavailableRemote(module: unknown): module is UnavailableRemoteModule {
  return typeof module === 'object' && module !== null && UNAVAILABLE in module;
}

/**
 * When an exposed module cannot be loaded (manifest or entry unreachable, script error),
 * resolve `loadRemote` to a marker instead of rejecting, so only that area degrades.
 */
export function areaFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'alu-area-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // 'afterResolve' is the manifest fetch: returning nothing lets the runtime raise,
      // which ends in the 'onLoad' branch below.
      if (lifecycle !== 'onLoad') return undefined;
      const marker: UnavailableRemoteModule = { [UNAVAILABLE]: true, id, error };
      return marker;
    },
  };
}
