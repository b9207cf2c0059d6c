import { StatusMessage } from './StatusMessage';
import type { AdminList } from './useAdminList';

export interface ListStatusProps {
  readonly list: AdminList<unknown>;
  /** How many records the tab shows (after its own filter). */
  readonly shown: number;
  readonly emptyMessage: string;
  readonly errorMessage?: string;
  /** Why the last action on the list failed, if it did. */
  readonly problem?: string | null;
}

/** The loading, error, empty and failed-action states of a panel list. */
export function ListStatus({
  list,
  shown,
  emptyMessage,
  errorMessage = 'Списъкът не можа да бъде зареден.',
  problem,
}: ListStatusProps) {
  return (
    <>
      {problem ? <StatusMessage tone="error" message={problem} /> : null}
      {list.status === 'loading' ? <StatusMessage tone="busy" message="Зареждане…" /> : null}
      {list.status === 'error' ? (
        <StatusMessage tone="error" message={errorMessage} onRetry={list.reload} />
      ) : null}
      {list.status === 'ready' && shown === 0 ? (
        <StatusMessage tone="empty" message={emptyMessage} />
      ) : null}
    </>
  );
}
