import { useContext } from 'react';
import { globalContext } from '../shared-context/globalContext';
import type {
  DocumentMeta,
  FederatedModuleId,
  PreloadImage,
  SsrDataEntry,
  SsrSnapshot,
} from '../../contracts/rendering';

export type { PreloadImage, SsrDataEntry, SsrSnapshot };

/**
 * The per-render store. On the server, components record what the HTML needs (API data,
 * title, embedded modules, the first image); in the browser it holds the server's answers
 * until the visitor navigates away from the rendered location.
 */
export interface SsrStore {
  readonly server: boolean;
  /** The site's origin as the visitor requested it (`https://www.example.com`). */
  readonly origin: string;
  /** The answer recorded for an API url, if any. */
  entry(url: string): SsrDataEntry | undefined;
  /**
   * Server only: reads `url` through `load` (the API origin is prefixed), records the
   * outcome and resolves when it is known; the render suspends on the returned promise.
   */
  load(url: string, load: (absoluteUrl: string) => Promise<unknown>): Promise<void>;
  /** Server only: records the page's title and description. */
  setMeta(meta: DocumentMeta): void;
  /**
   * Server only: records a federated module rendered inside the page. `deferred`: the
   * browser loads it only when needed (a slot below the fold), not before hydrating.
   */
  addModule(id: FederatedModuleId, options?: { readonly deferred?: boolean }): void;
  /** Server only: the page answers with an HTTP redirect to `to` instead of its HTML. */
  redirect(to: string): void;
  /**
   * Server only: the page answers with status 404 (it shows the not-found page). Optional:
   * a remote released with this library may run under a shell built before it.
   */
  notFound?(): void;
  /** Server only: records a named chunk of the route's remote that the page rendered. */
  addChunk(name: string): void;
  /** Server only: records the page's most important picture (its LCP element). */
  preloadImage(image: PreloadImage): void;
}

export const SsrContext = globalContext<SsrStore | null>('ssrStore', null);

/** The store of the current render; null in tests and standalone pages. */
export function useSsrStore(): SsrStore | null {
  return useContext(SsrContext);
}
