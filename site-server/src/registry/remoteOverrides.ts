// Development only: one browser sees a locally running remote (its dev server) in place of the
// registered release, while every other browser keeps the registry's. The browser carries its
// choice in a cookie set by `GET /__remote-override?news=http://localhost:3105/mf-manifest.json`
// (`?news=` drops one, `?clear` all). Only remotes already in the registry can be replaced, only
// by one of this project's dev servers on this machine (a loopback origin on a port the start
// script names): a link cannot make a developer's browser run code from elsewhere, and a visitor
// cannot make this server read whatever else listens on the machine (it fetches the dev
// server's routes.json and answers it in `/api/remotes`). Any loopback port only when the
// developer opts in. Pages of such a browser are rendered by the browser itself (the dev server
// has no server bundle) and never enter the page cache. In production (NODE_ENV=production)
// none of this exists: the path is an unknown page, the cookie is ignored.
import type { RemoteRouteManifest } from '@alu/common/contracts';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';
import type { RegistryDocument, RegistryEntry } from './registryDocument.ts';

export const OVERRIDE_PATH = '/__remote-override';
export const OVERRIDE_COOKIE = 'alu-remote-override';
const MAX_OVERRIDES = 10;
const ROUTES_TIMEOUT_MS = 2_000;
/** The names of this machine an override's URL may use. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** Remote name → the manifest URL of its dev server. */
export type Overrides = Readonly<Record<string, string>>;

/** Which dev servers a browser may choose. */
export interface OverridePolicy {
  /** Origins of the project's remote dev servers; any loopback name stands for their host. */
  readonly devOrigins: readonly string[];
  /** Any port of this machine (the developer's explicit opt-in). */
  readonly anyLoopbackPort: boolean;
}

/** Scheme and port of a loopback URL, the same whichever loopback name it uses. */
function loopbackKey(url: URL): string | undefined {
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (!web || !LOOPBACK_HOSTS.has(url.hostname) || url.username || url.password) return undefined;
  return `${url.protocol}${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The manifest URLs a browser may choose under `policy`. */
export function devEntryCheck(policy: OverridePolicy): (value: string) => string | undefined {
  const allowed = new Set(
    policy.devOrigins.flatMap((origin) => {
      const url = parsedUrl(origin);
      const key = url && loopbackKey(url);
      return key ? [key] : [];
    }),
  );
  return (value) => {
    const url = parsedUrl(value);
    const key = url && loopbackKey(url);
    if (!url || !key) return undefined;
    return policy.anyLoopbackPort || allowed.has(key) ? url.href : undefined;
  };
}

/** The valid pairs of an untrusted object (a cookie's, a query's). */
function validOverrides(
  value: unknown,
  devEntry: (value: string) => string | undefined,
): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const pairs = Object.entries(value as Record<string, unknown>).flatMap(([name, entry]) => {
    const url = typeof entry === 'string' && REMOTE_NAME.test(name) && devEntry(entry);
    return url ? [[name, url] as const] : [];
  });
  return Object.fromEntries(pairs.slice(0, MAX_OVERRIDES));
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

/** This server's overrides: what a request's cookie carries, and the path that sets it. */
export function remoteOverrides(policy: OverridePolicy): {
  overridesOf(req: Request): Overrides;
  overrideSettings: RequestHandler;
} {
  const devEntry = devEntryCheck(policy);
  const refusal =
    "An override names a remote and the mf-manifest.json URL of one of this project's dev " +
    'servers on this machine (localhost, 127.0.0.1 or [::1]) ' +
    (policy.anyLoopbackPort
      ? '(any port: REMOTE_DEV_ANY_PORT is on).'
      : `on a port of REMOTE_DEV_ORIGINS (${policy.devOrigins.join(', ') || 'none'}), or any ` +
        'port with REMOTE_DEV_ANY_PORT=true.');

  /** The overrides a request's cookie carries ({} when none or unreadable). */
  function overridesOf(req: Request): Overrides {
    const raw = parseCookies(req.headers.cookie ?? '')[OVERRIDE_COOKIE];
    if (!raw) return {};
    try {
      return validOverrides(JSON.parse(raw), devEntry);
    } catch {
      return {};
    }
  }

  /** `GET /__remote-override?…`: sets or clears this browser's overrides, then opens the home page. */
  const overrideSettings: RequestHandler = (req, res, next) => {
    if (req.path !== OVERRIDE_PATH || req.method !== 'GET') return next();
    const query = req.query as Record<string, unknown>;
    const chosen: Record<string, string> = 'clear' in query ? {} : { ...overridesOf(req) };
    for (const [name, value] of Object.entries(query)) {
      if (name === 'clear' || typeof value !== 'string') continue;
      if (value === '') delete chosen[name];
      else if (!REMOTE_NAME.test(name) || !devEntry(value)) {
        res.status(400).type('text/plain').send(refusal);
        return;
      } else chosen[name] = value;
    }
    const overrides = validOverrides(chosen, devEntry);
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

  return { overridesOf, overrideSettings };
}
