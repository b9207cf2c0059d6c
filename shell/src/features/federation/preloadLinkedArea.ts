import { isPreloadablePage, splitLocalePath } from '@alu/common';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadRemoteRoutes } from './remoteModules';
import type { RemoteName } from '@alu/common';

interface AreaHandle {
  readonly remote?: RemoteName;
  readonly page?: string;
  readonly serverRendered?: boolean;
}

const requested = new Set<string>();

/**
 * Starts loading the area a link leads to (its remote and page code), so the click finds it
 * ready. Called when the visitor shows intent (pointer over, focus); each page once; a
 * failure is left to the area's own message when the visitor really goes there.
 */
export function preloadLinkedArea(routes: RouteObject[], href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const handle = (matchRoutes(routes, splitLocalePath(url.pathname).path) ?? [])
    .map((match) => match.route.handle as AreaHandle | undefined)
    .findLast((value) => value?.remote);
  // Browser-only areas (the administration) are never fetched for a visitor's hover.
  if (!handle?.remote || handle.serverRendered === false) return;
  const key = `${handle.remote}/${handle.page ?? ''}`;
  if (requested.has(key)) return;
  requested.add(key);
  void loadRemoteRoutes(handle.remote).then(
    (module) => {
      const Page = handle.page ? module.pages[handle.page] : undefined;
      return isPreloadablePage(Page) ? Page.preload() : undefined;
    },
    () => requested.delete(key),
  );
}
