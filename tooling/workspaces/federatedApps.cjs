// The front-end apps of the repository, found by their descriptor: the `federation` block of a
// top-level folder's package.json (`{ "name": "<registry name>", "devPort": <port> }`). The
// workspace list, jest's and ESLint's projects and the build and start scripts all read this,
// so adding a remote is adding its folder (and its registry entry), not editing lists.
// CommonJS: jest's configuration loads it as well as the ES-module scripts.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * @returns {{ workspace: string, name: string, devPort: number, isHost: boolean }[]}
 *   the shell first, then the remotes by folder name
 */
function federatedApps(root = ROOT) {
  const apps = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const manifest = path.join(root, entry.name, 'package.json');
    if (!entry.isDirectory() || entry.name === 'node_modules' || !existsSync(manifest)) continue;
    const { federation } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (!federation) continue;
    if (typeof federation.name !== 'string' || !Number.isInteger(federation.devPort)) {
      throw new Error(`${manifest}: "federation" needs a name and a whole-number devPort`);
    }
    apps.push({
      workspace: entry.name,
      name: federation.name,
      devPort: federation.devPort,
      isHost: federation.name === 'shell',
    });
  }
  return apps.sort(
    (a, b) => Number(b.isHost) - Number(a.isHost) || a.workspace.localeCompare(b.workspace),
  );
}

module.exports = { federatedApps };
