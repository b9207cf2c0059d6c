import { installHostFederation, type RemoteRegistryEntry } from '@alu/common';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { areaFallbackPlugin } from './areaFallbackPlugin';
import { splitLocalePath } from '@alu/common';
import { siteMenusOf } from '../../shared/siteMenus';
import { adoptRegistry, loadedRegistry, loadRegistry } from './remoteRegistry';
import {
  countSlotError,
  loadedFederatedModule,
  loadFederatedModule,
  registerRegistryRemotes,
} from './remoteModules';

let started = false;

/**
 * Registers runtime plugins and the remotes named by the registry document. A page rendered
 * by the server carries the registry it used, which saves the round trip to the API.
 */
export function startFederation(registry?: readonly RemoteRegistryEntry[]): void {
  if (started) return;
  started = true;
  if (registry) adoptRegistry(registry);
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 400 },
      script: { retryTimes: 2, retryDelay: 400 },
    }),
    areaFallbackPlugin(),
  ]);
  // Remotes that embed a piece of another remote load it through the host (RemoteSlot).
  installHostFederation({
    loadModule: loadFederatedModule,
    loadedModule: loadedFederatedModule,
    registry: loadRegistry,
    // In the page's language, as the server rendered them (the sitemap page lists them).
    siteMenus: () =>
      siteMenusOf(loadedRegistry() ?? null, splitLocalePath(window.location.pathname).locale),
    // Render failures of the modules remotes embed count against their remote's release.
    onSlotError: countSlotError,
  });
  // Registration happens as soon as the registry answers; areas wait for it on demand.
  void registerRegistryRemotes().catch(() => undefined);
}
