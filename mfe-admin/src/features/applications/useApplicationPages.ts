import { useCallback, useEffect, useState } from 'react';
import { isAbortError, type ApplicationsPage, type StoredApplication } from '@alu/common';
import { applicationsApi, isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';

export interface ApplicationPages {
  readonly status: 'loading' | 'error' | 'ready';
  /** The pages loaded so far, in order. */
  readonly items: readonly StoredApplication[];
  readonly vacancies: ApplicationsPage['vacancies'];
  /** Loads the next page after the ones shown; undefined on the last page. */
  readonly loadMore: (() => void) | undefined;
  readonly loadingMore: boolean;
  /** Starts again from the first page (after a change or a failure). */
  readonly reload: () => void;
  /** Shows a change the server answered without loading the list again. */
  readonly replace: (application: StoredApplication) => void;
}

/**
 * The applications of one vacancy (an id, `spontaneous`, or '' for all), a page at a time as
 * the server cuts them; "load more" appends the next page. A refused token ends the session.
 */
export function useApplicationPages(vacancy: string): ApplicationPages {
  const { token, logout } = useSession();
  const [version, setVersion] = useState(0);
  const [pages, setPages] = useState<{
    key: string;
    items: StoredApplication[];
    vacancies: ApplicationsPage['vacancies'];
    nextCursor: string | null;
  } | null>(null);
  // The cursor of the page asked for, for the list it belongs to (another vacancy starts over).
  const [asked, setAsked] = useState<{ key: string; cursor: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const key = `${vacancy}:${version}`;
  const cursor = asked?.key === key ? asked.cursor : undefined;

  useEffect(() => {
    const controller = new AbortController();
    applicationsApi.list(token, { vacancy, ...(cursor && { cursor }) }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setFailed(null);
        setPages((previous) => ({
          key,
          items:
            cursor && previous?.key === key ? [...previous.items, ...page.items] : [...page.items],
          vacancies: page.vacancies,
          nextCursor: page.nextCursor,
        }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.error('[admin] the applications could not be loaded', error);
        if (isUnauthorized(error)) logout();
        else setFailed(key);
      },
    );
    return () => controller.abort();
  }, [cursor, key, logout, token, vacancy]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const replace = useCallback((application: StoredApplication) => {
    setPages(
      (previous) =>
        previous && {
          ...previous,
          items: previous.items.map((item) => (item._id === application._id ? application : item)),
        },
    );
  }, []);

  const current = pages?.key === key ? pages : null;
  const nextCursor = current?.nextCursor ?? null;
  return {
    status: failed === key ? 'error' : current ? 'ready' : 'loading',
    items: current?.items ?? [],
    vacancies: current?.vacancies ?? [],
    loadMore:
      nextCursor && failed !== key ? () => setAsked({ key, cursor: nextCursor }) : undefined,
    loadingMore: current !== null && cursor !== undefined && cursor === nextCursor,
    reload,
    replace,
  };
}
