#!/usr/bin/env node
// Writes the registry document a cluster starts from (the chart's `registry` value): one entry
// per remote, pointing at a release folder of the static origin behind the public origin,
// with the release's server bundle and pages pinned as the production start pins them.
//
//   node scripts/ops/registryDocument.ts --origin https://www.alumis.example > remotes.json
//   node scripts/ops/registryDocument.ts --origin https://… news=1.0.0-20261123.101500-3fa2
//
// Each remote gets its newest version in the releases folder (RELEASES_DIR or --releases,
// default releases/), unless `<remote>=<version>` names another. The folders it names must be
// on the static origin (baked into its image, or copied into its volume) before the API starts.
// Later activations and rollbacks are made with `npm run remotes` and kept in the database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FRONTEND_APPS } from '../apps.ts';
import { serverBundlePin, routesPin } from '../buildPins.ts';
import type { ServerBundlePin } from '../buildPins.ts';
import { releasedVersions, releasesRoot } from '../releases.ts';

/** A registry document as a cluster starts from it: each remote's entry, pinned. */
export interface RegistryDocument {
  remotes: ({ name: string; entry: string; routes?: unknown } & ServerBundlePin)[];
}

/**
 * The registry document of the public `origin` (e.g. https://www.alumis.example): each remote
 * at its newest release in `releasesDir`, or at the one `versions` names (remote → version).
 */
export function registryDocument({
  origin,
  releasesDir = releasesRoot(),
  versions = {},
}: {
  origin: string;
  releasesDir?: string | undefined;
  versions?: Record<string, string>;
}): RegistryDocument {
  const base = new URL(origin);
  if (base.protocol !== 'https:' || base.pathname !== '/' || base.search || base.hash) {
    throw new Error(
      `--origin must be an https origin with no path, e.g. https://www.alumis.example`,
    );
  }
  const remotes = Object.keys(FRONTEND_APPS).filter((name) => name !== 'shell');
  for (const name of Object.keys(versions)) {
    if (!remotes.includes(name)) throw new Error(`no remote "${name}" (${remotes.join(', ')})`);
  }
  return {
    remotes: remotes.map((name) => {
      const released = releasedVersions(name, releasesDir).map((release) => release.version);
      const version = versions[name] ?? released.at(-1);
      if (!version) {
        throw new Error(
          `${name} has no release in ${releasesDir}: run npm run release -w ${FRONTEND_APPS[name]}`,
        );
      }
      if (!released.includes(version)) {
        throw new Error(`${name} ${version} is not released in ${releasesDir}`);
      }
      const folder = path.join(releasesDir, name, version);
      return {
        name,
        entry: `${base.origin}/remotes/${name}/releases/${encodeURIComponent(version)}/mf-manifest.json`,
        ...serverBundlePin(folder),
        ...routesPin(folder),
      };
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { origin: { type: 'string' }, releases: { type: 'string' } },
    allowPositionals: true,
  });
  try {
    if (!values.origin)
      throw new Error('usage: registryDocument.ts --origin https://<host> [remote=version …]');
    const versions = Object.fromEntries(
      positionals.map((pair) => {
        const [name, version] = pair.split('=');
        if (!name || !version) throw new Error(`expected <remote>=<version>, got "${pair}"`);
        return [name, version];
      }),
    );
    const document = registryDocument({
      origin: values.origin,
      releasesDir: values.releases ? path.resolve(values.releases) : undefined,
      versions,
    });
    process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  } catch (error) {
    console.error(`registry: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
