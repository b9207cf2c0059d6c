import { ChevronDownIcon, LinkList, useTexts } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import type { NavSection } from '@alu/common';
import { Link, NavLink } from 'react-router-dom';
import type { DropdownRow } from '../../shared/uiStore';
import { useDropdown } from './useDropdown';
import styles from './Header.module.css';

export interface NavDropdownProps {
  readonly section: NavSection;
  readonly row: DropdownRow;
}

/** A header item: the label goes to the section's default page; its dropdown lists sub-pages. */
export function NavDropdown({ section, row }: NavDropdownProps) {
  const { isOpen, toggle, containerProps } = useDropdown(row, section.id);
  const menuId = `dropdown-${row}-${section.id}`;
  const tx = useTexts(shellTexts);
  return (
    <li className={styles.navItem} {...containerProps}>
      <NavLink
        to={section.url}
        className={({ isActive }) =>
          isActive ? `${styles.navLink} ${styles.active}` : styles.navLink
        }
      >
        {section.label}
      </NavLink>
      <button
        type="button"
        className={styles.dropdownToggle}
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={tx('Apri il menu {{section}}', { section: section.label })}
        onClick={toggle}
      >
        <ChevronDownIcon size={14} />
      </button>
      <LinkList
        id={menuId}
        links={section.links}
        className={styles.dropdown}
        linkClassName={styles.dropdownLink}
        hidden={!isOpen}
        data-row={row}
      >
        {section.footerLink && (
          <li className={styles.dropdownFooter}>
            <Link to={section.footerLink.url} className={styles.dropdownLink}>
              {section.footerLink.name}
            </Link>
          </li>
        )}
      </LinkList>
    </li>
  );
}
