import type { ReactNode } from 'react';
import styles from './RecordList.module.css';

export interface RecordListProps<T> {
  readonly items: readonly T[];
  /** Names the list for assistive technology. */
  readonly label: string;
  readonly itemKey: (item: T) => string;
  /** The row's text: a click on it opens the item. */
  readonly summary: (item: T) => ReactNode;
  /** Accessible name of the row's delete button. */
  readonly deleteLabel?: (item: T) => string;
  readonly onOpen: (item: T) => void;
  /** Deletes a row; without it the rows have no delete button (records that are withdrawn). */
  readonly onDelete?: (item: T) => void;
  /** More controls of a row, before its delete button (a preview link); none for null. */
  readonly actions?: (item: T) => ReactNode;
}

/** Rows of the panel's lists: click a row to edit it, the bin icon (if any) to delete it. */
export function RecordList<T>({
  items,
  label,
  itemKey,
  summary,
  deleteLabel,
  onOpen,
  onDelete,
  actions,
}: RecordListProps<T>) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)} className={styles.row}>
          <button type="button" className={styles.open} onClick={() => onOpen(item)}>
            {summary(item)}
          </button>
          {actions?.(item) ? <span className={styles.actions}>{actions(item)}</span> : null}
          {onDelete ? (
            <button
              type="button"
              className={styles.delete}
              aria-label={deleteLabel?.(item) ?? 'Изтрий'}
              title="Изтрий"
              onClick={() => onDelete(item)}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M4 6h12M8 6V4h4v2m-6 0 1 11h6l1-11"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                />
              </svg>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
