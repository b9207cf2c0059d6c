import { useLayoutEffect } from 'react';

/**
 * Locks page scrolling while `active` (by default: while the calling component is mounted).
 * The scrollbar's width is kept as padding so the page does not shift sideways. Besides the
 * inline style it sets the shell's `scroll-locked` body class, the convention of the site's
 * other overlays.
 */
export function useBodyScrollLock(active = true): void {
  useLayoutEffect(() => {
    if (!active) return undefined;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    body.classList.add('scroll-locked');
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      body.classList.remove('scroll-locked');
    };
  }, [active]);
}
