import { Outlet, useMatches } from 'react-router-dom';
import { CookiePrompt } from '../features/cookie-prompt/CookiePrompt';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { SearchOverlay } from '../features/search/SearchOverlay';
import type { RouteHandle } from './routes';
import { useScrollToTopOnRouteChange } from './useScrollToTopOnRouteChange';
import styles from './SiteLayout.module.css';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'chrome' in value;
}

export function SiteLayout() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  const chrome = handle?.chrome ?? true;
  useScrollToTopOnRouteChange();

  if (!chrome) {
    return (
      <main id="main-content" className={styles.bare}>
        <Outlet />
      </main>
    );
  }
  return (
    <div className={styles.site}>
      <a className={styles.skipLink} href="#main-content">
        Vai al contenuto
      </a>
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <SearchOverlay />
      <CookiePrompt />
    </div>
  );
}
