import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { preloadLinkedArea } from '../features/federation/preloadLinkedArea';

/** Links of the site's menus (header and footer): their areas load on hover or focus. */
const MENU_LINK = 'header a[href], footer a[href]';

export function usePreloadOnIntent(routes: RouteObject[]): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest(MENU_LINK) : null;
      const href = link?.getAttribute('href');
      if (href) preloadLinkedArea(routes, href);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [routes]);
}
