// The pages a remote declares (its `routes.json`, shipped with every release next to its
// mf-manifest.json) and how the site merges the declarations of the registered remotes into
// one route table. The API checks a release's declaration before activating it and reports
// conflicts; the shell builds its router from the merged table, in the browser and on the
// server. Plain data and functions: the API runs this file compiled, without React.
import type { MenuContribution } from './menus';

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

/**
 * Paths the shell renders itself (not found, leaving the newsletter, the search results); no
 * remote may take them.
 */
export const NOT_FOUND_PATH = '/404';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
export const SEARCH_PAGE_PATH = '/search';
export const SHELL_ROUTE_PATHS: readonly string[] = [
  NOT_FOUND_PATH,
  UNSUBSCRIBE_PATH,
  SEARCH_PAGE_PATH,
];

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

/**
 * A remote's own declaration (its routes.json, imported as JSON), typed. Its content is checked
 * by the remote's contract test (remoteContractProblems) and again by the API before a release
 * is activated; the browser does not check it again (the checker stays out of every page).
 */
export function declareRoutes(value: unknown): RemoteRouteManifest {
  return value as RemoteRouteManifest;
}
