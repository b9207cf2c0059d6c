import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * The router built from the registry the page started with (see buildSiteRoutes). A context,
 * not a module constant: the server renders pages for different registries side by side.
 */
export const SiteRoutesContext = createContext<RouteObject[] | null>(null);

export function useSiteRoutes(): RouteObject[] {
  const routes = useContext(SiteRoutesContext);
  if (!routes) throw new Error('useSiteRoutes outside a SiteRoutesContext provider');
  return routes;
}
