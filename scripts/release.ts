// `npm run release -w <remote>`: builds that remote alone into an immutable, versioned folder
// releases/<remote>/<version>/ (version = package.json version + build id). Nothing else is
// built, and a published version is never overwritten: the build goes to a temporary folder
// that is renamed into place only when complete, and its files are made read-only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, ROOT, readJson } from './apps.ts';
import { publishStaged, releaseRecord, releasesRoot } from './releases.ts';
import type { FederationManifest } from './releases.ts';

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

function buildId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '.').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

const appDir = path.resolve(process.argv[2] ?? process.cwd());
const pkg = readJson<{ version: string; federation?: { name: string } }>(
  path.join(appDir, 'package.json'),
);
const remote = pkg.federation?.name;
if (!remote || remote === 'shell' || FRONTEND_APPS[remote] !== path.basename(appDir)) {
  fail(`run it in a remote's workspace: npm run release -w mfe-<area> (got ${appDir})`);
}

const version = `${pkg.version}-${buildId()}`;
const remoteDir = path.join(releasesRoot(), remote);
const target = path.join(remoteDir, version);
if (existsSync(target)) fail(`${remote} ${version} already exists; versions are never overwritten`);
const staging = path.join(remoteDir, `.staging-${version}`);
mkdirSync(remoteDir, { recursive: true });

const started = Date.now();
console.log(`release: building ${remote} ${version}…`);
const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
  cwd: appDir,
  env: { ...process.env, RELEASE_OUTPUT: staging },
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (build.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  fail(`the build of ${remote} failed`);
}

const manifest = readJson<FederationManifest>(path.join(staging, 'mf-manifest.json'));
publishStaged(
  staging,
  target,
  releaseRecord({ remote, version, packageVersion: pkg.version, manifest }),
);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`release: ${remote} ${version} in ${path.relative(ROOT, target)} (${seconds} s)`);
console.log(`release: activate it with  npm run remotes -- activate ${remote} ${version}`);
