// The front-end apps of the repository, found by their descriptor: the `federation` block of a
// top-level folder's package.json (`{ "name": "<registry name>", "devPort": <port> }`). The
// workspace list, jest's and ESLint's projects and the build and start scripts all read this,
// so adding a remote is adding its folder (and its registry entry), not editing lists.
// Plain enough for every loader: jest's configuration (CommonJS) `require`s it and ESLint's
// imports it (Node 24 strips its types), the e2e tests' runner compiles it to CommonJS. So it
// names no file of its own (no `import.meta`): the caller gives the repository's root.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A front-end app as its package.json's `federation` block describes it. */
export interface FederatedApp {
  readonly workspace: string;
  readonly name: string;
  readonly devPort: number;
  readonly isHost: boolean;
}

/** The front-end apps of the repository at `root`: the shell first, then the remotes by folder name. */
export function federatedApps(root: string): FederatedApp[] {
  const apps: FederatedApp[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const manifest = path.join(root, entry.name, 'package.json');
    if (!entry.isDirectory() || entry.name === 'node_modules' || !existsSync(manifest)) continue;
    const { federation } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      federation?: { name?: unknown; devPort?: unknown };
    };
    if (!federation) continue;
    const { name, devPort } = federation;
    if (typeof name !== 'string' || typeof devPort !== 'number' || !Number.isInteger(devPort)) {
      throw new Error(`${manifest}: "federation" needs a name and a whole-number devPort`);
    }
    apps.push({ workspace: entry.name, name, devPort, isHost: name === 'shell' });
  }
  return apps.sort(
    (a, b) => Number(b.isHost) - Number(a.isHost) || a.workspace.localeCompare(b.workspace),
  );
}
