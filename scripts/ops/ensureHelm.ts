#!/usr/bin/env node
// Builds the helm binary the chart's tests (and an operator without helm) use.
//
//   node scripts/ops/ensureHelm.ts          (prints the binary's path on standard output)
//   node scripts/ops/ensureHelm.ts --force  (rebuilds even when a working binary is there)
//
// Target: $HELM_BIN, default ${XDG_CACHE_HOME:-$HOME/.cache}/alu-site/helm-v3.22.0/helm.
// Idempotent: returns at once when the target exists and reports the wanted version.
// Needs Go and access to a Go module proxy; no helm release archive is downloaded, so the
// only thing trusted is the module proxy with its checksum database, as for FerretDB.
//
// `go install helm.sh/helm/v3/cmd/helm@v3.22.0` alone makes a binary that calls itself "v3.22"
// and believes the cluster is Kubernetes 1.20 (`helm template` and `helm lint` then check the
// chart against 1.20's APIs). helm's own Makefile fills both in at link time from the
// client-go it is built with; the same -X flags are passed here, so the binary behaves as a
// released one.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const HELM_VERSION = 'v3.22.0';
const PACKAGE = `helm.sh/helm/v3/cmd/helm@${HELM_VERSION}`;
// helm v3.22.0 is built with k8s.io/client-go v0.37.0, which its Makefile turns into 1.37.
const KUBERNETES_MAJOR = '1';
const KUBERNETES_MINOR = '37';
const LDFLAGS = [
  '-w',
  '-s',
  `-X helm.sh/helm/v3/internal/version.version=${HELM_VERSION}`,
  '-X helm.sh/helm/v3/internal/version.gitTreeState=clean',
  `-X helm.sh/helm/v3/pkg/lint/rules.k8sVersionMajor=${KUBERNETES_MAJOR}`,
  `-X helm.sh/helm/v3/pkg/lint/rules.k8sVersionMinor=${KUBERNETES_MINOR}`,
  `-X helm.sh/helm/v3/pkg/chartutil.k8sVersionMajor=${KUBERNETES_MAJOR}`,
  `-X helm.sh/helm/v3/pkg/chartutil.k8sVersionMinor=${KUBERNETES_MINOR}`,
].join(' ');

export function defaultHelmPath(): string {
  const cacheHome = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cacheHome, 'alu-site', `helm-${HELM_VERSION}`, 'helm');
}

function log(message: string): void {
  console.error(`[helm] ${message}`);
}

/** Runs a command; returns { ok, stdout, stderr }. Output is captured, not streamed. */
function run(
  command: string,
  args: string[],
  options: Omit<SpawnSyncOptions, 'encoding'> = {},
): { ok: boolean; stdout: string; stderr: string } {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    env: { ...process.env, ...options.env },
  });
  return {
    ok: result.status === 0 && !result.error,
    stdout: result.stdout ?? '',
    stderr: (result.stderr ?? '') + (result.error ? String(result.error) : ''),
  };
}

/** True when `binary version` works and reports exactly the wanted version. */
export function helmWorks(binary: string): boolean {
  if (!fs.existsSync(binary)) return false;
  const result = run(binary, ['version', '--template', '{{.Version}}'], { timeout: 20000 });
  return result.ok && result.stdout.trim() === HELM_VERSION;
}

/** Runs a Go command, retrying once with GOSUMDB=off when the checksum database is unreachable. */
function go(args: string[], options?: { env?: NodeJS.ProcessEnv }) {
  let result = run('go', args, options);
  if (!result.ok && /sum\.golang\.org|checksum database|verifying .*module/i.test(result.stderr)) {
    log(`checksum database unreachable, retrying \`go ${args[0]}\` with GOSUMDB=off`);
    result = run('go', args, { ...options, env: { ...options?.env, GOSUMDB: 'off' } });
  }
  return result;
}

class HelmBuildError extends Error {
  constructor(message: string, detail?: string) {
    const tail = detail ? `\n${detail.trim().split('\n').slice(-30).join('\n')}` : '';
    super(`${message}${tail}`);
    this.name = 'HelmBuildError';
  }
}

function build(target: string): void {
  const goVersion = run('go', ['version']);
  if (!goVersion.ok) {
    throw new HelmBuildError(
      `Go is not installed (or not on PATH), so helm ${HELM_VERSION} cannot be built. ` +
        'Install Go (https://go.dev/dl/, or `apt-get install golang`), ' +
        `or put a helm ${HELM_VERSION} binary at ${target} (or point HELM_BIN at one).`,
      goVersion.stderr,
    );
  }
  log(`building helm ${HELM_VERSION} with ${goVersion.stdout.trim()} (a few minutes when cold)`);
  const started = Date.now();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // go install names the binary after the package; build it beside the target, then rename it
  // into place in one step, so a concurrent caller never sees half a binary.
  const gobin = fs.mkdtempSync(path.join(path.dirname(target), '.build-'));
  try {
    const built = go(['install', '-trimpath', '-ldflags', LDFLAGS, PACKAGE], {
      env: { GOBIN: gobin, CGO_ENABLED: '0', GOWORK: 'off', GOFLAGS: '-buildvcs=false' },
    });
    if (!built.ok) throw new HelmBuildError(`\`go install ${PACKAGE}\` failed`, built.stderr);
    const binary = path.join(gobin, 'helm');
    if (!helmWorks(binary)) {
      const version = run(binary, ['version']);
      throw new HelmBuildError(
        `the freshly built helm does not report ${HELM_VERSION}`,
        version.stdout + version.stderr,
      );
    }
    fs.renameSync(binary, target);
  } finally {
    fs.rmSync(gobin, { recursive: true, force: true });
  }
  log(`built ${target} in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Returns the path of a working helm, building it first when needed. Throws a HelmBuildError
 * whose message says what is missing when it cannot be built.
 */
export function ensureHelm({ force = false } = {}): string {
  const target = path.resolve(process.env.HELM_BIN || defaultHelmPath());
  if (!force && helmWorks(target)) return target;
  if (fs.existsSync(target)) log(`${target} is not helm ${HELM_VERSION}; rebuilding`);
  build(target);
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const binary = ensureHelm({ force: process.argv.includes('--force') });
    log(`helm ${HELM_VERSION} at ${binary}`);
    console.log(binary);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
