import { CloseIcon, Logo, MenuIcon, SearchIcon, siteConfig } from '@alu/common';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { scrollToNewsletter } from '../../shared/newsletterTarget';
import { useSiteMenus } from '../../shared/siteMenus';
import { socialLinks } from '../../shared/socialLinks';
import { useUiStore } from '../../shared/uiStore';
import { ExternalDropdown } from './ExternalDropdown';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { useHeaderScroll } from './useHeaderScroll';
import styles from './Header.module.css';

const languages = [
  { name: 'Български', url: siteConfig.languageSites.bg, lang: 'bg' },
  { name: 'English', url: siteConfig.languageSites.en, lang: 'en' },
  { name: 'Italiano', url: siteConfig.languageSites.it, lang: 'it' },
];

const social = socialLinks.map(({ name, url, Icon }) => ({ name, url, icon: <Icon /> }));

export function Header() {
  const { solid, direction } = useHeaderScroll();
  const { pathname, search } = useLocation();
  const closeMenus = useUiStore((state) => state.closeMenus);
  const mobileMenuOpen = useUiStore((state) => state.mobileMenuOpen);
  const toggleMobileMenu = useUiStore((state) => state.toggleMobileMenu);
  const setSearchOpen = useUiStore((state) => state.setSearchOpen);

  // On a route change every dropdown and the mobile menu close.
  useEffect(() => closeMenus(), [pathname, search, closeMenus]);

  const { topBar, mainBar } = useSiteMenus();
  return (
    <header
      className={`${styles.header} ${solid || mobileMenuOpen ? styles.solid : ''}`}
      data-solid={solid}
      data-scroll-direction={direction}
    >
      <nav className={styles.topBar} aria-label="Menu secondario">
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
          <ExternalDropdown id="social" label="Seguici" items={social} />
          <li className={styles.navItem}>
            <button type="button" className={styles.topButton} onClick={scrollToNewsletter}>
              Sottoscrivi
            </button>
          </li>
          <ExternalDropdown id="language" label="Lingua" items={languages} />
          <li className={styles.navItem}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Cerca nel sito"
              onClick={() => setSearchOpen(true)}
            >
              <SearchIcon />
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.mainBar}>
        <Link to="/" className={styles.logo} aria-label={`${siteConfig.companyName}, home page`}>
          <Logo />
        </Link>
        <nav className={styles.mainNav} aria-label="Menu principale">
          <ul className={styles.navList}>
            <li className={styles.navItem}>
              <NavLink to="/" end className={styles.navLink}>
                Home
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
          aria-label={mobileMenuOpen ? 'Chiudi il menu' : 'Apri il menu'}
          onClick={toggleMobileMenu}
        >
          {mobileMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <MobileMenu />
    </header>
  );
}
