import { ChevronDownIcon } from '@alu/common';
import type { ReactNode } from 'react';
import { useDropdown } from './useDropdown';
import styles from './Header.module.css';

export interface ExternalDropdownItem {
  readonly name: string;
  readonly url: string;
  readonly icon?: ReactNode;
  readonly lang?: string;
}

export interface ExternalDropdownProps {
  readonly id: string;
  readonly label: string;
  readonly items: readonly ExternalDropdownItem[];
}

/** A top-bar dropdown of external links (SEGUICI social links, language sites). */
export function ExternalDropdown({ id, label, items }: ExternalDropdownProps) {
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
              target="_blank"
              rel="noopener noreferrer"
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
