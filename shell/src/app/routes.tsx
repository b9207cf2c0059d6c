import {
  NOT_FOUND_PATH,
  Redirect,
  redirectRoutes,
  remoteRoutes,
  type RemoteName,
  type RemoteRoute,
} from '@alu/common';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { RemoteArea } from '../features/federation/RemoteArea';
import { UnsubscribePage } from '../features/newsletter-unsubscribe/UnsubscribePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { SiteLayout } from './SiteLayout';

/** What the layout reads from the matched route (`routeHandleAt`). */
export interface RouteHandle {
  readonly name: string;
  readonly chrome: boolean;
  /** The remote and page key that render the route (none for the shell's own pages). */
  readonly remote?: RemoteName;
  readonly page?: string;
}

function remoteRoute(route: RemoteRoute): RouteObject {
  const handle: RouteHandle = {
    name: route.name,
    chrome: route.chrome,
    remote: route.remote,
    page: route.page,
  };
  return {
    path: route.path,
    element: <RemoteArea remote={route.remote} page={route.page} />,
    handle,
  };
}

const notFoundHandle: RouteHandle = { name: 'NotFound', chrome: true };
const unsubscribeHandle: RouteHandle = { name: 'NewsletterUnsubscribe', chrome: true };

/** Where a newsletter mail's signed link leads (the shell owns the newsletter). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The shell's route table (document 2, section 2.1), built from the shared route data. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...remoteRoutes.map(remoteRoute),
      ...redirectRoutes.map(({ path, redirectTo }) => ({
        path,
        element: <Redirect to={redirectTo} />,
      })),
      { path: UNSUBSCRIBE_PATH, element: <UnsubscribePage />, handle: unsubscribeHandle },
      { path: NOT_FOUND_PATH, element: <NotFoundPage />, handle: notFoundHandle },
      { path: '*', element: <Redirect to={NOT_FOUND_PATH} /> },
    ],
  },
];

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'chrome' in value;
}

/** The handle of the route that renders a path (none for redirects and unknown paths). */
export function routeHandleAt(pathname: string): RouteHandle | undefined {
  return (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route.handle as unknown)
    .findLast(isRouteHandle);
}
