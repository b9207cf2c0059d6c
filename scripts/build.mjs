// Builds the API and the front-end apps. Default: only what has no build, or an older one
// than its sources.
// `--all` rebuilds everything; names (`shell mfe-news`) build just those.
import { spawnSync } from 'node:child_process';
import { FRONTEND_APPS, ROOT, isBuilt } from './apps.mjs';

const args = process.argv.slice(2);
const all = args.includes('--all');
const named = args.filter((arg) => !arg.startsWith('--'));
const workspaces = named.length > 0 ? named : ['api', ...Object.values(FRONTEND_APPS)];

export function buildWorkspaces(list, { force }) {
  for (const workspace of list) {
    if (!force && isBuilt(workspace)) continue;
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
    console.log(`built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildWorkspaces(workspaces, { force: all || named.length > 0 });
}
