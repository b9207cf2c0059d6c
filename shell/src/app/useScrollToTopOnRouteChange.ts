import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Scrolls to the top when the path changes. An address *replaced* within the same section
 * (a contact profile opened as a modal) keeps the scroll position, as does Back/Forward,
 * where the browser restores it.
 */
export function useScrollToTopOnRouteChange(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === pathname || navigationType === 'POP') return;
    const sameSection = before.split('/')[1] === pathname.split('/')[1];
    if (navigationType === 'REPLACE' && sameSection) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}
