// `npm test`: lint, type-check, unit tests, the Helm chart rendered and checked, API tests on
// the real database, a backup restored, the Playwright e2e suite against the built site in
// Chromium, the images built and smoke-tested, then the production topology (nginx, Redis,
// Prometheus, two instances of each server started from their images) under faults and a
// rolling update. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { ROOT } from './apps.ts';

const steps: [name: string, args: string[], env?: Record<string, string>][] = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit tests', ['run', 'test:unit']],
  ['chart tests', ['run', 'test:chart']],
  ['build', ['run', 'build:missing']],
  ['API tests', ['run', 'test:api']],
  ['backup test', ['run', 'test:backup']],
  ['e2e tests', ['run', 'test:e2e']],
  ['images', ['run', 'images']],
  ['image tests', ['run', 'test:images']],
  // The Node services from their images' file systems: a file an image lacks fails here.
  ['topology tests', ['run', 'test:topology'], { TOPOLOGY_FROM_IMAGES: '1' }],
];

const only = process.argv.slice(2);
for (const [name, args, env = {}] of steps) {
  if (only.length > 0 && !only.some((word) => name.startsWith(word))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync('npm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
