import { scrollToElement } from '@alu/common';

/** Where a chosen section's heading comes to rest, from the top of the window. */
export const SECTION_SCROLL_OFFSET = 100;
/** Delay before scrolling: the collapsed menu of narrow screens closes first. */
export const SECTION_SCROLL_DELAY_MS = 10;
/**
 * Scrolling that has been still this long is over: the menu follows the scroll position
 * again. A smooth scroll lasts about 468 ms, with scroll events all along.
 */
export const SCROLL_IDLE_MS = 150;

/** Scrolls so that `element` starts `SECTION_SCROLL_OFFSET` px below the top of the window. */
export function scrollToSection(element: HTMLElement): void {
  scrollToElement(element, SECTION_SCROLL_OFFSET);
}

/**
 * Index of the section being read: the last one whose heading has reached the scroll
 * offset (with a little slack for rounding), or the first one above that.
 * `headingTops` are the headings' distances from the top of the window, in page order.
 */
export function currentSectionIndex(
  headingTops: readonly number[],
  offset = SECTION_SCROLL_OFFSET,
): number {
  let current = 0;
  headingTops.forEach((top, index) => {
    if (top <= offset + 8) current = index;
  });
  return current;
}
