import { Button } from '@alu/common';
import { StatusMessage } from './StatusMessage';
import type { CursorPages } from './useCursorPages';
import styles from './ListFilters.module.css';

export interface CursorListStatusProps {
  readonly pages: {
    readonly status: CursorPages<unknown, never>['status'];
    readonly items: readonly unknown[];
    readonly reload: () => void;
  };
  readonly emptyMessage: string;
  readonly errorMessage: string;
}

/** The loading, error (with retry) and empty states of a server-paginated list. */
export function CursorListStatus({ pages, emptyMessage, errorMessage }: CursorListStatusProps) {
  return (
    <>
      {pages.status === 'loading' ? <StatusMessage tone="busy" message="Зареждане…" /> : null}
      {pages.status === 'error' ? (
        <StatusMessage tone="error" message={errorMessage} onRetry={pages.reload} />
      ) : null}
      {pages.status === 'ready' && pages.items.length === 0 ? (
        <StatusMessage tone="empty" message={emptyMessage} />
      ) : null}
    </>
  );
}

/** "Покажи още" under a server-paginated list, while there is a next page. */
export function LoadMoreButton({
  pages,
}: {
  readonly pages: { readonly loadMore: (() => void) | undefined; readonly loadingMore: boolean };
}) {
  return pages.loadMore ? (
    <Button className={styles.more} disabled={pages.loadingMore} onClick={pages.loadMore}>
      {pages.loadingMore ? 'Зареждане…' : 'Покажи още'}
    </Button>
  ) : null;
}
