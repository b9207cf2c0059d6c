import { useCallback, useEffect, useRef, useState } from 'react';
import {
  currentSectionIndex,
  scrollToSection,
  SCROLL_IDLE_MS,
  SECTION_SCROLL_DELAY_MS,
} from './sectionScroll';

export interface SectionNavigation {
  /** The section being read, or the one last chosen in the menu. */
  readonly activeId: string;
  /** Ref callback of a section's heading (the scroll target and focus target). */
  readonly headingRef: (id: string) => (element: HTMLElement | null) => void;
  /** Scrolls to a section and moves the focus to its heading. */
  readonly select: (id: string) => void;
}

/**
 * In-page navigation of a page's sections: scrolls to a chosen heading with the header
 * offset and keeps the menu's current item in step with the scroll position.
 */
export function useSectionNavigation(ids: readonly string[]): SectionNavigation {
  const [activeId, setActiveId] = useState(ids[0] ?? '');
  const headings = useRef(new Map<string, HTMLElement>());
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());
  // While a chosen scroll runs, the headings it passes must not become current.
  const following = useRef(true);
  const idleTimer = useRef<number | undefined>(undefined);
  const scrollTimer = useRef<number | undefined>(undefined);

  const headingRef = useCallback((id: string) => {
    let callback = refCallbacks.current.get(id);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) headings.current.set(id, element);
        else headings.current.delete(id);
      };
      refCallbacks.current.set(id, callback);
    }
    return callback;
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = ids.map(
        (id) => headings.current.get(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      );
      const id = ids[currentSectionIndex(tops)];
      if (id !== undefined) setActiveId(id);
    };
    const onScroll = () => {
      if (!following.current) {
        // Follow again once the chosen scroll has come to rest.
        window.clearTimeout(idleTimer.current);
        idleTimer.current = window.setTimeout(() => {
          following.current = true;
        }, SCROLL_IDLE_MS);
        return;
      }
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [ids]);

  useEffect(
    () => () => {
      window.clearTimeout(idleTimer.current);
      window.clearTimeout(scrollTimer.current);
    },
    [],
  );

  const select = useCallback((id: string) => {
    setActiveId(id);
    following.current = false;
    window.clearTimeout(idleTimer.current);
    // If the page does not move at all (already there), no scroll event ends the pause.
    idleTimer.current = window.setTimeout(() => {
      following.current = true;
    }, SCROLL_IDLE_MS);
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => {
      const heading = headings.current.get(id);
      if (!heading) return;
      scrollToSection(heading);
      // Keyboard and screen-reader users continue from the section they chose.
      heading.focus({ preventScroll: true });
    }, SECTION_SCROLL_DELAY_MS);
  }, []);

  return { activeId, headingRef, select };
}
