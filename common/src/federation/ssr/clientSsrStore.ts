import type { SsrDataEntry, SsrSnapshot, SsrStore } from './ssrStore';

/** The id of the page's JSON data block written by the server. */
export const SSR_SNAPSHOT_ID = 'alu-ssr';

/** The snapshot the server wrote into the page, or null for a page rendered in the browser. */
export function readSsrSnapshot(doc: Document = document): SsrSnapshot | null {
  const block = doc.getElementById(SSR_SNAPSHOT_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SsrSnapshot;
  } catch {
    return null;
  }
}

const serverOnly = () => {
  throw new Error('Only the server records render data');
};

/**
 * The browser's store: answers the server's data while the visitor is still on the rendered
 * location, so hydration renders exactly what the server did; `forget` (first navigation)
 * makes every page load its data afresh from then on.
 */
export function createClientSsrStore(snapshot: SsrSnapshot | null): SsrStore & {
  forget(): void;
} {
  let data: Readonly<Record<string, SsrDataEntry>> = snapshot?.data ?? {};
  return {
    server: false,
    origin: window.location.origin,
    entry: (url) => data[url],
    load: serverOnly,
    setMeta: () => undefined,
    addModule: () => undefined,
    addChunk: () => undefined,
    redirect: serverOnly,
    notFound: () => undefined,
    preloadImage: () => undefined,
    forget() {
      data = {};
    },
  };
}
