// The workspaces of the site and where their builds land.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export const ROOT = path.resolve(import.meta.dirname, '..');

// `require`, not `import`: the e2e tests' runner loads these scripts into a process where it has
// already compiled this file to CommonJS for its own configuration; `require` gets that copy
// there, and the ES module elsewhere (Node 24 requires ES modules).
const { federatedApps } = createRequire(import.meta.url)(
  '../tooling/workspaces/federatedApps.ts',
) as typeof import('../tooling/workspaces/federatedApps.ts');

/**
 * Node flags of the site server and the API processes. V8 sizes its heap from the machine's
 * memory (gigabytes here): the young generation alone may take 3 × 32 MB, and a burst (the
 * API's sample pictures at first start, a run of renders) leaves the heap committed long
 * after. The API's heap held 35 MB of live data in 167 MB (287 MB resident); with these
 * limits 72 MB (197 MB resident), at the same requests/s. Their live data is small (cached
 * pages are kept outside the heap, as bytes).
 *
 * No allocation-site pretenuring: V8 may decide, from one scavenge in which many of a site's
 * objects happened to survive, to allocate that site's objects in the old generation from
 * then on. For a server whose objects live for one request that is wrong, and it then stays
 * wrong: in about half of the API's runs under load the old generation filled with dead
 * requests, a full collection ran every 150 ms and the GC threads took 35 % of a core; cached
 * reads fell from 17–20 to 11–12 thousand per second. Without it, every run stayed fast.
 */
export const SERVER_NODE_FLAGS = [
  '--max-old-space-size=256',
  '--max-semi-space-size=16',
  '--no-allocation-site-pretenuring',
];

/**
 * Environment of the same processes (an operator's own value wins). glibc gives each thread
 * that allocates its own arena (up to 8 per core) and seldom hands freed memory back: the
 * API's image copies (sharp, on its worker threads) left it at 477 MB resident after making
 * every copy of the sample pictures once; with two arenas 294 MB, with one 270 MB.
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/** Front-end apps by federation name (the name used in the remote registry) → workspace. */
export const FRONTEND_APPS: Readonly<Record<string, string>> = Object.fromEntries(
  federatedApps(ROOT).map(({ name, workspace }) => [name, workspace]),
);

/**
 * Where the remotes' dev servers run (`npm run dev -w <remote>`): on the remote's own port, or
 * on that port + 100 beside `npm start`, which serves the releases on the remotes' ports.
 */
export const REMOTE_DEV_PORTS: readonly number[] = federatedApps(ROOT)
  .filter((app) => !app.isHost)
  .flatMap(({ devPort }) => [devPort, devPort + 100]);

export function distDir(workspace: string): string {
  return path.join(ROOT, workspace, 'dist');
}

/**
 * Written after every successful build. The build outputs' own dates cannot tell: webpack
 * does not rewrite an output file whose content did not change.
 */
export function buildStamp(workspace: string): string {
  return path.join(distDir(workspace), '.build-stamp');
}

/** Newest modification time of the files below `entry` (0 when it does not exist). */
function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    0,
  );
}

/** The sources a workspace's build is made from. */
function buildInputs(workspace: string): string[] {
  const own = [path.join(ROOT, workspace, 'src'), path.join(ROOT, workspace, 'package.json')];
  if (workspace === 'api') {
    // The API's build also compiles the shared wire contracts (api/tsconfig.contracts.json) and
    // the development tools (api/dev into api/dev/dist, which is older than the stamp once built).
    return [
      ...own,
      path.join(ROOT, 'api', 'dev'),
      path.join(ROOT, 'api', 'tsconfig.build.json'),
      path.join(ROOT, 'api', 'tsconfig.contracts.json'),
      path.join(ROOT, 'api', 'tsconfig.dev.json'),
      path.join(ROOT, 'common', 'src', 'contracts'),
    ];
  }
  return [
    ...own,
    path.join(ROOT, workspace, 'webpack.config.mjs'),
    path.join(ROOT, 'common', 'src'),
    path.join(ROOT, 'tooling', 'webpack'),
  ];
}

/** A build exists and is newer than every source it was made from. */
export function isBuilt(workspace: string): boolean {
  const marker = buildStamp(workspace);
  if (!existsSync(marker)) return false;
  const builtAt = statSync(marker).mtimeMs;
  return buildInputs(workspace).every((input) => newestMtime(input) <= builtAt);
}

/** A JSON file's content, of the type the caller knows it has. */
export function readJson<T = unknown>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
