// The release-cost section of `npm run bench`: building one remote alone, as its team
// releases it (`npm run release -w <remote>`, into a temporary releases folder), against
// building the whole site.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../apps.ts';
import { RELEASE_SHARE_MAX, check } from './budgets.ts';
import type { Checked } from './budgets.ts';

/** The release-cost section of the report. */
export interface ReleaseSection {
  workspace: string;
  releaseSeconds: number;
  fullBuildSeconds: number | null;
  share: number | null;
  budget: Checked;
}

export function benchRelease(
  fullBuildSeconds: number | null,
  workspace = 'mfe-contacts',
): ReleaseSection {
  const releases = mkdtempSync(path.join(tmpdir(), 'alu-bench-releases-'));
  try {
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'release', '-w', workspace], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releases },
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    const seconds = (Date.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`release failed: ${result.stderr.slice(-300)}`);
    const share = fullBuildSeconds ? Number((seconds / fullBuildSeconds).toFixed(2)) : null;
    return {
      workspace,
      releaseSeconds: Number(seconds.toFixed(1)),
      fullBuildSeconds: fullBuildSeconds === null ? null : Number(fullBuildSeconds.toFixed(1)),
      share,
      budget: { value: share, ...check(share, { max: RELEASE_SHARE_MAX }) },
    };
  } finally {
    rmSync(releases, { recursive: true, force: true });
  }
}
