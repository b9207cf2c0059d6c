import { useCallback, useSyncExternalStore } from 'react';

/**
 * The site's one breakpoint (the shell's `--breakpoint-mobile`): narrow screens are
 * those under 1000 px.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 999px)';

function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
}

/**
 * Whether a CSS media query matches, kept up to date as the window changes. Where
 * `matchMedia` does not exist (tests without a mock, non-browser code) it answers false,
 * i.e. the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => undefined;
      if (typeof list.addEventListener === 'function') {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      }
      // Safari before 14 only has the deprecated listener API.
      list.addListener(onChange);
      return () => list.removeListener(onChange);
    },
    [query],
  );
  const getSnapshot = () => mediaQueryList(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
