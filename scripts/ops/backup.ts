// `npm run backup [-- --out-dir <dir>] [--keep <n>]` and
// `npm run restore -- <archive> [--force] [--registry-out <file>]`: the API's backup command
// (api/dist/components/backup/cli.js, the one the cluster's CronJob runs from the API image),
// after building the API when its build is missing or older than its sources. Paths are taken
// from the folder npm was started in; a backup without --out-dir goes to `backups/` at the root.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../apps.ts';
import { buildWorkspaces } from '../build.ts';

const [command, ...args] = process.argv.slice(2);
buildWorkspaces(['api'], { force: false });
const defaults =
  command === 'backup' && !args.some((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='))
    ? ['--out-dir', path.join(ROOT, 'backups')]
    : [];
const result = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'api', 'dist', 'components', 'backup', 'cli.js'),
    command ?? '',
    ...args,
    ...defaults,
  ],
  { cwd: process.env.INIT_CWD ?? process.cwd(), stdio: 'inherit' },
);
process.exit(result.status ?? 1);
