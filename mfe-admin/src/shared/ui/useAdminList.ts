import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '@alu/common';
import { isUnauthorized } from '../api/adminApi';
import { useSession } from '../session/AdminSession';

export type AdminList<T> =
  | { readonly status: 'loading' | 'error'; readonly items: undefined; readonly reload: () => void }
  | { readonly status: 'ready'; readonly items: readonly T[]; readonly reload: () => void };

/**
 * A list the panel shows, loaded with the session's token; `reload` loads it again (after a
 * save or a delete). A refused token ends the session; other failures are logged and shown.
 */
export function useAdminList<T>(
  load: (token: string, signal: AbortSignal) => Promise<readonly T[]>,
  name: string,
): AdminList<T> {
  const { token, logout } = useSession();
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<{ version: number; items?: readonly T[] } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(token, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setSettled({ version, items });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.error(`[admin] the ${name} could not be loaded`, error);
        if (isUnauthorized(error)) logout();
        else setSettled({ version });
      },
    );
    return () => controller.abort();
  }, [load, name, token, logout, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  if (settled?.version !== version) return { status: 'loading', items: undefined, reload };
  if (!settled.items) return { status: 'error', items: undefined, reload };
  return { status: 'ready', items: settled.items, reload };
}
