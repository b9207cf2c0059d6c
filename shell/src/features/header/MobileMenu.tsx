import { ChevronDownIcon, LinkList, SearchIcon, useTexts } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { Link } from 'react-router-dom';
import { useSiteMenus } from '../../shared/siteMenus';
import { socialLinks } from '../../shared/socialLinks';
import { useUiStore } from '../../shared/uiStore';
import styles from './MobileMenu.module.css';

/** The mobile menu: an accordion with one section open at a time. */
export function MobileMenu() {
  const open = useUiStore((state) => state.mobileMenuOpen);
  const openSection = useUiStore((state) => state.mobileSection);
  const toggleSection = useUiStore((state) => state.toggleMobileSection);
  const setSearchOpen = useUiStore((state) => state.setSearchOpen);
  const sections = useSiteMenus().mobile;
  const tx = useTexts(shellTexts);

  return (
    <nav id="mobile-menu" className={styles.menu} hidden={!open} aria-label={tx('Menu')}>
      <ul className={styles.sections}>
        <li>
          <Link to="/" className={styles.sectionLink}>
            {tx('Home')}
          </Link>
        </li>
        {sections.map((section) => {
          const expanded = openSection === section.id;
          const panelId = `mobile-section-${section.id}`;
          return (
            <li key={section.id}>
              <button
                type="button"
                className={styles.sectionToggle}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggleSection(section.id)}
              >
                {section.label}
                <ChevronDownIcon
                  size={20}
                  className={expanded ? styles.chevronOpen : styles.chevron}
                />
              </button>
              <LinkList
                id={panelId}
                links={section.links}
                className={styles.links}
                linkClassName={styles.link}
                hidden={!expanded}
              />
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <button type="button" className={styles.searchToggle} onClick={() => setSearchOpen(true)}>
          <SearchIcon /> {tx('Cerca')}
        </button>
        <ul className={styles.social} aria-label={tx('Seguici')}>
          {socialLinks.map(({ name, url, Icon }) => (
            <li key={name}>
              <a href={url} target="_blank" rel="noopener noreferrer" aria-label={name}>
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
