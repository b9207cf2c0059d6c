import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../shared/timings';
import { useUiStore, type DropdownRow } from '../../shared/uiStore';

/**
 * Behaviour of one header dropdown: opens on pointer enter and closes 2 s after the pointer
 * leaves unless it comes back; a click (mouse, touch or keyboard) opens it and keeps it open,
 * a second click closes it, including the click that follows the hover that opened it (which
 * used to toggle it shut at once). Closes at once on Escape or when focus leaves it. Opening it
 * closes any other dropdown of either row.
 */
export function useDropdown(row: DropdownRow, id: string) {
  const isOpen = useUiStore((state) => state.dropdown?.row === row && state.dropdown.id === id);
  const openDropdown = useUiStore((state) => state.openDropdown);
  const closeDropdown = useUiStore((state) => state.closeDropdown);
  const timer = useRef<number | undefined>(undefined);
  /** How the open dropdown was opened: a hover's opening is pinned by the next click. */
  const openedBy = useRef<'hover' | 'click'>('click');

  const cancelClose = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => cancelClose, [cancelClose]);

  const open = useCallback(() => {
    cancelClose();
    openDropdown({ row, id });
  }, [cancelClose, openDropdown, row, id]);

  const close = useCallback(() => {
    cancelClose();
    closeDropdown({ row, id });
  }, [cancelClose, closeDropdown, row, id]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = window.setTimeout(() => closeDropdown({ row, id }), DROPDOWN_CLOSE_DELAY_MS);
  }, [cancelClose, closeDropdown, row, id]);

  const toggle = useCallback(() => {
    if (isOpen && openedBy.current === 'click') {
      close();
      return;
    }
    openedBy.current = 'click';
    open();
  }, [isOpen, open, close]);

  const containerProps = {
    onMouseEnter: () => {
      if (!isOpen) openedBy.current = 'hover';
      open();
    },
    onMouseLeave: () => {
      // A dropdown the visitor clicked open stays open until they close it or leave it.
      if (openedBy.current === 'hover') scheduleClose();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && isOpen) {
        close();
        event.currentTarget.querySelector<HTMLElement>('a, button')?.focus();
      }
    },
  };

  return { isOpen, open, close, toggle, containerProps };
}
