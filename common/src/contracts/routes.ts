// The pages a remote declares (its `routes.json`, shipped with every release next to its
// mf-manifest.json) and how the site merges the declarations of the registered remotes into
// one route table. The API checks a release's declaration before activating it and reports
// conflicts; the shell builds its router from the merged table, in the browser and on the
// server. Plain data and functions: the API runs this file compiled, without React.
import { parseMenuContribution, type MenuContribution } from './menus';

/** One page of a remote: a path pattern and the key of its component in `./routes`. */
export interface RouteDeclaration {
  /** A react-router path pattern, e.g. `/news/:url`. */
  readonly path: string;
  /** The route's name in the site map (News, NewsArticle, …), for logs and tests. */
  readonly name: string;
  /** Key of the page component in the remote's `./routes` module. */
  readonly page: string;
  /** Header and footer around the page (default true; the administration has none). */
  readonly chrome?: boolean;
  /** Rendered on the server (default true; the administration renders in the browser only). */
  readonly serverRendered?: boolean;
}

/** Another address of a page, answered with a redirect. */
export interface RedirectDeclaration {
  readonly path: string;
  readonly redirectTo: string;
}

/** What a remote's `routes.json` holds: its pages, and its part of the site's menus. */
export interface RemoteRouteManifest extends MenuContribution {
  readonly routes: readonly RouteDeclaration[];
  readonly redirects?: readonly RedirectDeclaration[];
}

/** The file every remote build ships next to its mf-manifest.json. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** Upper bounds that keep one remote's declaration from bloating every page that carries it. */
export const ROUTE_MANIFEST_LIMITS = { routes: 100, redirects: 100, pathLength: 200 } as const;

/** Static segments, `:params` and a final `*`; nothing a URL would need to escape. */
const PATH_PATTERN = /^\/(?:(?:[a-z0-9][a-z0-9._-]*|:[a-zA-Z][a-zA-Z0-9]*)(?:\/|$))*$/;
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const PAGE_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRoutePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= ROUTE_MANIFEST_LIMITS.pathLength &&
    (value === '/' || (PATH_PATTERN.test(value) && !value.endsWith('/')))
  );
}

function parseRoute(value: unknown, at: string, problems: string[]): RouteDeclaration | undefined {
  if (!isRecord(value)) {
    problems.push(`${at} must be an object`);
    return undefined;
  }
  const { path, name, page, chrome, serverRendered } = value;
  const before = problems.length;
  if (!isRoutePath(path)) problems.push(`${at}.path must be a path such as /news/:url`);
  if (typeof name !== 'string' || !NAME_PATTERN.test(name)) {
    problems.push(`${at}.name must be a word such as NewsArticle`);
  }
  if (typeof page !== 'string' || !PAGE_PATTERN.test(page)) {
    problems.push(`${at}.page must be a page key such as article`);
  }
  if (chrome !== undefined && typeof chrome !== 'boolean') {
    problems.push(`${at}.chrome must be true or false`);
  }
  if (serverRendered !== undefined && typeof serverRendered !== 'boolean') {
    problems.push(`${at}.serverRendered must be true or false`);
  }
  if (problems.length > before) return undefined;
  return {
    path: path as string,
    name: name as string,
    page: page as string,
    ...(chrome === false ? { chrome } : {}),
    ...(serverRendered === false ? { serverRendered } : {}),
  };
}

function parseRedirect(
  value: unknown,
  at: string,
  problems: string[],
): RedirectDeclaration | undefined {
  if (!isRecord(value) || !isRoutePath(value.path) || value.path.includes(':')) {
    problems.push(`${at}.path must be a path without parameters`);
    return undefined;
  }
  const target = value.redirectTo;
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    problems.push(`${at}.redirectTo must be a path of the site`);
    return undefined;
  }
  return { path: value.path, redirectTo: target };
}

function parseList<T>(
  value: unknown,
  field: 'routes' | 'redirects',
  parse: (item: unknown, at: string, problems: string[]) => T | undefined,
  problems: string[],
): T[] {
  if (!Array.isArray(value)) {
    problems.push(`${field} must be a list`);
    return [];
  }
  if (value.length > ROUTE_MANIFEST_LIMITS[field]) {
    problems.push(`${field} holds more than ${ROUTE_MANIFEST_LIMITS[field]} entries`);
    return [];
  }
  return value.flatMap((item: unknown, index) => parse(item, `${field}[${index}]`, problems) ?? []);
}

/** A clean copy of a remote's declaration, or what is wrong with it. */
export function parseRouteManifest(
  value: unknown,
): { ok: true; manifest: RemoteRouteManifest } | { ok: false; problems: string[] } {
  if (!isRecord(value)) return { ok: false, problems: ['expected an object with "routes"'] };
  const problems: string[] = [];
  const routes = parseList(value.routes, 'routes', parseRoute, problems);
  const redirects =
    value.redirects === undefined
      ? []
      : parseList(value.redirects, 'redirects', parseRedirect, problems);
  const menus = parseMenuContribution(value, problems);
  if (problems.length === 0 && routes.length === 0) problems.push('routes must not be empty');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    manifest: { routes, ...(redirects.length > 0 ? { redirects } : {}), ...menus },
  };
}

/** A route of the merged table, with the remote that renders it. */
export interface SiteRoute extends RouteDeclaration {
  readonly remote: string;
}

export interface SiteRedirect extends RedirectDeclaration {
  readonly remote: string;
}

/** A path a remote declared that another remote (or the shell) had already claimed. */
export interface RouteConflict {
  readonly path: string;
  readonly remote: string;
  readonly claimedBy: string;
}

export interface SiteRouteTable {
  readonly routes: readonly SiteRoute[];
  readonly redirects: readonly SiteRedirect[];
  readonly conflicts: readonly RouteConflict[];
}

/** The remotes in registry order, each with the declaration of its active version. */
export interface RoutedRemote {
  readonly name: string;
  readonly routes?: RemoteRouteManifest;
}

/** Who claims the shell's own paths in a conflict report. */
export const SHELL_OWNER = 'shell';

/** Paths the shell renders itself (not found, leaving the newsletter); no remote may take them. */
export const NOT_FOUND_PATH = '/404';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
export const SHELL_ROUTE_PATHS: readonly string[] = [NOT_FOUND_PATH, UNSUBSCRIBE_PATH];

/** `/news/:url` and `/news/:slug` match the same addresses: one claim. */
function claimKey(path: string): string {
  return path.replace(/:[^/]+/g, ':');
}

/**
 * One route table from the registered remotes: the first remote (in registry order) to claim
 * a path keeps it; later claims of that path, and claims of the shell's own paths, are left
 * out and reported as conflicts.
 */
export function mergeRouteTables(
  remotes: readonly RoutedRemote[],
  shellPaths: readonly string[] = [],
): SiteRouteTable {
  const owners = new Map<string, string>(shellPaths.map((path) => [claimKey(path), SHELL_OWNER]));
  const routes: SiteRoute[] = [];
  const redirects: SiteRedirect[] = [];
  const conflicts: RouteConflict[] = [];
  const claim = (path: string, remote: string): boolean => {
    const owner = owners.get(claimKey(path));
    if (owner === undefined) {
      owners.set(claimKey(path), remote);
      return true;
    }
    // A remote may declare one path twice only by mistake; the later copy is dropped quietly.
    if (owner !== remote) conflicts.push({ path, remote, claimedBy: owner });
    return false;
  };
  for (const remote of remotes) {
    for (const route of remote.routes?.routes ?? []) {
      if (claim(route.path, remote.name)) routes.push({ ...route, remote: remote.name });
    }
    for (const redirect of remote.routes?.redirects ?? []) {
      if (claim(redirect.path, remote.name)) redirects.push({ ...redirect, remote: remote.name });
    }
  }
  return { routes, redirects, conflicts };
}

/** A remote's own declaration (its routes.json), checked when the remote's code loads. */
export function declareRoutes(value: unknown): RemoteRouteManifest {
  const parsed = parseRouteManifest(value);
  if (!parsed.ok) throw new Error(`Invalid routes.json: ${parsed.problems.join('; ')}`);
  return parsed.manifest;
}
