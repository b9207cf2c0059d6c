import { installHostFederation } from '@alu/common';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { areaFallbackPlugin } from './areaFallbackPlugin';
import { loadFederatedModule } from './loadRemoteRoutes';
import { loadRegistry } from './remoteRegistry';

let started = false;

/** Registers runtime plugins and the remotes named by the registry document. */
export function startFederation(): void {
  if (started) return;
  started = true;
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 400 },
      script: { retryTimes: 2, retryDelay: 400 },
    }),
    areaFallbackPlugin(),
  ]);
  // Remotes that embed a piece of another remote load it through the host (RemoteSlot).
  installHostFederation({ loadModule: loadFederatedModule, registry: loadRegistry });
  // Registration happens as soon as the registry answers; areas wait for it on demand.
  void registerFromRegistry().catch(() => undefined);
}

export async function registerFromRegistry(): Promise<void> {
  const remotes = await loadRegistry();
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}
