// `npm test -w <remote>`: that remote's own pipeline. Its unit tests, then its e2e specs
// (e2e/tests/<area>) in Chromium against the rest of the site as it is: the remote is rebuilt
// when its sources changed, the shell and the other remotes are not (built only if they never
// were). Stops at the first failure.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.ts';

const appDir = path.resolve(process.argv[2] ?? process.cwd());
const workspace = path.basename(appDir);
const { federation } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
  federation: { name: string };
};
const area = federation.name;

const steps: [name: string, command: string, args: string[], options: SpawnSyncOptions][] = [
  ['unit tests', 'npx', ['jest', '--selectProjects', 'unit', '--', workspace], {}],
  [
    'e2e tests',
    'npx',
    ['playwright', 'test', path.join('tests', area)],
    { cwd: path.join(ROOT, 'e2e'), env: { ...process.env, E2E_BUILD: workspace } },
  ],
];
for (const [name, command, args, options] of steps) {
  console.log(`\n▶ ${workspace}: ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${workspace}: ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ ${workspace}: unit and e2e tests passed`);
