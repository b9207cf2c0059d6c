import {
  CloseIcon,
  localizedPath,
  Logo,
  MenuIcon,
  SEARCH_PAGE_PATH,
  SearchIcon,
  useCompanyNames,
  useLocale,
  useTexts,
} from '@alu/common';
import { useLanguageLinks } from '@alu/common/language-links';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { scrollToNewsletter } from '../../shared/newsletterTarget';
import { shellTexts } from '../../shared/shellTexts';
import { useSiteMenus } from '../../shared/siteMenus';
import { socialLinks } from '../../shared/socialLinks';
import { useUiStore } from '../../shared/uiStore';
import { ExternalDropdown } from './ExternalDropdown';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { useHeaderScroll } from './useHeaderScroll';
import styles from './Header.module.css';

/** The language menu: this page in each language (a new document: its `lang` and texts). */
function useLanguageMenu() {
  return useLanguageLinks().map(({ locale, name, url, current }) => ({
    name,
    url,
    lang: locale,
    current,
  }));
}

const social = socialLinks.map(({ name, url, Icon }) => ({ name, url, icon: <Icon /> }));

export function Header() {
  const { solid, direction } = useHeaderScroll();
  const { pathname, search } = useLocation();
  const closeMenus = useUiStore((state) => state.closeMenus);
  const mobileMenuOpen = useUiStore((state) => state.mobileMenuOpen);
  const toggleMobileMenu = useUiStore((state) => state.toggleMobileMenu);
  const setSearchOpen = useUiStore((state) => state.setSearchOpen);
  const tx = useTexts(shellTexts);
  const languages = useLanguageMenu();
  const locale = useLocale();
  const companyName = useCompanyNames().name;

  // On a route change every dropdown and the mobile menu close.
  useEffect(() => closeMenus(), [pathname, search, closeMenus]);

  const { topBar, mainBar } = useSiteMenus();
  return (
    <header
      className={`${styles.header} ${solid || mobileMenuOpen ? styles.solid : ''}`}
      data-solid={solid}
      data-scroll-direction={direction}
    >
      <nav className={styles.topBar} aria-label={tx('Menu secondario')}>
        <ul className={styles.navList}>
          {topBar.map((section) =>
            section.plain ? (
              <li key={section.id} className={styles.navItem}>
                <NavLink to={section.url} className={styles.navLink}>
                  {section.label}
                </NavLink>
              </li>
            ) : (
              <NavDropdown key={section.id} section={section} row="top" />
            ),
          )}
        </ul>
        <ul className={styles.navList}>
          <ExternalDropdown id="social" label={tx('Seguici')} items={social} newTab />
          <li className={styles.navItem}>
            <button type="button" className={styles.topButton} onClick={scrollToNewsletter}>
              {tx('Sottoscrivi')}
            </button>
          </li>
          <ExternalDropdown id="language" label={tx('Lingua')} items={languages} />
          <li className={styles.navItem}>
            {/* A form, so the button works before (or without) scripts: it opens the results
                page; once the page runs, it opens the overlay instead. */}
            <form
              className={styles.searchForm}
              action={localizedPath(locale, SEARCH_PAGE_PATH)}
              method="get"
              onSubmit={(event) => {
                event.preventDefault();
                setSearchOpen(true);
              }}
            >
              <button type="submit" className={styles.iconButton} aria-label={tx('Cerca nel sito')}>
                <SearchIcon />
              </button>
            </form>
          </li>
        </ul>
      </nav>
      <div className={styles.mainBar}>
        <Link to="/" className={styles.logo}>
          <Logo label={tx('{{company}}, home page', { company: companyName })} />
        </Link>
        <nav className={styles.mainNav} aria-label={tx('Menu principale')}>
          <ul className={styles.navList}>
            <li className={styles.navItem}>
              <NavLink to="/" end className={styles.navLink}>
                {tx('Home')}
              </NavLink>
            </li>
            {mainBar.map((section) => (
              <NavDropdown key={section.id} section={section} row="main" />
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className={styles.mobileToggle}
          aria-expanded={mobileMenuOpen}
          aria-controls="mobile-menu"
          aria-label={mobileMenuOpen ? tx('Chiudi il menu') : tx('Apri il menu')}
          onClick={toggleMobileMenu}
        >
          {mobileMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <MobileMenu />
    </header>
  );
}
