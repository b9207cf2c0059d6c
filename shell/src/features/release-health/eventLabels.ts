// Turns what the page recorded into the beacon's events: each labelled with the remote (or the
// shell) that owned the page or slot, the version it ran and the page's route template.
import type { RemoteName, RemoteRegistryEntry } from '@alu/common';
import { SHELL_OWNER } from '@alu/common/contracts';
import { REGISTRY_FILE_VERSION, type TelemetryEvent } from '@alu/common/contracts/schemas';
import type { PageView, QueuedEvent } from '../../shared/releaseHealthQueue';
import { SHELL_VERSION } from './shellVersion';

/**
 * The owner of an uncaught error, from the script addresses in its stack: the remote whose
 * folder (its manifest's, where its entry and chunks are) comes first in the stack (the
 * topmost frame; remotes' folders do not nest), else the shell when a frame is a script of
 * the page's origin, else nobody (a browser extension, a third party, an error the browser
 * muted).
 */
export function ownerOfStack(
  stack: string,
  registry: readonly RemoteRegistryEntry[],
  pageUrl: string,
): RemoteName | undefined {
  let owner: RemoteName | undefined;
  let first = stack.length;
  for (const { name, entry } of registry) {
    const at = stack.indexOf(new URL('.', new URL(entry, pageUrl)).href);
    if (at >= 0 && at < first) [owner, first] = [name, at];
  }
  return owner ?? (stack.includes(new URL('/', pageUrl).href) ? SHELL_OWNER : undefined);
}

/**
 * The labelled event of one recorded event, with the registry the page runs with (undefined:
 * an uncaught error of nobody's). What happened before the first view belongs to its route.
 */
export function labelEvent(
  { owner, stack, route, ...event }: QueuedEvent,
  firstView: PageView,
  registry: readonly RemoteRegistryEntry[],
): TelemetryEvent | undefined {
  const remote =
    stack === undefined ? (owner ?? SHELL_OWNER) : ownerOfStack(stack, registry, location.href);
  if (!remote) return undefined;
  return {
    ...event,
    remote,
    version:
      remote === SHELL_OWNER
        ? SHELL_VERSION
        : (registry.find(({ name }) => name === remote)?.version ?? REGISTRY_FILE_VERSION),
    // A remote may declare a path longer than a label may be.
    route: (route ?? firstView.route).slice(0, 200),
  };
}
