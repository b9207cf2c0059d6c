// What a remote's build gives the site, pinned in the registry as an activation would: its
// server bundle (file and SHA-256: the only code a site server will run for it) and its pages.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readJson } from './apps.ts';

/** A remote's server bundle as the registry pins it. */
export interface ServerBundlePin {
  ssr?: { file: string; sha256: string };
}

/** The server bundle of the build in `dir`, by SHA-256 (none for a browser-only remote). */
export function serverBundlePin(dir: string): ServerBundlePin {
  const manifest = path.join(dir, 'ssr', 'ssr-manifest.json');
  if (!existsSync(manifest)) return {};
  const file = readJson<{ server: string }>(manifest).server;
  const code = readFileSync(path.join(path.dirname(manifest), file));
  return { ssr: { file, sha256: createHash('sha256').update(code).digest('hex') } };
}

/** The pages the build in `dir` declares (its routes.json), as the registry pins them. */
export function routesPin(dir: string): { routes?: unknown } {
  const file = path.join(dir, 'routes.json');
  return existsSync(file) ? { routes: readJson(file) } : {};
}
