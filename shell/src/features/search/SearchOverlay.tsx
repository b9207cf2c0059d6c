import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBodyScrollLock } from '@alu/common';
import { useUiStore } from '../../shared/uiStore';
// The search's styles are in the site's main stylesheet, not in the lazy chunks: the results
// page, rendered on the server, must look right before (or without) any script.
import './SearchOverlay.module.css';
import './SearchPage.module.css';

// The panel, the search library and the result list are one chunk, fetched on first opening.
const SearchPanel = lazy(() =>
  import(/* webpackChunkName: "search-panel" */ './SearchPanel').then((module) => ({
    default: module.SearchPanel,
  })),
);

/**
 * The site-wide search overlay. It opens from the header, focuses its input, locks page
 * scrolling and clears itself on close (Escape, the close button, a route change). The data
 * comes from the remotes' search modules, loaded when it first opens, and from the API.
 */
export function SearchOverlay() {
  const open = useUiStore((state) => state.searchOpen);
  const setSearchOpen = useUiStore((state) => state.setSearchOpen);
  const { pathname } = useLocation();

  useBodyScrollLock(open);
  useEffect(() => setSearchOpen(false), [pathname, setSearchOpen]);

  // The panel is mounted only while open, so closing clears the input and results.
  return open ? (
    <Suspense fallback={null}>
      <SearchPanel onClose={() => setSearchOpen(false)} />
    </Suspense>
  ) : null;
}
