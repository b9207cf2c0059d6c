// Every name an app's browser code imports from 'react-router-dom' must be in the shared
// router (reactRouterDomShared.mjs): a missing one is undefined in the browser at run time
// (the server has the whole package, so server rendering alone would not show it).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FACADE = readFileSync(new URL('./reactRouterDomShared.mjs', import.meta.url), 'utf8');
const offered = new Set([...FACADE.matchAll(/^\s+(\w+),$/gm)].map(([, name]) => name));

function sources(dir, found = []) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) sources(file, found);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$|testing|server/.test(file)) found.push(file);
  }
  return found;
}

test('the shared router offers every name the apps import from react-router-dom', () => {
  const apps = readdirSync(ROOT).filter((name) => /^(mfe-|shell$|common$)/.test(name));
  const missing = [];
  for (const app of apps) {
    for (const file of sources(path.join(ROOT, app, 'src'))) {
      const code = readFileSync(file, 'utf8');
      for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
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
  assert.ok(offered.size > 10, 'the facade lists its names one per line');
  assert.deepEqual(missing, []);
});
