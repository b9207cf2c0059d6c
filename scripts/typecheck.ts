// Type-checks every workspace that has a tsconfig (strict base at the root), and the scripts.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync } from 'node:fs';
import path from 'node:path';
import { ROOT, readJson } from './apps.ts';

// Workspace entries may be patterns (`mfe-*`): every remote folder is a workspace. The scripts
// are no workspace (nothing installs them) but have their own tsconfig.
const { workspaces } = readJson<{ workspaces: string[] }>(path.join(ROOT, 'package.json'));
const projects = [...workspaces.flatMap((pattern) => globSync(pattern, { cwd: ROOT })), 'scripts'];
let failed = false;
for (const project of projects) {
  const config = path.join(ROOT, project, 'tsconfig.json');
  if (!existsSync(config)) continue;
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', config, '--noEmit'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} typecheck ${project}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
