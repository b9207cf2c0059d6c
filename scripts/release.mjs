// `npm run release -w <remote>`: builds that remote alone into an immutable, versioned folder
// releases/<remote>/<version>/ (version = package.json version + build id). Nothing else is
// built, and a published version is never overwritten: the build goes to a temporary folder
// that is renamed into place only when complete, and its files are made read-only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, ROOT } from './apps.mjs';
import { RELEASE_FILE, releasesRoot } from './releases.mjs';

const SHARED_OF_INTEREST = ['react', 'react-dom', 'react-router-dom', 'zustand', '@alu/common'];

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

function buildId(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '.').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function makeReadOnly(entry) {
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry)) makeReadOnly(path.join(entry, name));
    chmodSync(entry, 0o555);
  } else {
    chmodSync(entry, 0o444);
  }
}

const appDir = path.resolve(process.argv[2] ?? process.cwd());
const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
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

const manifest = JSON.parse(readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8'));
const shared = Object.fromEntries(
  manifest.shared
    .filter((item) => SHARED_OF_INTEREST.includes(item.name))
    .map((item) => [item.name, { version: item.version, requiredVersion: item.requiredVersion }]),
);
const release = {
  remote,
  version,
  packageVersion: pkg.version,
  builtAt: new Date().toISOString(),
  commit: gitCommit(),
  exposes: manifest.exposes.map((expose) => expose.path),
  shared,
};
writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
renameSync(staging, target);
makeReadOnly(target);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`release: ${remote} ${version} in ${path.relative(ROOT, target)} (${seconds} s)`);
console.log(`release: activate it with  npm run remotes -- activate ${remote} ${version}`);
