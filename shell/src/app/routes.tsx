import { NOT_FOUND_PATH, redirectRoutes, remoteRoutes, type RemoteRoute } from '@alu/common';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RemoteArea } from '../features/federation/RemoteArea';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { SiteLayout } from './SiteLayout';

/** What the layout reads from the matched route (`useMatches().handle`). */
export interface RouteHandle {
  readonly name: string;
  readonly chrome: boolean;
}

function remoteRoute(route: RemoteRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, chrome: route.chrome };
  return {
    path: route.path,
    element: <RemoteArea remote={route.remote} page={route.page} />,
    handle,
  };
}

const notFoundHandle: RouteHandle = { name: 'NotFound', chrome: true };

/** The shell's route table (document 2, section 2.1), built from the shared route data. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...remoteRoutes.map(remoteRoute),
      ...redirectRoutes.map(({ path, redirectTo }) => ({
        path,
        element: <Navigate to={redirectTo} replace />,
      })),
      { path: NOT_FOUND_PATH, element: <NotFoundPage />, handle: notFoundHandle },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
