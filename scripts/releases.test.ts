// The release store: a build published as an immutable version folder (named from the package's
// version and the build's manifests), its record, the versions listed oldest first, and the
// folders made read-only (checked by their modes: the tests may run as root, whom no mode stops).
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import {
  RELEASE_FILE,
  publishBuild,
  publishStaged,
  releaseRecord,
  releasedVersions,
  releasesRoot,
  removeTree,
} from './releases.ts';
import type { FederationManifest, ReleaseRecord } from './releases.ts';

const work = mkdtempSync(path.join(tmpdir(), 'alu-releases-test-'));
after(() => removeTree(work));

const mode = (entry: string) => statSync(entry).mode & 0o777;

/** Every file and folder below `dir`, with its mode. */
function modes(dir: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found[path.relative(dir, full)] = mode(full);
  }
  return found;
}

const MANIFEST: FederationManifest = {
  shared: [
    { name: 'react', version: '18.3.1', requiredVersion: '18.3.1' },
    { name: '@alu/common', version: '7.3.2', requiredVersion: '^7.3.0' },
    { name: 'left-pad', version: '1.3.0', requiredVersion: '^1.0.0' },
  ],
  exposes: [{ path: './routes' }, { path: './LatestNewsStrip' }],
};

/** A workspace `mfe-<name>` of a repository in `repository`, with a build in its dist/. */
function workspaceWithBuild(repository: string, name: string, version = '2.4.0'): string {
  const workspace = `mfe-${name}`;
  const dist = path.join(repository, workspace, 'dist');
  mkdirSync(path.join(dist, 'ssr'), { recursive: true });
  writeFileSync(
    path.join(repository, workspace, 'package.json'),
    JSON.stringify({ name: workspace, version }),
  );
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dist, 'routes.json'), JSON.stringify({ routes: [{ path: `/${name}` }] }));
  writeFileSync(path.join(dist, 'ssr', 'ssr-manifest.json'), JSON.stringify({ server: 's.js' }));
  writeFileSync(path.join(dist, 'ssr', 's.js'), 'module.exports = {};\n');
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'entry();\n');
  writeFileSync(path.join(dist, '.build-stamp'), '2026-11-27T10:00:00.000Z\n');
  return workspace;
}

describe('a build published as a release (publishBuild)', () => {
  let repository: string;
  let releases: string;
  beforeEach(() => {
    repository = mkdtempSync(path.join(work, 'repository-'));
    releases = path.join(work, `releases-${path.basename(repository)}`);
  });

  test('is named after its package version and a hash of its manifests, and holds the build', () => {
    const workspace = workspaceWithBuild(repository, 'news');
    const version = publishBuild('news', workspace, releases, repository);
    assert.match(version, /^2\.4\.0-build\.[0-9a-f]{12}$/);
    const folder = path.join(releases, 'news', version);
    assert.equal(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8'), 'entry();\n');
    assert.equal(readFileSync(path.join(folder, 'ssr', 's.js'), 'utf8'), 'module.exports = {};\n');
    assert.ok(!existsSync(path.join(folder, '.build-stamp')), 'the build stamp is not published');
    // Only the version folder: no staging folder is left beside it.
    assert.deepEqual(readdirSync(path.join(releases, 'news')), [version]);
  });

  test('records what the release is, exposes and shares', () => {
    const workspace = workspaceWithBuild(repository, 'news');
    const version = publishBuild('news', workspace, releases, repository);
    const record = JSON.parse(
      readFileSync(path.join(releases, 'news', version, RELEASE_FILE), 'utf8'),
    ) as ReleaseRecord;
    assert.equal(record.remote, 'news');
    assert.equal(record.version, version);
    assert.equal(record.packageVersion, '2.4.0');
    assert.ok(Math.abs(Date.parse(record.builtAt) - Date.now()) < 60_000, record.builtAt);
    assert.deepEqual(record.exposes, ['./routes', './LatestNewsStrip']);
    assert.deepEqual(record.shared, {
      react: { version: '18.3.1', requiredVersion: '18.3.1' },
      '@alu/common': { version: '7.3.2', requiredVersion: '^7.3.0' },
    });
  });

  test('is read-only, every folder and file of it', () => {
    const workspace = workspaceWithBuild(repository, 'news');
    const version = publishBuild('news', workspace, releases, repository);
    const folder = path.join(releases, 'news', version);
    assert.equal(mode(folder), 0o555);
    const inside = modes(folder);
    assert.deepEqual(inside, {
      [RELEASE_FILE]: 0o444,
      'mf-manifest.json': 0o444,
      'remoteEntry.js': 0o444,
      'routes.json': 0o444,
      ssr: 0o555,
      'ssr/s.js': 0o444,
      'ssr/ssr-manifest.json': 0o444,
    });
  });

  test('the same build is published once; a changed manifest is a new version', () => {
    const workspace = workspaceWithBuild(repository, 'news');
    const first = publishBuild('news', workspace, releases, repository);
    const builtAt = (
      JSON.parse(
        readFileSync(path.join(releases, 'news', first, RELEASE_FILE), 'utf8'),
      ) as ReleaseRecord
    ).builtAt;
    assert.equal(publishBuild('news', workspace, releases, repository), first);
    const again = JSON.parse(
      readFileSync(path.join(releases, 'news', first, RELEASE_FILE), 'utf8'),
    ) as ReleaseRecord;
    assert.equal(again.builtAt, builtAt, 'the published version was not written again');

    // A file that is not a manifest does not name the version; a manifest does.
    writeFileSync(path.join(repository, workspace, 'dist', 'remoteEntry.js'), 'changed();\n');
    assert.equal(publishBuild('news', workspace, releases, repository), first);
    writeFileSync(
      path.join(repository, workspace, 'dist', 'routes.json'),
      JSON.stringify({ routes: [{ path: '/news' }, { path: '/news/:url' }] }),
    );
    const second = publishBuild('news', workspace, releases, repository);
    assert.notEqual(second, first);
    assert.deepEqual(readdirSync(path.join(releases, 'news')).sort(), [first, second].sort());
  });

  test('refuses a workspace that has no build', () => {
    mkdirSync(path.join(repository, 'mfe-empty'));
    assert.throws(
      () => publishBuild('empty', 'mfe-empty', releases, repository),
      /mfe-empty is not built: run npm run build/,
    );
    assert.ok(!existsSync(path.join(releases, 'empty')));
  });
});

describe('the versions of a remote (releasedVersions)', () => {
  test('are listed oldest first by their build time, folders without a record left out', () => {
    const root = mkdtempSync(path.join(work, 'listed-'));
    const record = (version: string, builtAt: string) => {
      const staging = path.join(root, 'news', `.staging-${version}`);
      mkdirSync(staging, { recursive: true });
      const made = releaseRecord({
        remote: 'news',
        version,
        packageVersion: '1.0.0',
        manifest: MANIFEST,
      });
      publishStaged(staging, path.join(root, 'news', version), { ...made, builtAt });
    };
    // Names that sort the other way round than their times.
    record('1.0.0-c', '2026-11-01T08:00:00.000Z');
    record('1.0.0-a', '2026-11-20T08:00:00.000Z');
    record('1.0.0-b', '2026-11-10T08:00:00.000Z');
    mkdirSync(path.join(root, 'news', '1.0.0-unfinished'));
    assert.deepEqual(
      releasedVersions('news', root).map((release) => release.version),
      ['1.0.0-c', '1.0.0-b', '1.0.0-a'],
    );
    assert.deepEqual(releasedVersions('contacts', root), []);
  });

  test('are kept under RELEASES_DIR when it is set', () => {
    const saved = process.env.RELEASES_DIR;
    try {
      process.env.RELEASES_DIR = path.join(work, 'elsewhere');
      assert.equal(releasesRoot(), path.join(work, 'elsewhere'));
      delete process.env.RELEASES_DIR;
      assert.equal(releasesRoot(), path.resolve(import.meta.dirname, '..', 'releases'));
    } finally {
      if (saved === undefined) delete process.env.RELEASES_DIR;
      else process.env.RELEASES_DIR = saved;
    }
  });
});

test('a tree of read-only versions is removed whole (removeTree)', () => {
  const root = mkdtempSync(path.join(work, 'removed-'));
  const staging = path.join(root, 'news', '.staging-x');
  mkdirSync(path.join(staging, 'deep'), { recursive: true });
  writeFileSync(path.join(staging, 'deep', 'file.js'), 'x');
  publishStaged(
    staging,
    path.join(root, 'news', '1.0.0-x'),
    releaseRecord({
      remote: 'news',
      version: '1.0.0-x',
      packageVersion: '1.0.0',
      manifest: MANIFEST,
    }),
  );
  assert.equal(mode(path.join(root, 'news', '1.0.0-x', 'deep')), 0o555);
  removeTree(root);
  assert.ok(!existsSync(root));
  removeTree(root);
});
