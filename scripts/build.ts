// Builds the API and the front-end apps. Default: only what has no build, or an older one
// than its sources.
// `--all` rebuilds everything; names (`shell mfe-news`) build just those.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { FRONTEND_APPS, ROOT, buildStamp, isBuilt } from './apps.ts';

const args = process.argv.slice(2);
const all = args.includes('--all');
const named = args.filter((arg) => !arg.startsWith('--'));
/** Everything `npm start`, the e2e tests and the benchmarks need, in build order. */
export const ALL_WORKSPACES = ['api', ...Object.values(FRONTEND_APPS)];
const workspaces = named.length > 0 ? named : ALL_WORKSPACES;

/**
 * Builds the workspaces of `list` that need it (all of them with `force`). `ifMissing`: build
 * only workspaces that were never built, whatever their age (a remote's own pipeline tests
 * against the others as they are).
 */
export function buildWorkspaces(
  list: readonly string[],
  { force, ifMissing = false }: { force: boolean; ifMissing?: boolean },
): void {
  for (const workspace of list) {
    if (!force && (ifMissing ? existsSync(buildStamp(workspace)) : isBuilt(workspace))) continue;
    const started = Date.now();
    console.log(`building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace, '--silent'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0) {
      console.error(`build of ${workspace} failed`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(buildStamp(workspace), `${new Date().toISOString()}\n`);
    console.log(`built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildWorkspaces(workspaces, { force: all || named.length > 0 });
}
