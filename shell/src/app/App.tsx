import { useEffect, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { routes } from './routes';
import { SiteRoutes } from './SiteRoutes';
import { usePreloadOnIntent } from './usePreloadOnIntent';

export interface AppProps {
  /** Called once, when the visitor first leaves the location the page was loaded at. */
  readonly onFirstNavigation?: () => void;
}

function useFirstNavigation(onFirstNavigation: (() => void) | undefined): void {
  const { key } = useLocation();
  const first = useRef(key);
  const called = useRef(false);
  useEffect(() => {
    if (!onFirstNavigation || called.current || key === first.current) return;
    called.current = true;
    onFirstNavigation();
  }, [key, onFirstNavigation]);
}

function BrowserSite({ onFirstNavigation }: AppProps) {
  useFirstNavigation(onFirstNavigation);
  usePreloadOnIntent(routes);
  useEffect(() => {
    // The page is interactive from here on (tests and the benchmark wait for this mark).
    document.documentElement.dataset.app = 'ready';
  }, []);
  return <SiteRoutes />;
}

export function App({ onFirstNavigation }: AppProps) {
  return (
    <BrowserRouter>
      <BrowserSite onFirstNavigation={onFirstNavigation} />
    </BrowserRouter>
  );
}
