import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * True once the page runs in the browser after hydration; false on the server and during
 * hydration, so both render the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export interface ClientOnlyProps {
  readonly children: ReactNode;
  /** Rendered on the server and during hydration: reserve the children's space here. */
  readonly fallback: ReactNode;
}

/**
 * Renders `children` only in the browser, after hydration: for pieces that need the DOM to
 * draw (charts, the map) and are not content a search engine or a first paint needs.
 */
export function ClientOnly({ children, fallback }: ClientOnlyProps) {
  return useHydrated() ? children : fallback;
}
