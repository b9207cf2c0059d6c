import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../shared/timings';
import { useUiStore, type DropdownRow } from '../../shared/uiStore';

/**
 * Hover/focus behaviour of one header dropdown: opens on pointer enter or focus, closes
 * 2 s after the pointer leaves unless it comes back, closes at once on Escape or when
 * focus leaves it. Opening it closes any other dropdown of either row.
 */
export function useDropdown(row: DropdownRow, id: string) {
  const isOpen = useUiStore((state) => state.dropdown?.row === row && state.dropdown.id === id);
  const openDropdown = useUiStore((state) => state.openDropdown);
  const closeDropdown = useUiStore((state) => state.closeDropdown);
  const timer = useRef<number | undefined>(undefined);

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

  const toggle = useCallback(() => (isOpen ? close() : open()), [isOpen, open, close]);

  const containerProps = {
    onMouseEnter: open,
    onMouseLeave: scheduleClose,
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
