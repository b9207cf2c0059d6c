import { useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useSiteRoutes } from './siteRoutesContext';

/**
 * The site's routes as elements, the same under the browser's router and the server's
 * (declarative routing: the routes have no loaders, and the data router's code is twice the
 * size of what the site uses).
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(useSiteRoutes());
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
