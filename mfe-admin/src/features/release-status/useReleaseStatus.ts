import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '@alu/common';
import type { ReleaseStatus } from '@alu/common/contracts/schemas';
import { isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { releasesApi } from './releasesApi';
import { useRefreshWhileVisible } from './useRefreshWhileVisible';

/** How often the shown status is read again while the page is visible. */
export const REFRESH_PERIOD_MS = 30_000;

export interface ReleaseStatusState {
  /** The last status read, kept while a refresh runs or after one failed. */
  readonly status: ReleaseStatus | null;
  readonly loading: boolean;
  /** The last load that finished failed (still true while the next one runs). */
  readonly failed: boolean;
  readonly refresh: () => void;
}

/**
 * `GET /api/releases/status`, read again every {@link REFRESH_PERIOD_MS} while the page is
 * visible and on demand. A refused token ends the session; other failures are logged and
 * shown.
 */
export function useReleaseStatus(): ReleaseStatusState {
  const { token, logout } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<ReleaseStatus | null>(null);
  const [settled, setSettled] = useState<{ attempt: number; failed: boolean } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    releasesApi.status(token, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setStatus(answer);
        setSettled({ attempt, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.error('[admin] the release status could not be loaded', error);
        if (isUnauthorized(error)) logout();
        else setSettled({ attempt, failed: true });
      },
    );
    return () => controller.abort();
  }, [attempt, logout, token]);

  const refresh = useCallback(() => setAttempt((value) => value + 1), []);
  useRefreshWhileVisible(refresh, REFRESH_PERIOD_MS, attempt);

  const loading = settled?.attempt !== attempt;
  return {
    status,
    loading,
    failed: settled?.failed ?? false,
    refresh,
  };
}
