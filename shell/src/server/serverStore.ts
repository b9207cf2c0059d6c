import type {
  DocumentMeta,
  FederatedModuleId,
  PreloadImage,
  RenderRecord,
  SsrDataEntry,
  SsrStore,
} from '@alu/common';

export type { RenderRecord };

export interface ServerStoreOptions {
  /** The site's origin as the visitor requested it. */
  readonly origin: string;
  /** Where the server reaches the API (the browser's relative /api urls are resolved here). */
  readonly apiOrigin: string;
  /** An API read slower than this renders the page's error state (the page still answers). */
  readonly apiTimeoutMs: number;
}

/** The store of one server render (see SsrStore in @alu/common). */
export function createServerStore({
  origin,
  apiOrigin,
  apiTimeoutMs,
}: ServerStoreOptions): SsrStore & {
  record(): RenderRecord;
} {
  const data: Record<string, SsrDataEntry> = {};
  const pending = new Map<string, Promise<void>>();
  const modules = new Set<FederatedModuleId>();
  const deferredModules = new Set<FederatedModuleId>();
  const chunks = new Set<string>();
  let meta: DocumentMeta | null = null;
  const images: PreloadImage[] = [];
  let redirect: string | null = null;
  let notFound = false;

  return {
    server: true,
    origin,
    entry: (url) => data[url],
    load(url, load) {
      let loading = pending.get(url);
      if (!loading) {
        const timeout = new Promise<never>((_resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${url}: no answer`)), apiTimeoutMs);
          timer.unref();
        });
        loading = Promise.race([load(new URL(url, apiOrigin).href), timeout]).then(
          (value) => {
            data[url] = value === null ? { status: 'not-found' } : { status: 'ready', data: value };
          },
          (error: unknown) => {
            console.warn(`[ssr] ${url} failed; the page renders its error state`, error);
            data[url] = { status: 'error' };
          },
        );
        pending.set(url, loading);
      }
      return loading;
    },
    setMeta(value) {
      meta = value;
    },
    addModule(id, options) {
      (options?.deferred ? deferredModules : modules).add(id);
    },
    addChunk(name) {
      chunks.add(name);
    },
    preloadImage(value) {
      // The first picture marked as the LCP element is the page's; later ones are not.
      if (images.length === 0 || images.every((image) => image.media !== undefined)) {
        if (!images.some((image) => image.media === value.media)) images.push(value);
      }
    },
    redirect(to) {
      redirect ??= to;
    },
    notFound() {
      notFound = true;
    },
    record: () => ({
      data: { ...data },
      meta,
      modules: [...modules],
      deferredModules: [...deferredModules].filter((id) => !modules.has(id)),
      chunks: [...chunks],
      images,
      redirect,
      notFound,
    }),
  };
}
