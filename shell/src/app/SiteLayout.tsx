import { useTexts } from '@alu/common';
import { shellTexts } from '../shared/shellTexts';
import { LanguageOfferSlot } from '../features/language-offer/LanguageOfferSlot';
import { Outlet, useLocation } from 'react-router-dom';
import { CookiePrompt } from '../features/cookie-prompt/CookiePrompt';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { SearchOverlay } from '../features/search/SearchOverlay';
import { routeHandleAt } from './routeHandle';
import { useSiteRoutes } from './siteRoutesContext';
import { useScrollToTopOnRouteChange } from './useScrollToTopOnRouteChange';
import styles from './SiteLayout.module.css';

export function SiteLayout() {
  const tx = useTexts(shellTexts);
  const chrome = routeHandleAt(useSiteRoutes(), useLocation().pathname)?.chrome ?? true;
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
        {tx('Vai al contenuto')}
      </a>
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <SearchOverlay />
      <CookiePrompt />
      <LanguageOfferSlot />
    </div>
  );
}
