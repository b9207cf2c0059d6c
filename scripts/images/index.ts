// `npm run images`: the OCI images of the API, the site server and the static origin
// (ops/images/<unit>/Containerfile), built with buildah from the repository root:
// 1. what is not built yet or older than its sources (as `npm run build:missing`): the
//    images take the builds in */dist as they are, so webpack never runs inside a build;
// 2. the base images (bases.ts: the official ones, or local ones from Debian packages);
// 3. each remote's build published as a release folder for the static origin to bake in;
// 4. the three images, tagged localhost/alumis/<unit>:<version>-<short revision>; the
//    project's images of other revisions are removed;
// 5. their sizes, printed and written to .cache/images/images.json (the bench reads it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, ROOT, readJson } from '../apps.ts';
import { ALL_WORKSPACES, buildWorkspaces } from '../build.ts';
import { publishBuild, removeTree } from '../releases.ts';
import { BASE_ARGS, resolveBases } from './bases.ts';
import type { BaseKind } from './bases.ts';
import {
  IMAGES_DIR,
  REPORT_FILE,
  UNITS,
  buildah,
  containerfile,
  imageRef,
  imageSize,
  imageTag,
  inspectImage,
  revision,
} from './images.ts';
import type { ImagesReport, Unit } from './images.ts';

/** The base each unit is built on. */
const UNIT_BASE: Record<Unit, 'node' | 'nginx'> = {
  api: 'node',
  'site-server': 'node',
  'static-origin': 'nginx',
};
/** Where the static origin's Containerfile takes the releases it bakes in. */
const RELEASES_STAGING = path.join(IMAGES_DIR, 'releases');

const seconds = (since: number) => Number(((Date.now() - since) / 1000).toFixed(1));
const megabytes = (bytes: number) => Number((bytes / 1e6).toFixed(1));

function sourceUrl(): string {
  if (process.env.IMAGE_SOURCE) return process.env.IMAGE_SOURCE;
  const remote = spawnSync('git', ['config', '--get', 'remote.origin.url'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return remote.status === 0 && remote.stdout.trim() ? remote.stdout.trim() : `file://${ROOT}`;
}

/**
 * Bytes the container storage takes on disk (all images and layers, this project's or not;
 * not the file systems of containers mounted meanwhile).
 */
function storageBytes(): number | null {
  const root = (JSON.parse(buildah(['info'])) as { store: { GraphRoot: string } }).store.GraphRoot;
  const result = spawnSync('du', ['-sbx', root], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.split('\t')[0]) : null;
}

/** Every remote's current build as an immutable release folder, as start:production does. */
function stageReleases(): Record<string, string> {
  removeTree(RELEASES_STAGING);
  mkdirSync(RELEASES_STAGING, { recursive: true });
  return Object.fromEntries(
    Object.entries(FRONTEND_APPS)
      .filter(([name]) => name !== 'shell')
      .map(([name, workspace]) => [name, publishBuild(name, workspace, RELEASES_STAGING)]),
  );
}

/** Removes the project's images of other tags (each revision would otherwise keep three). */
function removeOtherTags(tag: string): string[] {
  const listed = (JSON.parse(buildah(['images', '--json']) || '[]') ?? []) as {
    names?: string[];
  }[];
  const stale = listed
    .flatMap((image) => image.names ?? [])
    .filter((name) => UNITS.some((unit) => name.startsWith(`localhost/alumis/${unit}:`)))
    .filter((name) => !name.endsWith(`:${tag}`));
  for (const name of stale) buildah(['rmi', name], { allowFailure: true });
  return stale;
}

const started = Date.now();
const times: {
  buildMissing?: number;
  bases?: { total: number } & Record<string, number>;
  releases?: number;
  images?: Partial<Record<Unit, number>>;
  total?: number;
} = {};

let since = Date.now();
buildWorkspaces(ALL_WORKSPACES, { force: false });
times.buildMissing = seconds(since);

since = Date.now();
const { bases, times: baseTimes } = resolveBases();
times.bases = { total: seconds(since), ...baseTimes };
for (const [kind, base] of Object.entries(bases))
  console.log(`${kind} base: ${base.name} (${base.origin})`);

since = Date.now();
const releases = stageReleases();
times.releases = seconds(since);

const tag = imageTag();
const { full: fullRevision } = revision();
const buildArgs = [
  ...(Object.entries(BASE_ARGS) as [BaseKind, string][]).flatMap(([kind, arg]) => [
    '--build-arg',
    `${arg}=${bases[kind].name}`,
  ]),
  '--build-arg',
  `VERSION=${readJson<{ version: string }>(path.join(ROOT, 'package.json')).version}`,
  '--build-arg',
  `REVISION=${fullRevision}`,
  '--build-arg',
  `SOURCE=${sourceUrl()}`,
];
// A registry reached through a TLS-inspecting proxy (as here): npm inside the build trusts
// the host's extra certificate authority, mounted for the build steps only.
const extraCa = process.env.NODE_EXTRA_CA_CERTS
  ? [
      '--volume',
      `${path.resolve(process.env.NODE_EXTRA_CA_CERTS)}:/run/host-ca.crt:ro`,
      '--build-arg',
      'NODE_EXTRA_CA_CERTS=/run/host-ca.crt',
    ]
  : [];
const imageTimes: Partial<Record<Unit, number>> = {};
times.images = imageTimes;
for (const unit of UNITS) {
  since = Date.now();
  console.log(`building ${imageRef(unit, tag)}…`);
  const result = spawnSync(
    'buildah',
    [
      'bud',
      '--isolation',
      'chroot',
      // Unchanged steps (the dependency installs) are taken from the previous build.
      '--layers',
      // The bases are present now (pulled or made): never ask a registry again.
      '--pull=false',
      // A failed step leaves no working container behind.
      '--force-rm',
      '--quiet',
      '-f',
      containerfile(unit),
      ...buildArgs,
      ...extraCa,
      '-t',
      imageRef(unit, tag),
      ROOT,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    console.error(`the image of ${unit} failed to build`);
    process.exit(result.status ?? 1);
  }
  imageTimes[unit] = seconds(since);
  console.log(`  ${unit}: ${imageTimes[unit]} s`);
}
const removed = removeOtherTags(tag);
const total = seconds(started);
times.total = total;

const images = UNITS.map((unit) => {
  const ref = imageRef(unit, tag);
  const base = bases[UNIT_BASE[unit]].name;
  const { bytes, ownBytes } = imageSize(ref, base);
  return { unit, ref, id: inspectImage(ref)?.id ?? '', base, bytes, ownBytes };
});
const report: ImagesReport = {
  date: new Date().toISOString(),
  revision: fullRevision,
  tag,
  bases,
  releases,
  images,
  removedTags: removed,
  storageBytes: storageBytes(),
  seconds: { ...times, total },
};
mkdirSync(IMAGES_DIR, { recursive: true });
writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);

console.table(
  Object.fromEntries(
    images.map((image) => [
      image.ref,
      { MB: megabytes(image.bytes), 'own layers MB': megabytes(image.ownBytes), base: image.base },
    ]),
  ),
);
console.log(
  `images built in ${times.total} s (builds ${times.buildMissing} s, bases ${times.bases?.total} s, ` +
    `${UNITS.map((unit) => `${unit} ${imageTimes[unit]} s`).join(', ')}); ` +
    `container storage ${megabytes(report.storageBytes ?? 0)} MB; ` +
    `report: ${path.relative(ROOT, REPORT_FILE)}`,
);
