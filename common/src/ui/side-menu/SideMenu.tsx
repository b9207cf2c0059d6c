import { useEffect, useId, useRef, useState } from 'react';
import { Link, type To } from 'react-router-dom';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../media-query/useMediaQuery';
import { ChevronDownIcon } from '../icons/icons';
import styles from './SideMenu.module.css';
import { useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';

interface SideMenuItemBase {
  /** Stable key of the item (a page value, a mode). */
  readonly key: string;
  readonly label: string;
  /** The item of the page or mode being shown. */
  readonly active?: boolean;
}

/**
 * A link to another page, or a button that switches something on the page. A link may also
 * have `onSelect`, called after it is chosen (e.g. to scroll to the content).
 */
export type SideMenuItem =
  | (SideMenuItemBase & { readonly to: To; readonly onSelect?: () => void })
  | (SideMenuItemBase & { readonly to?: undefined; readonly onSelect: () => void });

export interface SideMenuProps {
  /** Accessible name of the navigation landmark, e.g. "Sezioni delle notizie". */
  readonly label: string;
  readonly items: readonly SideMenuItem[];
  /** Text of the collapsed button when no item is active. */
  readonly placeholder?: string;
  /** Text of the collapsed button whatever is active (e.g. "Tutti i prodotti"). */
  readonly collapsedLabel?: string;
  readonly className?: string;
}

/**
 * A section's side menu. On wide screens (≥ 1000 px) a vertical list; on narrow screens it
 * collapses into a button showing the current item, which opens and closes the list
 * (Escape or a click outside closes it too) and closes once an item is chosen.
 */
export function SideMenu({ label, items, placeholder, collapsedLabel, className }: SideMenuProps) {
  const tx = useTexts(uiTexts);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const collapsed = narrow && !open;
  const current = items.find((item) => item.active);

  useEffect(() => {
    if (!narrow || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [narrow, open]);

  const choose = (item: SideMenuItem) => {
    if (narrow) {
      setOpen(false);
      // The chosen item disappears with the list: keep the focus on the menu.
      toggleRef.current?.focus({ preventScroll: true });
    }
    item.onSelect?.();
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={[styles.menu, className].filter(Boolean).join(' ')}
    >
      {/* Layout comes from media queries, not from `narrow`: the server cannot know the width,
          and its HTML must already sit right on a phone (the toggle's place is reserved). */}
      {narrow ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.toggleLabel}>
            {collapsedLabel ?? current?.label ?? placeholder ?? tx('Menu')}
          </span>
          <ChevronDownIcon
            className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
          />
        </button>
      ) : null}
      <ul
        id={listId}
        className={open ? `${styles.list} ${styles.listOpen}` : styles.list}
        hidden={collapsed}
      >
        {items.map((item) => {
          const itemClass = item.active ? `${styles.item} ${styles.active}` : styles.item;
          return (
            <li key={item.key}>
              {item.to !== undefined ? (
                <Link
                  to={item.to}
                  className={itemClass}
                  aria-current={item.active ? 'page' : undefined}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  className={itemClass}
                  aria-current={item.active ? 'true' : undefined}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
