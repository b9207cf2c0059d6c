// Keeps package-lock.json installable with `npm ci` against a registry that serves only
// some platforms' binaries. Packages such as @rspack/binding and unrs-resolver (jest)
// list one optional binary package per platform; where the registry has no copy of a
// platform's package, `npm install` leaves it out of the lock but keeps the parent's
// listing, and `npm ci` then refuses the lock ("Missing: … from lock file"). This drops
// listings of optional packages that the lock does not contain. Runs as the root
// `postinstall`; it changes nothing when the lock is complete.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

const lockPath = path.join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
  packages?: Record<string, LockEntry>;
};
const packages = lock.packages ?? {};

/** Where Node would find `name` from the package at `key` (nearest node_modules upwards). */
function isResolvable(key: string, name: string): boolean {
  let prefix = key;
  for (;;) {
    if (packages[prefix ? `${prefix}/node_modules/${name}` : `node_modules/${name}`]) return true;
    if (!prefix) return false;
    const index = prefix.lastIndexOf('/node_modules/');
    prefix = index >= 0 ? prefix.slice(0, index) : '';
  }
}

let removed = 0;
for (const [key, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  for (const name of Object.keys(optional)) {
    if (!isResolvable(key, name)) {
      delete optional[name];
      removed += 1;
    }
  }
}

if (removed > 0) {
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`prune-lockfile: dropped ${removed} optional packages the registry does not serve`);
}
