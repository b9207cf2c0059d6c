// The OCI images of the deployable units (ops/images/<unit>/Containerfile), their names and
// tags, and the buildah calls that build, inspect and run them. This machine can build images
// but cannot start a container (the sandbox refuses the runtimes' rlimits), so an image is
// run the way its own smoke tests and the topology tests do: `buildah run --isolation chroot`
// executes its entrypoint inside its file system, with the host's network.
import { spawn, spawnSync } from 'node:child_process';
import type { StdioNull, StdioPipe } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ROOT, readJson } from '../apps.ts';

export const UNITS = ['api', 'site-server', 'static-origin'] as const;
export type Unit = (typeof UNITS)[number];
/** util-linux's setpriv (Debian: essential), which execs a command with a parent-death signal. */
const SETPRIV = '/usr/bin/setpriv';

/** Where `npm run images` keeps what it makes besides the images (gitignored). */
export const IMAGES_DIR = path.join(ROOT, '.cache', 'images');
/** What the last `npm run images` built: names, sizes, times (read by the bench). */
export const REPORT_FILE = path.join(IMAGES_DIR, 'images.json');

export const containerfile = (unit: Unit) =>
  path.join(ROOT, 'ops', 'images', unit, 'Containerfile');

function git(...args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The source revision the images are built from, in full and short. */
export function revision(): { full: string; short: string | undefined } {
  return {
    full: git('rev-parse', 'HEAD') ?? 'unknown',
    short: git('rev-parse', '--short', 'HEAD'),
  };
}

/** `<root package version>-<short git revision>`: one tag per revision, never `latest`. */
export function imageTag(): string {
  const { version } = readJson<{ version: string }>(path.join(ROOT, 'package.json'));
  const { short } = revision();
  return short ? `${version}-${short}` : version;
}

export const imageRef = (unit: string, tag = imageTag()) => `localhost/alumis/${unit}:${tag}`;

/** buildah with `args`; answers its standard output, throws with its standard error. */
export function buildah(args: string[]): string;
export function buildah(args: string[], options: { allowFailure: boolean }): string | undefined;
export function buildah(args: string[], { allowFailure = false } = {}): string | undefined {
  const result = spawnSync('buildah', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    if (allowFailure) return undefined;
    throw new Error(`buildah ${args.join(' ')} failed:\n${result.stderr}`);
  }
  return result.stdout.trim();
}

/** An image's OCI configuration, as `buildah inspect` shows it. */
export interface ImageConfig {
  User?: string;
  Env?: string[];
  Entrypoint?: string[];
  Cmd?: string[];
  Labels?: Record<string, string>;
}

/** An image as inspectImage reads it. */
export interface InspectedImage {
  id: string;
  config: ImageConfig;
  layers: { digest: string; size: number }[];
  labels: Record<string, string>;
}

/** The image's configuration and manifest, or undefined when there is no such image. */
export function inspectImage(ref: string): InspectedImage | undefined {
  const text = buildah(['inspect', '--type', 'image', ref], { allowFailure: true });
  if (!text) return undefined;
  const inspected = JSON.parse(text) as {
    FromImageID: string;
    OCIv1: { config?: ImageConfig };
    Manifest: string;
  };
  const manifest = JSON.parse(inspected.Manifest) as {
    layers: { digest: string; size: number }[];
  };
  return {
    id: inspected.FromImageID,
    config: inspected.OCIv1.config ?? {},
    layers: manifest.layers.map((layer) => ({
      digest: layer.digest,
      size: layer.size,
    })),
    labels: inspected.OCIv1.config?.Labels ?? {},
  };
}

/**
 * An image's size as stored on a node (its layers unpacked, as `buildah images` counts it),
 * and the part of it that is the image's own (the layers above its base image).
 */
export function imageSize(ref: string, baseRef?: string): { bytes: number; ownBytes: number } {
  const image = inspectImage(ref);
  if (!image) throw new Error(`no image ${ref}`);
  const base = baseRef ? inspectImage(baseRef) : undefined;
  const baseDigests = new Set(base?.layers.map((layer) => layer.digest));
  const sum = (layers: { size: number }[]) =>
    layers.reduce((total, layer) => total + layer.size, 0);
  return {
    bytes: sum(image.layers),
    ownBytes: sum(image.layers.filter((layer) => !baseDigests.has(layer.digest))),
  };
}

/** buildah with `args`, without blocking the event loop (a test's load runs meanwhile). */
export function buildahAsync(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('buildah', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output.trim())
        : reject(new Error(`buildah ${args.join(' ')} failed:\n${errors}`)),
    );
  });
}

/** A working container of `image`; answers its name. */
export const createContainer = (image: string, name?: string) =>
  buildahAsync(['from', '--pull=false', '--quiet', ...(name ? ['--name', name] : []), image]);

/** Removes a working container (and unmounts it); a container already gone is no error. */
export const removeContainer = (container: string) =>
  buildahAsync(['rm', container]).catch(() => undefined);

/** Every process of this host by id: its parent and its command line. */
function processTable(): Map<number, { parent: number; argv: string[] }> {
  const table = new Map<number, { parent: number; argv: string[] }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields follow the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      table.set(Number(entry), { parent, argv });
    } catch {
      // ended meanwhile
    }
  }
  return table;
}

/** Processes below `pid`, nearest first (breadth first). */
export function descendants(pid: number | undefined): { pid: number; argv: string[] }[] {
  const table = processTable();
  const found: { pid: number; argv: string[] }[] = [];
  for (let level = pid === undefined ? [] : [pid]; level.length > 0;) {
    const parents = level;
    level = [...table].filter(([, item]) => parents.includes(item.parent)).map(([id]) => id);
    found.push(...level.map((id) => ({ pid: id, argv: table.get(id)?.argv ?? [] })));
  }
  return found;
}

/** The real user id of a process (from /proc), or undefined once it has ended. */
export function processUid(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    // A zombie has ended; it waits for its new parent (init) to collect its status.
    if (/^State:\s+Z/m.test(status)) return undefined;
    return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
  } catch {
    return undefined;
  }
}

/**
 * Runs the image's own entrypoint (and command) in a new working container, as a container
 * runtime would: only the image's environment plus `env`, host files mounted read-only from
 * `volumes` (`{ hostPath: containerPath }`; `writableVolumes` likewise); its output to `stdout` and `stderr` (spawn's
 * stdio values). Answers a handle once the process is started:
 * - `stop()`: SIGTERM, then SIGKILL after `graceMs`. The signal goes to the entrypoint's own
 *   process, which this host sees (chroot isolation makes no process namespace): `buildah run`
 *   does not pass SIGTERM on, it ends at once and the process under it is killed outright.
 * - `kill()`: SIGKILL, as in a crash, to every process under `buildah run` (killing buildah
 *   alone would leave the entrypoint's own children running): nothing is left listening.
 * Either way the working container is removed once the process has ended.
 */
export interface RunImageOptions {
  env?: Record<string, string>;
  volumes?: Record<string, string>;
  writableVolumes?: Record<string, string>;
  name?: string;
  stdout?: StdioNull | StdioPipe | number;
  stderr?: StdioNull | StdioPipe | number;
  graceMs?: number;
}

/** An image's entrypoint running in a working container (see runImage). */
export interface ImageProcess {
  container: string;
  pid: number | undefined;
  /** The entrypoint's standard output when `stdout` is 'pipe'. */
  output: Readable | null;
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  entrypointPid(): number | undefined;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function runImage(
  image: string,
  {
    env = {},
    volumes = {},
    writableVolumes = {},
    name,
    stdout = 'inherit',
    stderr = 'inherit',
    graceMs = 30_000,
  }: RunImageOptions = {},
): Promise<ImageProcess> {
  const { config } = inspectImage(image) ?? {};
  if (!config) throw new Error(`no image ${image}: run npm run images`);
  const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
  const container = await createContainer(image, name);
  const args = ['run', '--isolation', 'chroot'];
  for (const [key, value] of Object.entries(env)) args.push('--env', `${key}=${value}`);
  for (const [host, inside] of Object.entries(volumes)) {
    args.push('--volume', `${host}:${inside}:ro`);
  }
  for (const [host, inside] of Object.entries(writableVolumes)) {
    args.push('--volume', `${host}:${inside}:rw`);
  }
  // The container's process ends with this one, even killed outright (a test runner stopped
  // with SIGKILL): buildah gets the parent-death signal SIGKILL, and its chroot runtime passes
  // that on to the process it runs.
  const child = spawn(
    SETPRIV,
    ['--pdeathsig', 'SIGKILL', '--', 'buildah', ...args, container, '--', ...command],
    { stdio: ['ignore', stdout, stderr] },
  );
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', async (code, signal) => {
      await removeContainer(container);
      resolve({ code, signal });
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  /** The entrypoint's process: the first under `buildah run` that is not buildah's own. */
  const entrypointPid = () =>
    descendants(child.pid).find(({ argv }) => !argv[0]?.startsWith('buildah'))?.pid;
  const stopWith = async (
    signal: NodeJS.Signals,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null }> => {
    if (!running()) return ended;
    if (signal === 'SIGKILL') {
      // Nearest first: a parent killed before its children cannot start new ones (nginx's
      // master would replace a dead worker); the children are in the list all the same.
      for (const { pid } of descendants(child.pid)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // ended meanwhile
        }
      }
      child.kill('SIGKILL');
      return ended;
    }
    const timer = setTimeout(() => void stopWith('SIGKILL'), graceMs);
    const target = entrypointPid();
    try {
      if (target) process.kill(target, signal);
      else child.kill(signal); // not started yet: buildah's end kills what it started
    } catch {
      // ended meanwhile
    }
    await ended;
    clearTimeout(timer);
    return ended;
  };
  return {
    container,
    pid: child.pid,
    /** The entrypoint's standard output when `stdout` is 'pipe'. */
    output: child.stdout,
    ended,
    running,
    entrypointPid,
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
  };
}

/** Every working container made from one of this project's images (none once tests end). */
export function projectContainers(): { imagename?: string }[] {
  const text = buildah(['containers', '--json']);
  const containers = (JSON.parse(text || '[]') ?? []) as { imagename?: string }[];
  return containers.filter((container) => container.imagename?.startsWith('localhost/alumis/'));
}

/** What the last `npm run images` built (its report, .cache/images/images.json). */
export interface ImagesReport {
  date: string;
  revision: string;
  tag: string;
  bases: Record<'node' | 'nginx', { name: string; origin: string; official?: string }>;
  releases: Record<string, string>;
  images: {
    unit: Unit;
    ref: string;
    id: string;
    base: string;
    bytes: number;
    ownBytes: number;
  }[];
  removedTags: string[];
  storageBytes: number | null;
  seconds: { total: number } & Record<string, unknown>;
}

/** The last `npm run images` report, or undefined before the first. */
export function readReport(): ImagesReport | undefined {
  return existsSync(REPORT_FILE) ? readJson<ImagesReport>(REPORT_FILE) : undefined;
}
