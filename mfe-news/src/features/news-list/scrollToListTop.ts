import { scrollToElement } from '@alu/common';

/** Where a chosen mode scrolls the list to, from the top of the window. */
export const LIST_SCROLL_OFFSET = { narrow: 90, wide: 100 } as const;

/**
 * Scrolls smoothly so that `element` starts `offset` px below the top of the window. The
 * element begins with padding taller than what the fixed header covers beyond the offset,
 * so its content is never hidden under the header.
 */
export function scrollToListTop(element: HTMLElement | null, narrow: boolean): void {
  if (!element) return;
  const offset = narrow ? LIST_SCROLL_OFFSET.narrow : LIST_SCROLL_OFFSET.wide;
  scrollToElement(element, offset);
}
