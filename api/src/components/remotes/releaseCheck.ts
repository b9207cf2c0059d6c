// Before a remote's version is activated: its manifest must answer, be that remote's, expose
// every module of the contract and share React, React DOM and the router with the same major
// versions as the shell (singletons: a remote built for another major would break at run time).
// Its page declaration (routes.json) must be valid. Nothing is fetched from an origin that is
// not allowed to serve remote code, and what the site will use is pinned: the server bundle by
// its SHA-256 (the site server runs that exact file or none) and the page declaration as read.
import { createHash } from 'node:crypto';
import { ROUTE_MANIFEST_FILE, type RemoteRouteManifest } from '@alu/common/contracts';
import { parseRouteManifest } from '@alu/common/contracts/declarationParsing';
import semver from 'semver';

/** Shared singletons whose major version must match the shell's. */
export const MAJOR_LOCKED = ['react', 'react-dom', 'react-router-dom'] as const;
const FETCH_TIMEOUT_MS = 5000;

export type ReleaseProblemCode =
  | 'origin_not_allowed'
  | 'manifest_unreachable'
  | 'manifest_invalid'
  | 'wrong_remote'
  | 'contract_broken'
  | 'shared_conflict'
  | 'host_unreachable';

export class ReleaseRefused extends Error {
  constructor(
    readonly code: ReleaseProblemCode,
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

interface SharedItem {
  name: string;
  version?: string;
  requiredVersion?: string;
}

export interface Manifest {
  name: string;
  exposes: string[];
  shared: SharedItem[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parts of an mf-manifest.json the checks read, or undefined when it has another shape. */
export function parseManifest(value: unknown): Manifest | undefined {
  if (!isRecord(value) || !isRecord(value.metaData) || typeof value.metaData.name !== 'string') {
    return undefined;
  }
  if (!Array.isArray(value.exposes) || !Array.isArray(value.shared)) return undefined;
  return {
    name: value.metaData.name,
    exposes: value.exposes.flatMap((item: unknown) =>
      isRecord(item) && typeof item.path === 'string' ? [item.path] : [],
    ),
    shared: value.shared.flatMap((item: unknown): SharedItem[] =>
      isRecord(item) && typeof item.name === 'string'
        ? [
            {
              name: item.name,
              ...(typeof item.version === 'string' ? { version: item.version } : {}),
              ...(typeof item.requiredVersion === 'string'
                ? { requiredVersion: item.requiredVersion }
                : {}),
            },
          ]
        : [],
    ),
  };
}

/** A remote's server bundle as pinned at activation (file name under `ssr/`, SHA-256 hex). */
export interface ServerBundlePin {
  file: string;
  sha256: string;
}

const SERVER_BUNDLE_FILE = /^[\w.-]+\.js$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

export function isServerBundlePin(value: unknown): value is ServerBundlePin {
  return (
    isRecord(value) &&
    typeof value.file === 'string' &&
    SERVER_BUNDLE_FILE.test(value.file) &&
    typeof value.sha256 === 'string' &&
    SHA256_HEX.test(value.sha256)
  );
}

async function fetchOk(url: string): Promise<Response | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  return response.ok ? response : undefined;
}

/**
 * The release's server bundle, pinned; undefined when it has none (a remote rendered in the
 * browser only, such as the administration).
 */
async function pinServerBundle(entry: string): Promise<ServerBundlePin | undefined> {
  const ssrManifestUrl = new URL('ssr/ssr-manifest.json', entry).href;
  let file: unknown;
  try {
    const response = await fetchOk(ssrManifestUrl);
    if (!response) return undefined;
    file = ((await response.json()) as { server?: unknown }).server;
  } catch {
    throw new ReleaseRefused(
      'manifest_unreachable',
      "The release's server manifest cannot be read",
    );
  }
  if (typeof file !== 'string' || !SERVER_BUNDLE_FILE.test(file)) {
    throw new ReleaseRefused('manifest_invalid', "The release's server manifest names no bundle");
  }
  try {
    const response = await fetchOk(new URL(file, ssrManifestUrl).href);
    if (!response) throw new Error('not found');
    const code = Buffer.from(await response.arrayBuffer());
    return { file, sha256: createHash('sha256').update(code).digest('hex') };
  } catch {
    throw new ReleaseRefused('manifest_unreachable', "The release's server bundle cannot be read");
  }
}

/** What activation records of a release: its server bundle and its pages. */
export interface ReleasePins {
  readonly ssr?: ServerBundlePin;
  readonly routes: RemoteRouteManifest;
}

/** The release's page declaration, checked; a release without one cannot be routed to. */
export async function fetchRouteManifest(entry: string): Promise<RemoteRouteManifest> {
  let body: unknown;
  try {
    const response = await fetchOk(new URL(ROUTE_MANIFEST_FILE, entry).href);
    if (!response) throw new Error('not found');
    body = await response.json();
  } catch {
    throw new ReleaseRefused(
      'contract_broken',
      `The release has no readable page declaration (${ROUTE_MANIFEST_FILE})`,
    );
  }
  const parsed = parseRouteManifest(body);
  if (!parsed.ok) {
    throw new ReleaseRefused(
      'contract_broken',
      `The release's page declaration (${ROUTE_MANIFEST_FILE}) is invalid`,
      parsed.problems,
    );
  }
  return parsed.manifest;
}

async function fetchManifest(url: string, unreachable: ReleaseProblemCode): Promise<Manifest> {
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new ReleaseRefused(unreachable, `${url} answered ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof ReleaseRefused) throw error;
    throw new ReleaseRefused(unreachable, `${url} cannot be fetched`);
  }
  const manifest = parseManifest(body);
  if (!manifest)
    throw new ReleaseRefused('manifest_invalid', `${url} is not a federation manifest`);
  return manifest;
}

/** The lowest major a shared requirement accepts (`^18.3.1` → 18), or undefined. */
function requiredMajor(item: SharedItem): number | undefined {
  const range = item.requiredVersion ?? item.version;
  if (!range) return undefined;
  const lowest = semver.validRange(range) ? semver.minVersion(range) : semver.coerce(range);
  return lowest?.major;
}

/** Conflicts between a remote's shared singletons and the shell's, one line each. */
export function sharedConflicts(remote: Manifest, host: Manifest): string[] {
  const conflicts: string[] = [];
  for (const name of MAJOR_LOCKED) {
    const theirs = remote.shared.find((item) => item.name === name);
    const ours = host.shared.find((item) => item.name === name);
    const hostMajor = ours?.version ? semver.coerce(ours.version)?.major : undefined;
    if (!theirs || hostMajor === undefined) continue;
    const wanted = requiredMajor(theirs);
    const bundled = theirs.version ? semver.coerce(theirs.version)?.major : undefined;
    for (const major of [wanted, bundled]) {
      if (major !== undefined && major !== hostMajor) {
        conflicts.push(
          `${name}: the release needs ${major}.x, the shell provides ${ours?.version}`,
        );
        break;
      }
    }
  }
  return conflicts;
}

/** Every remote exposes its pages. */
export const REQUIRED_EXPOSE = './routes';

export interface ReleaseCheckInput {
  remote: string;
  entry: string;
  /**
   * The manifest of the version being replaced: the release must expose every module it
   * exposes (the shell and other remotes load them), besides `./routes`.
   */
  keepExposesOf: string | undefined;
  hostManifestUrl: string | undefined;
  /** Origins allowed to serve remote code; any other is refused before anything is fetched. */
  allowedOrigins: readonly string[];
}

/**
 * Resolves with what the release pins (server bundle, pages) when it may be activated; rejects
 * with ReleaseRefused otherwise.
 */
export async function checkRelease({
  remote,
  entry,
  keepExposesOf,
  hostManifestUrl,
  allowedOrigins,
}: ReleaseCheckInput): Promise<ReleasePins> {
  if (!allowedOrigins.includes(new URL(entry).origin)) {
    // Refused unseen: what an address the site does not trust would answer is nobody's business.
    throw new ReleaseRefused(
      'origin_not_allowed',
      'The release is not on an origin allowed to serve remote code (REMOTE_ORIGINS)',
    );
  }
  const manifest = await fetchManifest(entry, 'manifest_unreachable');
  if (manifest.name !== remote) {
    throw new ReleaseRefused('wrong_remote', `${entry} is the manifest of "${manifest.name}"`);
  }
  const kept = keepExposesOf
    ? (await fetchManifest(keepExposesOf, 'manifest_unreachable')).exposes
    : [];
  const required = [...new Set([REQUIRED_EXPOSE, ...kept])];
  const missing = required.filter((expose) => !manifest.exposes.includes(expose));
  if (missing.length > 0) {
    throw new ReleaseRefused(
      'contract_broken',
      `The release does not expose ${missing.join(', ')}`,
      missing.map((expose) => `missing ${expose}`),
    );
  }
  if (!hostManifestUrl) {
    throw new ReleaseRefused('host_unreachable', 'HOST_MANIFEST_URL is not configured');
  }
  const host = await fetchManifest(hostManifestUrl, 'host_unreachable');
  const conflicts = sharedConflicts(manifest, host);
  if (conflicts.length > 0) {
    throw new ReleaseRefused(
      'shared_conflict',
      'The release shares dependencies the shell cannot provide',
      conflicts,
    );
  }
  const routes = await fetchRouteManifest(entry);
  const ssr = await pinServerBundle(entry);
  return ssr ? { ssr, routes } : { routes };
}
