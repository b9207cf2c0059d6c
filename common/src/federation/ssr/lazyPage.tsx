import { lazy, type ComponentType } from 'react';
import { useSsrStore } from './ssrStore';

/** A page component fetched on first use, which can be fetched ahead of rendering. */
export type PreloadablePage = ComponentType & {
  /** Fetches the page's code; once resolved, the page renders without suspending. */
  preload(): Promise<void>;
};

export function isPreloadablePage(value: unknown): value is PreloadablePage {
  return (
    typeof value === 'function' && typeof (value as { preload?: unknown }).preload === 'function'
  );
}

/**
 * Like React.lazy, plus `preload()`: the browser fetches the page of a server-rendered route
 * before hydrating, so the first render is synchronous and matches the server's HTML
 * (a lazy component that suspends during hydration would leave its boundary dehydrated).
 * `chunk` is the chunk's webpackChunkName: the server records it, and the page's HTML preloads
 * that chunk's script and links its styles.
 */
export function lazyPage(chunk: string, load: () => Promise<ComponentType>): PreloadablePage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  function Page() {
    const store = useSsrStore();
    if (store?.server) store.addChunk(chunk);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
