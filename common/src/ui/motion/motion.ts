/** The visitor's request for less movement (no auto-advance, no smooth scroll, no video). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * Scrolls the window so that `element` starts `offset` px below its top (the fixed header's
 * room): smoothly, or at once when the visitor asks for reduced motion.
 */
export function scrollToElement(element: HTMLElement, offset: number): void {
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({
    top: Math.max(0, Math.round(top)),
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}
