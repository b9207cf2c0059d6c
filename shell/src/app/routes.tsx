import {
  mergeRouteTables,
  DEFAULT_LOCALE,
  NOT_FOUND_PATH,
  Redirect,
  SEARCH_PAGE_PATH,
  SHELL_ROUTE_PATHS,
  UNSUBSCRIBE_PATH,
  type RoutedRemote,
  type SiteLocale,
  type SiteRoute,
  type SiteRouteTable,
} from '@alu/common';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AreaUnavailable } from '../features/federation/AreaUnavailable';
import { RemoteArea } from '../features/federation/RemoteArea';
// The leave page's styles stay in the app's style sheet: the server's HTML of that page is
// styled before its code comes.
import '../features/newsletter-unsubscribe/UnsubscribePage.module.css';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import type { RouteHandle } from './routeHandle';
import { SiteLayout } from './SiteLayout';

function remoteRoute(route: SiteRoute): RouteObject {
  const handle: RouteHandle = {
    name: route.name,
    chrome: route.chrome ?? true,
    serverRendered: route.serverRendered ?? true,
    remote: route.remote,
    page: route.page,
  };
  return {
    path: route.path,
    element: <RemoteArea remote={route.remote} page={route.page} />,
    handle,
  };
}

const notFoundHandle: RouteHandle = { name: 'NotFound', chrome: true, serverRendered: true };
const unsubscribeHandle: RouteHandle = {
  name: 'NewsletterUnsubscribe',
  chrome: true,
  serverRendered: true,
};

// Its own chunk (with the search library): no other page downloads it. Hydration keeps the
// server's HTML until the chunk is in.
const SearchPage = lazy(() =>
  import(/* webpackChunkName: "search-page" */ '../features/search/SearchPage').then((module) => ({
    default: module.SearchPage,
  })),
);
const searchHandle: RouteHandle = { name: 'SearchResults', chrome: true, serverRendered: true };

// The newsletter's leave page, opened from a mail's link only: its code in a chunk of its own,
// kept out of every other page's first visit, like the search page's.
const UnsubscribePage = lazy(() =>
  import(
    /* webpackChunkName: "newsletter-unsubscribe" */ '../features/newsletter-unsubscribe/UnsubscribePage'
  ).then((module) => ({ default: module.UnsubscribePage })),
);

const reload = () => window.location.reload();

/**
 * The site's router: the pages each registered remote declares (merged by `siteRouteTable`)
 * and the shell's own pages, inside the site's layout. Without a table (the registry could not
 * be read) no address is known: instead of calling every page missing, the site says that the
 * section is unavailable, with header and footer working.
 */
export function buildSiteRoutes(
  table: SiteRouteTable | null,
  locale: SiteLocale = DEFAULT_LOCALE,
): RouteObject[] {
  // Pages the browser renders alone (the administration) exist at their own address only.
  const routes = (table?.routes ?? []).filter(
    (route) => locale === DEFAULT_LOCALE || route.serverRendered !== false,
  );
  const unknownPath = table ? <NotFoundPage /> : <AreaUnavailable onRetry={reload} />;
  return [
    {
      element: <SiteLayout />,
      children: [
        ...routes.map(remoteRoute),
        ...(table?.redirects ?? []).map(({ path, redirectTo }) => ({
          path,
          element: <Redirect to={redirectTo} />,
        })),
        {
          path: UNSUBSCRIBE_PATH,
          element: (
            <Suspense fallback={null}>
              <UnsubscribePage />
            </Suspense>
          ),
          handle: unsubscribeHandle,
        },
        {
          path: SEARCH_PAGE_PATH,
          element: (
            <Suspense fallback={null}>
              <SearchPage />
            </Suspense>
          ),
          handle: searchHandle,
        },
        { path: NOT_FOUND_PATH, element: <NotFoundPage />, handle: notFoundHandle },
        { path: '*', element: unknownPath },
      ],
    },
  ];
}

/** One route table from the registry's remotes, in registry order (the first claim wins). */
export function siteRouteTable(registry: readonly RoutedRemote[] | null): SiteRouteTable | null {
  return registry && mergeRouteTables(registry, SHELL_ROUTE_PATHS);
}
