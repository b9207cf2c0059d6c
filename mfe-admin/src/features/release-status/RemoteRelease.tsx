import { useId } from 'react';
import { Button } from '@alu/common';
import type { RemoteReleaseStatus } from '@alu/common/contracts/schemas';
import { formatDateTime } from '../../shared/ui/formatDateTime';
import { ReleaseHistoryTable } from './ReleaseHistoryTable';
import { describeReason, formatShare, isAutomaticAbort } from './releaseFormat';
import type { CanaryDecisions } from './useCanaryDecision';
import { figuresColumns, VersionFiguresTable } from './VersionFiguresTable';
import styles from './ReleasesTab.module.css';

/** The stable version and the canary, each with its share of the visitors. */
function VersionShares({ remote }: { readonly remote: RemoteReleaseStatus }) {
  const { stable, canary } = remote;
  return (
    <dl className={styles.versions}>
      <div>
        <dt>Стабилна</dt>
        <dd>
          <span className={styles.code}>{stable.version}</span> · {formatShare(stable.percent)}
        </dd>
      </div>
      <div>
        <dt>Канарче</dt>
        <dd>
          {canary ? (
            <>
              <span className={styles.code}>{canary.version}</span> · {formatShare(canary.percent)},
              от <time dateTime={canary.startedAt}>{formatDateTime(canary.startedAt)}</time>
            </>
          ) : (
            'не тече'
          )}
        </dd>
      </div>
    </dl>
  );
}

/** "Повиши" and "Прекрати" for a running canary; each asks before it acts. */
function CanaryButtons({
  remote,
  decisions,
}: {
  readonly remote: RemoteReleaseStatus;
  readonly decisions: CanaryDecisions;
}) {
  const sending = decisions.pending === remote.name;
  return (
    <div className={styles.decisions}>
      <Button
        aria-label={`Повиши канарчето на ${remote.name}`}
        onClick={() => void decisions.decide(remote, 'promote')}
      >
        Повиши
      </Button>
      <Button
        variant="secondary"
        aria-label={`Прекрати канарчето на ${remote.name}`}
        onClick={() => void decisions.decide(remote, 'abort')}
      >
        Прекрати
      </Button>
      {sending ? <span role="status">Изпращане…</span> : null}
    </div>
  );
}

/** One remote: its versions and shares, what visitors measured, and its history. */
export function RemoteRelease({
  remote,
  decisions,
}: {
  readonly remote: RemoteReleaseStatus;
  readonly decisions: CanaryDecisions;
}) {
  const headingId = useId();
  const last = remote.history[0];
  const aborted = last && isAutomaticAbort(last) ? last : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.remote} ${remote.canary ? styles.canary : ''} ${aborted ? styles.aborted : ''}`}
    >
      <div className={styles.remoteHeader}>
        <h2 id={headingId} className={styles.name}>
          {remote.name}
        </h2>
        {remote.canary ? (
          <span className={`${styles.badge} ${styles.runningBadge}`}>Тече канарче</span>
        ) : null}
        {aborted ? (
          <span className={`${styles.badge} ${styles.abortedBadge}`}>Автоматично прекратено</span>
        ) : null}
      </div>
      {aborted ? (
        <p className={styles.abortNote}>
          Канарчето <span className={styles.code}>{aborted.version}</span> е прекратено автоматично
          на <time dateTime={aborted.at}>{formatDateTime(aborted.at)}</time>
          {aborted.evidence || aborted.reason ? `: ${describeReason(aborted)}` : '.'}
        </p>
      ) : null}
      <VersionShares remote={remote} />
      {remote.canary ? <CanaryButtons remote={remote} decisions={decisions} /> : null}
      <div className={styles.periods}>
        <VersionFiguresTable
          caption={`${remote.name} за последния час`}
          columns={figuresColumns(remote, remote.figures.hour)}
        />
        <VersionFiguresTable
          caption={`${remote.name} за последното денонощие`}
          columns={figuresColumns(remote, remote.figures.day)}
        />
      </div>
      <ReleaseHistoryTable name={remote.name} history={remote.history} />
    </section>
  );
}
