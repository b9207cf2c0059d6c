import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { usePreloadOnIntent } from './usePreloadOnIntent';

export interface AppProps {
  /** Called once, when the visitor first leaves the location the page was loaded at. */
  readonly onFirstNavigation?: () => void;
}

export function App({ onFirstNavigation }: AppProps) {
  // Created on mount, not at module load, so this module can be imported outside a browser.
  const [router] = useState(() => createBrowserRouter(routes));
  usePreloadOnIntent(routes);
  useEffect(() => {
    if (!onFirstNavigation) return;
    const first = router.state.location.key;
    const unsubscribe = router.subscribe((state) => {
      if (state.location.key === first) return;
      onFirstNavigation();
      unsubscribe();
    });
    return unsubscribe;
  }, [router, onFirstNavigation]);
  useEffect(() => {
    // The page is interactive from here on (tests and the benchmark wait for this mark).
    document.documentElement.dataset.app = 'ready';
  }, []);
  return <RouterProvider router={router} />;
}
