// Where released remote versions are kept: releases/<remote>/<version>/ (an object store or
// CDN bucket in production). A version folder is written once and never changed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export const RELEASE_FILE = 'release.json';

export function releasesRoot() {
  return path.resolve(ROOT, process.env.RELEASES_DIR ?? 'releases');
}

/** Versions of a remote that have been released, oldest first (by their build time). */
export function releasedVersions(remote, root = releasesRoot()) {
  const dir = path.join(root, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, RELEASE_FILE)))
    .map((entry) => JSON.parse(readFileSync(path.join(dir, entry.name, RELEASE_FILE), 'utf8')))
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}
