import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '@alu/common';
import { isUnauthorized } from '../api/adminApi';
import { useSession } from '../session/AdminSession';

/** A page as the API's paginated lists answer it. */
export interface CursorPage<T> {
  readonly items: readonly T[];
  readonly nextCursor: string | null;
}

export interface CursorPages<T, P extends CursorPage<T>> {
  readonly status: 'loading' | 'error' | 'ready';
  /** The pages loaded so far, in order. */
  readonly items: readonly T[];
  /** The last page's answer (for what it carries besides the items). */
  readonly lastPage: P | null;
  /** Loads the next page after the ones shown; undefined on the last page. */
  readonly loadMore: (() => void) | undefined;
  readonly loadingMore: boolean;
  /** Starts again from the first page (after a change or a failure). */
  readonly reload: () => void;
  /** Shows a changed item the server answered without loading the list again. */
  readonly replace: (item: T) => void;
}

/**
 * A server-paginated list: the first page of `query` (a new query starts over), then the
 * next ones appended on demand. A refused token ends the session; other failures are logged
 * and shown.
 */
export function useCursorPages<T extends { readonly _id: string }, P extends CursorPage<T>>(
  load: (token: string, cursor: string | undefined, signal: AbortSignal) => Promise<P>,
  query: string,
  name: string,
): CursorPages<T, P> {
  const { token, logout } = useSession();
  const [version, setVersion] = useState(0);
  const key = `${query}:${version}`;
  const [pages, setPages] = useState<{ key: string; items: T[]; last: P } | null>(null);
  // The cursor of the page asked for, for the list it belongs to.
  const [asked, setAsked] = useState<{ key: string; cursor: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const cursor = asked?.key === key ? asked.cursor : undefined;

  useEffect(() => {
    const controller = new AbortController();
    load(token, cursor, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setFailed(null);
        setPages((previous) => ({
          key,
          items:
            cursor && previous?.key === key ? [...previous.items, ...page.items] : [...page.items],
          last: page,
        }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.error(`[admin] the ${name} could not be loaded`, error);
        if (isUnauthorized(error)) logout();
        else setFailed(key);
      },
    );
    return () => controller.abort();
  }, [cursor, key, load, logout, name, token]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const replace = useCallback((changed: T) => {
    setPages(
      (previous) =>
        previous && {
          ...previous,
          items: previous.items.map((item) => (item._id === changed._id ? changed : item)),
        },
    );
  }, []);

  const current = pages?.key === key ? pages : null;
  const nextCursor = current?.last.nextCursor ?? null;
  return {
    status: failed === key ? 'error' : current ? 'ready' : 'loading',
    items: current?.items ?? [],
    lastPage: current?.last ?? null,
    loadMore:
      nextCursor && failed !== key ? () => setAsked({ key, cursor: nextCursor }) : undefined,
    loadingMore: current !== null && cursor !== undefined && cursor === nextCursor,
    reload,
    replace,
  };
}
