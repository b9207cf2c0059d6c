// Every name an app's browser code imports from a package shared through a facade
// (reactRouterDomShared.ts) must be in that facade: a missing one is undefined in the browser
// at run time (the server has the whole package, so server rendering alone would not show it).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) sources(file, found);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$|testing|server/.test(file)) found.push(file);
  }
  return found;
}

/** Names imported from `pkg` by the apps' browser code that `facade` does not offer. */
function missingFrom(pkg: string, facade: string): string[] {
  const code = readFileSync(new URL(facade, import.meta.url), 'utf8');
  const offered = new Set([...code.matchAll(/^\s+(\w+),$/gm)].map(([, name]) => name));
  assert.ok(offered.size > 2, `${facade} lists its names one per line`);
  const apps = readdirSync(ROOT).filter((name) => /^(mfe-|shell$|common$)/.test(name));
  const importing = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g');
  const missing: string[] = [];
  for (const app of apps) {
    for (const file of sources(path.join(ROOT, app, 'src'))) {
      for (const [, names = ''] of readFileSync(file, 'utf8').matchAll(importing)) {
        for (const raw of names.split(',')) {
          const name = raw
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !raw.trim().startsWith('type ') && !offered.has(name)) {
            missing.push(`${path.relative(ROOT, file)}: ${name}`);
          }
        }
      }
    }
  }
  return missing;
}

test('the shared router offers every name the apps import from react-router-dom', () => {
  assert.deepEqual(missingFrom('react-router-dom', './reactRouterDomShared.ts'), []);
});
