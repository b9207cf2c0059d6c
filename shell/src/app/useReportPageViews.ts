import { useEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { recordPageView } from '../shared/releaseHealthQueue';
import { routeAt } from './routeHandle';

/**
 * Records each page view (the first and every navigation in the browser; a change of the
 * query alone is the same view) for the real-user measurement: the remote that renders it,
 * or the shell, and its route template.
 */
export function useReportPageViews(routes: RouteObject[]): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { handle, template } = routeAt(routes, pathname);
    // A redirect's address is no page: its target is the next view. The catch-all (unknown
    // addresses) is the shell's not-found page. (The routes never change after the start, so
    // the effect runs once per address; twice on mount in development, by StrictMode.)
    if (handle || template === '/*') recordPageView(template ?? '/*', handle?.remote);
  }, [routes, pathname]);
}
