import { useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '@alu/common';

/** A row counts as reached once its top passes 85 % of the viewport's height. */
export const REVEAL_ROOT_MARGIN = '0px 0px -15% 0px';

/** Whether the row is in the (shrunk) viewport, or has already scrolled past its top. */
function isReached(entry: IntersectionObserverEntry): boolean {
  if (entry.isIntersecting) return true;
  const viewportTop = entry.rootBounds?.top ?? 0;
  return entry.boundingClientRect.bottom <= viewportTop;
}

/**
 * How far down the timeline the visitor has scrolled: the index of the furthest row that
 * has been in view (-1 before any). Rows up to it stay lit, so a fast scroll or a jump past
 * some rows lights those too, and scrolling back up never switches a row off. One observer
 * watches the list's rows. Without IntersectionObserver, or when the visitor asks for
 * reduced motion, every row counts as reached once the page runs (the server's HTML and the
 * hydrating render start unlit alike, so they match).
 */
export function useTimelineProgress(listRef: RefObject<HTMLElement | null>, rowCount: number) {
  const [reached, setReached] = useState(-1);
  const done = reached >= rowCount - 1;

  useEffect(() => {
    const list = listRef.current;
    if (done || !list) return undefined;
    if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
      setReached(rowCount - 1);
      return undefined;
    }
    const rows = Array.from(list.children);
    const observer = new IntersectionObserver(
      (entries) => {
        const furthest = Math.max(
          -1,
          ...entries.filter(isReached).map((entry) => rows.indexOf(entry.target)),
        );
        if (furthest < 0) return;
        rows.slice(0, furthest + 1).forEach((row) => observer.unobserve(row));
        setReached((current) => Math.max(current, furthest));
      },
      { rootMargin: REVEAL_ROOT_MARGIN },
    );
    rows.forEach((row) => observer.observe(row));
    return () => observer.disconnect();
  }, [listRef, done, rowCount]);

  return reached;
}
