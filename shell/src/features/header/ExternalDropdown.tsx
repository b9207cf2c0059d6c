import { ChevronDownIcon } from '@alu/common';
import type { ReactNode } from 'react';
import { useDropdown } from './useDropdown';
import styles from './Header.module.css';

export interface ExternalDropdownItem {
  readonly name: string;
  readonly url: string;
  readonly icon?: ReactNode;
  readonly lang?: string;
  /** The page's own entry (the language being read). */
  readonly current?: boolean;
}

export interface ExternalDropdownProps {
  readonly id: string;
  readonly label: string;
  readonly items: readonly ExternalDropdownItem[];
  /** Links to other sites, opened in a new tab (the social links). */
  readonly newTab?: boolean;
}

/**
 * A top-bar dropdown of plain links, outside the router: SEGUICI's social links (new tab) and
 * the language menu (the same page in another language, a new document).
 */
export function ExternalDropdown({ id, label, items, newTab = false }: ExternalDropdownProps) {
  const { isOpen, toggle, containerProps } = useDropdown('top', id);
  const menuId = `dropdown-top-${id}`;
  return (
    <li className={styles.navItem} {...containerProps}>
      <button
        type="button"
        className={styles.topButton}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={toggle}
      >
        {label} <ChevronDownIcon size={14} />
      </button>
      <ul id={menuId} className={styles.dropdown} hidden={!isOpen} data-row="top">
        {items.map((item) => (
          <li key={item.url}>
            <a
              className={styles.dropdownLink}
              href={item.url}
              hrefLang={item.lang}
              lang={item.lang}
              aria-current={item.current ? 'true' : undefined}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.icon}
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
