import { useEffect, useMemo, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import {
  localePrefix,
  NotFoundPageContext,
  SiteI18nProvider,
  type RoutedRemote,
  type SiteI18n,
} from '@alu/common';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { SiteMenusContext, siteMenusOf } from '../shared/siteMenus';
import { buildSiteRoutes, siteRouteTable } from './routes';
import { SiteRoutes } from './SiteRoutes';
import { SiteRoutesContext, useSiteRoutes } from './siteRoutesContext';
import { usePreloadOnIntent } from './usePreloadOnIntent';
import { useReportPageViews } from './useReportPageViews';

export interface AppProps {
  /**
   * The registry's remotes the page started with: their declared pages are the routes
   * (null: the registry could not be read).
   */
  readonly registry: readonly RoutedRemote[] | null;
  /**
   * The page's translations: its language (its address's prefix; a new document for another
   * language) and, for English and Bulgarian, the i18next instance loaded for them.
   */
  readonly i18n: SiteI18n;
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

function BrowserSite({ onFirstNavigation }: Pick<AppProps, 'onFirstNavigation'>) {
  useFirstNavigation(onFirstNavigation);
  const routes = useSiteRoutes();
  usePreloadOnIntent(routes);
  useReportPageViews(routes);
  useEffect(() => {
    // The page is interactive from here on (tests and the benchmark wait for this mark).
    document.documentElement.dataset.app = 'ready';
  }, []);
  return <SiteRoutes />;
}

export function App({ registry, i18n, onFirstNavigation }: AppProps) {
  const { locale } = i18n;
  const routes = useMemo(
    () => buildSiteRoutes(siteRouteTable(registry), locale),
    [registry, locale],
  );
  const menus = useMemo(() => siteMenusOf(registry, locale), [registry, locale]);
  return (
    <SiteI18nProvider value={i18n}>
      <NotFoundPageContext.Provider value={NotFoundPage}>
        <SiteRoutesContext.Provider value={routes}>
          <SiteMenusContext.Provider value={menus}>
            <BrowserRouter basename={localePrefix(locale) || undefined}>
              <BrowserSite onFirstNavigation={onFirstNavigation} />
            </BrowserRouter>
          </SiteMenusContext.Provider>
        </SiteRoutesContext.Provider>
      </NotFoundPageContext.Provider>
    </SiteI18nProvider>
  );
}
