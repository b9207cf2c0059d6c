// Where released remote versions are kept: releases/<remote>/<version>/ (an object store or
// CDN bucket in production). A version folder is written once and never changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
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
import { SINGLETONS } from '../tooling/webpack/sharedSingletons.ts';
import { ROOT, readJson } from './apps.ts';

export const RELEASE_FILE = 'release.json';

/** A version's release.json: what it is, when it was built, what it exposes and shares. */
export interface ReleaseRecord {
  remote: string;
  version: string;
  packageVersion: string;
  builtAt: string;
  commit: string | undefined;
  exposes: string[];
  shared: Record<string, { version: string; requiredVersion: string | false | undefined }>;
}

/** What a release record is made from of a build's mf-manifest.json. */
export interface FederationManifest {
  shared: { name: string; version: string; requiredVersion?: string | false }[];
  exposes: { path: string }[];
}

export function releasesRoot(): string {
  return path.resolve(ROOT, process.env.RELEASES_DIR ?? 'releases');
}

/** Versions of a remote that have been released, oldest first (by their build time). */
export function releasedVersions(remote: string, root = releasesRoot()): ReleaseRecord[] {
  const dir = path.join(root, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, RELEASE_FILE)))
    .map((entry) => readJson<ReleaseRecord>(path.join(dir, entry.name, RELEASE_FILE)))
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

/** The shared dependencies a release records the versions of. */
const SHARED_OF_INTEREST = [...SINGLETONS, '@alu/common'];

function gitCommit(): string | undefined {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The release.json of a version: what it is, when it was built, what it exposes and shares. */
export function releaseRecord({
  remote,
  version,
  packageVersion,
  manifest,
}: {
  remote: string;
  version: string;
  packageVersion: string;
  manifest: FederationManifest;
}): ReleaseRecord {
  const shared = Object.fromEntries(
    manifest.shared
      .filter((item) => SHARED_OF_INTEREST.includes(item.name))
      .map((item) => [item.name, { version: item.version, requiredVersion: item.requiredVersion }]),
  );
  return {
    remote,
    version,
    packageVersion,
    builtAt: new Date().toISOString(),
    commit: gitCommit(),
    exposes: manifest.exposes.map((expose) => expose.path),
    shared,
  };
}

/** Published versions are read-only: nobody changes a file a browser may have cached forever. */
export function makeReadOnly(entry: string): void {
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry)) makeReadOnly(path.join(entry, name));
    chmodSync(entry, 0o555);
  } else {
    chmodSync(entry, 0o444);
  }
}

/** Removes a folder holding published versions (a test's or bench's own): writable first. */
export function removeTree(entry: string): void {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    chmodSync(entry, 0o755);
    for (const name of readdirSync(entry)) removeTree(path.join(entry, name));
  }
  rmSync(entry, { recursive: true, force: true });
}

/** Moves a complete staging folder into place as `target`, with its release.json, read-only. */
export function publishStaged(staging: string, target: string, record: ReleaseRecord): void {
  writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(record, null, 2)}\n`);
  renameSync(staging, target);
  makeReadOnly(target);
}

/**
 * A remote's working build (`dist`) published as a release folder, for a production start:
 * its version is the package's plus a hash of the build's manifests, so the same build is
 * published once and a new one gets a new, immutable path. Answers the version. The workspace
 * is a folder of `repository` (this one, but for tests).
 */
export function publishBuild(
  remote: string,
  workspace: string,
  root = releasesRoot(),
  repository = ROOT,
): string {
  const dist = path.join(repository, workspace, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${workspace} is not built: run npm run build`);
  const hash = createHash('sha256');
  for (const file of ['mf-manifest.json', 'routes.json', path.join('ssr', 'ssr-manifest.json')]) {
    const full = path.join(dist, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  const packageVersion = readJson<{ version: string }>(
    path.join(repository, workspace, 'package.json'),
  ).version;
  const version = `${packageVersion}-build.${hash.digest('hex').slice(0, 12)}`;
  const target = path.join(root, remote, version);
  if (existsSync(target)) return version;
  const staging = path.join(root, remote, `.staging-${version}-${process.pid}`);
  mkdirSync(path.dirname(staging), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  cpSync(dist, staging, { recursive: true, filter: (source) => !source.endsWith('.build-stamp') });
  const manifest = readJson<FederationManifest>(manifestFile);
  publishStaged(staging, target, releaseRecord({ remote, version, packageVersion, manifest }));
  return version;
}
