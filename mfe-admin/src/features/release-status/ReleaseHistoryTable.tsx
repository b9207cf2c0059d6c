import type { ReleaseHistoryItem } from '@alu/common/contracts/schemas';
import { formatDateTime } from '../../shared/ui/formatDateTime';
import { describeAction, describeActor, describeReason, isAutomaticAbort } from './releaseFormat';
import styles from './ReleasesTab.module.css';

/** A remote's activations, canaries, promotions and aborts, newest first. */
export function ReleaseHistoryTable({
  name,
  history,
}: {
  readonly name: string;
  readonly history: readonly ReleaseHistoryItem[];
}) {
  if (history.length === 0) {
    return <p className={styles.noData}>{name}: няма записи в историята.</p>;
  }
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} ${styles.history}`}>
        <caption className={styles.caption}>{name}: история, най-новите първо</caption>
        <thead>
          <tr>
            <th scope="col">Кога</th>
            <th scope="col">Действие</th>
            <th scope="col">Версия</th>
            <th scope="col">Кой</th>
            <th scope="col">Причина</th>
          </tr>
        </thead>
        <tbody>
          {history.map((item, index) => (
            <tr
              // Entries have no id; their order is the server's and never changes in place.
              key={`${item.at}-${index}`}
              className={isAutomaticAbort(item) ? styles.automatic : undefined}
            >
              <td>
                <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </td>
              <td>{describeAction(item)}</td>
              <td className={styles.code}>{item.version}</td>
              <td>{describeActor(item.by)}</td>
              <td>{describeReason(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
