import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '../api/fetchJson';
import { useSsrStore } from './ssrStore';

/** A resource loaded from the API; `retry` loads it again. */
export type Resource<T> =
  | { readonly status: 'ready'; readonly data: T; readonly retry: () => void }
  | {
      readonly status: 'loading' | 'error' | 'not-found';
      readonly data: undefined;
      readonly retry: () => void;
    };

/** Loads the data from `url` (relative in the browser, absolute on the server); null: absent. */
export type ResourceLoader<T> = (url: string, signal?: AbortSignal) => Promise<T | null>;
export type ResourceErrorReporter = (error: unknown) => void;

interface Settled<T> {
  readonly key: string;
  readonly status: 'ready' | 'error' | 'not-found';
  readonly data?: T;
}

function keyOf(attempt: number, url: string): string {
  return `${attempt} ${url}`;
}

/**
 * Loads `url` with `load`; a new url or a retry aborts the request in flight. State is keyed
 * by the request, so a page reused for another url never shows the previous one's data.
 *
 * Rendered on the server, the first render suspends until the answer is known, so the HTML
 * carries the content; in the browser the server's answer is the initial state, so hydration
 * matches and nothing is fetched twice.
 */
export function useApiResource<T>(
  url: string,
  load: ResourceLoader<T>,
  report: ResourceErrorReporter,
): Resource<T> {
  const store = useSsrStore();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const entry = store?.entry(url);
    if (!entry) return null;
    const key = keyOf(0, url);
    return entry.status === 'ready'
      ? { key, status: 'ready', data: entry.data as T }
      : { key, status: entry.status };
  });
  const key = keyOf(attempt, url);

  if (store?.server && !store.entry(url)) {
    // Suspense on the server: the render resumes once the answer is recorded.
    throw store.load(url, (absoluteUrl) => load(absoluteUrl));
  }

  useEffect(() => {
    if (settled?.key === key) return;
    const controller = new AbortController();
    load(url, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled(data === null ? { key, status: 'not-found' } : { key, status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        report(error);
        setSettled({ key, status: 'error' });
      },
    );
    return () => controller.abort();
    // `settled` is read only to skip an answer the server already gave for this key: it is
    // not a dependency (a new answer must not start another request).
  }, [key, url, load, report]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (settled?.key !== key) return { status: 'loading', data: undefined, retry };
  if (settled.status === 'ready') return { status: 'ready', data: settled.data as T, retry };
  return { status: settled.status, data: undefined, retry };
}
