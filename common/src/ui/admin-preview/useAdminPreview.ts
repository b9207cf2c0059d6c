import { useEffect, useState } from 'react';
import { ApiError, fetchJson, isAbortError } from '../../federation/api/fetchJson';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../contracts/news';

/** Where a preview stands: signed out, unknown item, failed, or the item as administrators read it. */
export type AdminPreview<T> =
  | { readonly status: 'loading' | 'signed-out' | 'not-found' | 'error' }
  | { readonly status: 'ready'; readonly item: T };

function readToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * An item read with the administrator's token this browser keeps for the admin (same
 * origin), whatever its state: for pages that preview it as visitors will see it. In the
 * browser only (those pages are not server-rendered); `select` picks the item from the answer
 * (a function defined once, outside the component: a new one would read the item again).
 */
export function useAdminPreview<A, T>(
  url: string,
  select: (answer: A) => T | undefined,
): AdminPreview<T> {
  const [preview, setPreview] = useState<AdminPreview<T>>({ status: 'loading' });
  useEffect(() => {
    const token = readToken();
    if (!token) {
      setPreview({ status: 'signed-out' });
      return undefined;
    }
    const controller = new AbortController();
    setPreview({ status: 'loading' });
    fetchJson<A>(url, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    }).then(
      (answer) => {
        const item = select(answer);
        setPreview(item === undefined ? { status: 'not-found' } : { status: 'ready', item });
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (error instanceof ApiError && error.status === 401) setPreview({ status: 'signed-out' });
        else if (error instanceof ApiError && error.status === 404)
          setPreview({ status: 'not-found' });
        else {
          console.error('[preview] the item could not be loaded', error);
          setPreview({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, [url, select]);
  return preview;
}
