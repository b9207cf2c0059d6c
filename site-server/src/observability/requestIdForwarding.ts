// A page view's request id, passed to the API with every read its render makes, so the API's
// log lines of those reads carry the id of the page view that caused them. The reads are made
// by the remotes' server code with the global fetch; an undici interceptor (fetch's own
// extension point) adds the header to those made inside `withRequestId`, for the API's origins
// only.
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_ID_HEADER } from '@alu/server-kit';
import { getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';

const current = new AsyncLocalStorage<string>();
const apiOrigins = new Set<string>();
const HEADER = REQUEST_ID_HEADER.toLowerCase();

type Headers = Dispatcher.DispatchOptions['headers'];

/** `headers` (a flat name/value list, a record or pairs, as undici takes them) plus the id. */
function withHeader(headers: Headers, id: string): Headers {
  if (headers === null || headers === undefined) return { [HEADER]: id };
  if (Array.isArray(headers)) return [...(headers as string[]), HEADER, id];
  if (Symbol.iterator in headers) {
    const pairs = [...(headers as Iterable<[string, string | string[] | undefined]>)];
    return Object.fromEntries([...pairs, [HEADER, id]]) as Headers;
  }
  return { ...headers, [HEADER]: id };
}

let installed = false;

/** Adds the header to this process's fetches to `origins` made inside withRequestId. */
export function forwardRequestIds(origins: readonly string[]): void {
  for (const origin of origins) apiOrigins.add(origin);
  if (installed) return;
  installed = true;
  setGlobalDispatcher(
    getGlobalDispatcher().compose((dispatch) => (options, handler) => {
      const id = current.getStore();
      const origin = options.origin === undefined ? undefined : String(options.origin);
      if (id === undefined || origin === undefined || !apiOrigins.has(new URL(origin).origin)) {
        return dispatch(options, handler);
      }
      return dispatch({ ...options, headers: withHeader(options.headers, id) }, handler);
    }),
  );
}

/** Runs `work`; the API reads it makes carry `id`. */
export function withRequestId<T>(id: string, work: () => Promise<T>): Promise<T> {
  return current.run(id, work);
}
