// Development only: one browser sees a locally running remote (its dev server) in place of the
// registered release, while every other browser keeps the registry's. The browser carries its
// choice in a cookie set by `GET /__remote-override?news=http://localhost:3105/mf-manifest.json`
// (`?news=` drops one, `?clear` all). Only remotes already in the registry can be replaced, only
// by a dev server on this machine (a loopback origin): a link cannot make a developer's browser
// run code from elsewhere. Pages of such a browser are rendered by the browser itself (the dev
// server has no server bundle) and never enter the page cache. In production
// (NODE_ENV=production) none of this exists: the path is an unknown page, the cookie is ignored.
import type { RemoteRouteManifest } from '@alu/common/contracts';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';
import type { RegistryDocument, RegistryEntry } from './registryDocument.ts';

export const OVERRIDE_PATH = '/__remote-override';
export const OVERRIDE_COOKIE = 'alu-remote-override';
const MAX_OVERRIDES = 10;
const ROUTES_TIMEOUT_MS = 2_000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** Remote name → the manifest URL of its dev server. */
export type Overrides = Readonly<Record<string, string>>;

/** A manifest URL on this machine, or undefined. */
export function loopbackEntry(value: string): string | undefined {
  try {
    const url = new URL(value);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && LOOPBACK_HOSTS.has(url.hostname) && !url.username ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The valid pairs of an untrusted object (a cookie's, a query's). */
function validOverrides(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const pairs = Object.entries(value as Record<string, unknown>).flatMap(([name, entry]) => {
    const url = typeof entry === 'string' && REMOTE_NAME.test(name) && loopbackEntry(entry);
    return url ? [[name, url] as const] : [];
  });
  return Object.fromEntries(pairs.slice(0, MAX_OVERRIDES));
}

/** The overrides a request's cookie carries ({} when none or unreadable). */
export function overridesOf(req: Request): Overrides {
  const raw = parseCookies(req.headers.cookie ?? '')[OVERRIDE_COOKIE];
  if (!raw) return {};
  try {
    return validOverrides(JSON.parse(raw));
  } catch {
    return {};
  }
}

/**
 * The pages a dev server declares (its routes.json), or undefined when it cannot say. Taken as
 * the developer's own file, checked only for its shape: the shell builds routes from it.
 */
async function devRoutes(
  entry: string,
  fetchImpl: typeof fetch,
): Promise<RemoteRouteManifest | undefined> {
  try {
    const response = await fetchImpl(new URL('routes.json', entry), {
      signal: AbortSignal.timeout(ROUTES_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const routes = (body as { routes?: unknown } | null)?.routes;
    return Array.isArray(routes) ? (body as RemoteRouteManifest) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The registry as the overriding browser sees it: each replaced remote points at its dev
 * server, with the pages the dev server declares (the release's when it cannot be read) and no
 * pinned server bundle.
 */
export async function applyOverrides(
  document: RegistryDocument | undefined,
  overrides: Overrides,
  fetchImpl: typeof fetch = fetch,
): Promise<RegistryDocument | undefined> {
  if (!document || Object.keys(overrides).length === 0) return document;
  const remotes = await Promise.all(
    document.remotes.map(async (remote): Promise<RegistryEntry> => {
      const entry = overrides[remote.name];
      if (!entry) return remote;
      const routes = (await devRoutes(entry, fetchImpl)) ?? remote.routes;
      return { name: remote.name, entry, version: 'dev', ...(routes ? { routes } : {}) };
    }),
  );
  return { remotes };
}

/** `GET /__remote-override?…`: sets or clears this browser's overrides, then opens the home page. */
export const overrideSettings: RequestHandler = (req, res, next) => {
  if (req.path !== OVERRIDE_PATH || req.method !== 'GET') return next();
  const query = req.query as Record<string, unknown>;
  const chosen: Record<string, string> = 'clear' in query ? {} : { ...overridesOf(req) };
  for (const [name, value] of Object.entries(query)) {
    if (name === 'clear' || typeof value !== 'string') continue;
    if (value === '') delete chosen[name];
    else if (!REMOTE_NAME.test(name) || !loopbackEntry(value)) {
      res
        .status(400)
        .type('text/plain')
        .send(
          'An override names a remote and the mf-manifest.json URL of a dev server on this ' +
            'machine (localhost, 127.0.0.1 or [::1]).',
        );
      return;
    } else chosen[name] = value;
  }
  const overrides = validOverrides(chosen);
  if (Object.keys(overrides).length === 0) res.clearCookie(OVERRIDE_COOKIE, { path: '/' });
  else
    res.cookie(OVERRIDE_COOKIE, JSON.stringify(overrides), {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
    });
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, '/');
};
