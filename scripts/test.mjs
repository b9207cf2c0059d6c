// `npm test`: lint, type-check, unit tests, API tests on the real database, the Playwright
// e2e suite against the built site in Chromium, then the production topology (nginx, Redis,
// two instances of each server) under faults. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { ROOT } from './apps.mjs';

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit tests', ['run', 'test:unit']],
  ['build', ['run', 'build:missing']],
  ['API tests', ['run', 'test:api']],
  ['e2e tests', ['run', 'test:e2e']],
  ['topology tests', ['run', 'test:topology']],
];

const only = process.argv.slice(2);
for (const [name, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.startsWith(word))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
