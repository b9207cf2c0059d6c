import { useId, useMemo } from 'react';
import { Button } from '@alu/common';
import type { RemoteReleaseStatus } from '@alu/common/contracts/schemas';
import { formatDateTime } from '../../shared/ui/formatDateTime';
import { OutcomeMessage } from '../../shared/ui/OutcomeMessage';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { RemoteRelease } from './RemoteRelease';
import { useCanaryDecision } from './useCanaryDecision';
import { REFRESH_PERIOD_MS, useReleaseStatus } from './useReleaseStatus';
import styles from './ReleasesTab.module.css';

/** Remotes with a running canary first, the others in the registry's order. */
export const runningCanariesFirst = (remotes: readonly RemoteReleaseStatus[]) =>
  [...remotes].sort((a, b) => Number(b.canary !== null) - Number(a.canary !== null));

/**
 * The Versions tab: for each remote, the stable version and any canary with their shares of
 * the visitors, what real visitors measured for each over the last hour and day, and the
 * history of its releases. Read again every 30 seconds while the page is visible; a running
 * canary can be promoted or aborted here as with `npm run remotes`.
 */
export function ReleasesTab() {
  const { status, loading, failed, refresh } = useReleaseStatus();
  const decisions = useCanaryDecision(refresh);
  const noteId = useId();
  const remotes = useMemo(() => (status ? runningCanariesFirst(status.remotes) : []), [status]);
  const readAt = status ? formatDateTime(status.generatedAt) : '';

  return (
    <>
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={refresh} aria-describedby={noteId}>
          Обнови
        </Button>
        <p id={noteId} className={styles.note}>
          {status ? (
            <>
              Данни към <time dateTime={status.generatedAt}>{readAt}</time>.{' '}
            </>
          ) : null}
          Обновяват се на всеки {REFRESH_PERIOD_MS / 1000} секунди, докато страницата е видима.
          {status && loading ? ' Обновяване…' : null}
        </p>
      </div>
      <OutcomeMessage outcome={decisions.outcome} />
      {!status && loading ? <StatusMessage tone="busy" message="Зареждане…" /> : null}
      {!status && !loading && failed ? (
        <StatusMessage
          tone="error"
          message="Състоянието на версиите не можа да бъде заредено."
          onRetry={refresh}
        />
      ) : null}
      {status && failed ? (
        <StatusMessage
          tone="error"
          message={`Състоянието на версиите не можа да бъде обновено. Показаното е към ${readAt}.`}
          onRetry={refresh}
        />
      ) : null}
      {status && remotes.length === 0 ? (
        <StatusMessage tone="empty" message="Няма модули в регистъра." />
      ) : null}
      {remotes.map((remote) => (
        <RemoteRelease key={remote.name} remote={remote} decisions={decisions} />
      ))}
    </>
  );
}
