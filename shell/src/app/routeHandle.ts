import type { RemoteName } from '@alu/common';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** What the layout reads from the matched route (`routeHandleAt`). */
export interface RouteHandle {
  readonly name: string;
  readonly chrome: boolean;
  /** Rendered on the server (false: the browser renders it alone, as the administration). */
  readonly serverRendered: boolean;
  /** The remote and page key that render the route (none for the shell's own pages). */
  readonly remote?: RemoteName;
  readonly page?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'chrome' in value;
}

/** What the matched route of a path says: its handle, and its path pattern. */
export interface RouteMatch {
  /** The handle of the route that renders the path (none for redirects and unknown paths). */
  readonly handle: RouteHandle | undefined;
  /**
   * The route's path pattern as its remote declares it (`/news/:slug`; null when nothing
   * matched): what the server's metrics name a page by, never the address itself.
   */
  readonly template: string | null;
}

/** Matches `pathname` once (matching ranks every route of the site, so it is not cheap). */
export function routeAt(routes: RouteObject[], pathname: string): RouteMatch {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return { handle: undefined, template: null };
  const segments = matches.flatMap((match) => match.route.path ?? []).join('/');
  return {
    handle: matches.map((match) => match.route.handle as unknown).findLast(isRouteHandle),
    template: `/${segments}`.replace(/\/{2,}/g, '/'),
  };
}

/** The handle of the route that renders a path (none for redirects and unknown paths). */
export function routeHandleAt(routes: RouteObject[], pathname: string): RouteHandle | undefined {
  return routeAt(routes, pathname).handle;
}
