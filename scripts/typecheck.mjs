// Type-checks every workspace that has a tsconfig (strict base at the root).
import { spawnSync } from 'node:child_process';
import { existsSync, globSync } from 'node:fs';
import path from 'node:path';
import { ROOT, readJson } from './apps.mjs';

// Workspace entries may be patterns (`mfe-*`): every remote folder is a workspace.
const workspaces = readJson(path.join(ROOT, 'package.json')).workspaces.flatMap((pattern) =>
  globSync(pattern, { cwd: ROOT }),
);
let failed = false;
for (const workspace of workspaces) {
  const config = path.join(ROOT, workspace, 'tsconfig.json');
  if (!existsSync(config)) continue;
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', config, '--noEmit'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} typecheck ${workspace}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
