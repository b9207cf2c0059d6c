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

/** The handle of the route that renders a path (none for redirects and unknown paths). */
export function routeHandleAt(routes: RouteObject[], pathname: string): RouteHandle | undefined {
  return (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route.handle as unknown)
    .findLast(isRouteHandle);
}

/**
 * The path pattern of the route that renders a path, as its remote declares it
 * (`/news/:slug`): what the server's metrics name a page by, never the address itself.
 */
export function routeTemplateAt(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  const segments = matches.flatMap((match) => match.route.path ?? []).join('/');
  return `/${segments}`.replace(/\/{2,}/g, '/');
}
