import { useEffect, useMemo, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useLocation } from 'react-router-dom';
import {
  createSiteI18n,
  localePrefix,
  NotFoundPageContext,
  type RoutedRemote,
  type SiteLocale,
} from '@alu/common';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { SiteMenusContext, siteMenusOf } from '../shared/siteMenus';
import { buildSiteRoutes, siteRouteTable } from './routes';
import { SiteRoutes } from './SiteRoutes';
import { SiteRoutesContext, useSiteRoutes } from './siteRoutesContext';
import { usePreloadOnIntent } from './usePreloadOnIntent';

export interface AppProps {
  /**
   * The registry's remotes the page started with: their declared pages are the routes
   * (null: the registry could not be read).
   */
  readonly registry: readonly RoutedRemote[] | null;
  /** The page's language (its address's prefix); a new document for another language. */
  readonly locale: SiteLocale;
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
  usePreloadOnIntent(useSiteRoutes());
  useEffect(() => {
    // The page is interactive from here on (tests and the benchmark wait for this mark).
    document.documentElement.dataset.app = 'ready';
  }, []);
  return <SiteRoutes />;
}

export function App({ registry, locale, onFirstNavigation }: AppProps) {
  const routes = useMemo(
    () => buildSiteRoutes(siteRouteTable(registry), locale),
    [registry, locale],
  );
  const menus = useMemo(() => siteMenusOf(registry, locale), [registry, locale]);
  const i18n = useMemo(() => createSiteI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <NotFoundPageContext.Provider value={NotFoundPage}>
        <SiteRoutesContext.Provider value={routes}>
          <SiteMenusContext.Provider value={menus}>
            <BrowserRouter basename={localePrefix(locale) || undefined}>
              <BrowserSite onFirstNavigation={onFirstNavigation} />
            </BrowserRouter>
          </SiteMenusContext.Provider>
        </SiteRoutesContext.Provider>
      </NotFoundPageContext.Provider>
    </I18nextProvider>
  );
}
