import { useState } from 'react';
import { describeSaveError, isUnauthorized } from '../api/adminApi';
import { useSession } from '../session/AdminSession';

/** The form being shown: `{}` for a new record, `{ record }` to edit one, null when closed. */
export type OpenForm<T> = { readonly record?: T } | null;

export interface RecordActions<T> {
  readonly form: OpenForm<T>;
  readonly open: (record: T) => void;
  /** Closes the form (cancel or after a save) and reloads the list. */
  readonly close: () => void;
  /** Deletes after the confirmation; reloads the list either way. */
  readonly remove: (record: T) => Promise<void>;
  /** Why the last delete failed, if it did. */
  readonly problem: string | null;
}

/** Edit, create and delete of one of the panel's lists. */
export function useRecordActions<T>({
  reload,
  creating,
  onCreateClosed,
  confirmation,
  deleteRecord,
}: {
  readonly reload: () => void;
  /** "New publication" was chosen for this tab. */
  readonly creating: boolean;
  readonly onCreateClosed: () => void;
  /** The Bulgarian question asked before deleting. */
  readonly confirmation: string;
  readonly deleteRecord: (token: string, record: T) => Promise<void>;
}): RecordActions<T> {
  const { token, logout } = useSession();
  const [editing, setEditing] = useState<OpenForm<T>>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setEditing(null);
    if (creating) onCreateClosed();
    reload();
  };

  const remove = async (record: T) => {
    if (!window.confirm(confirmation)) return;
    setProblem(null);
    try {
      await deleteRecord(token, record);
    } catch (error) {
      console.error('[admin] deleting failed', error);
      if (isUnauthorized(error)) {
        logout();
        return;
      }
      setProblem(describeSaveError(error));
    }
    reload();
  };

  return {
    form: creating ? {} : editing,
    open: (record) => setEditing({ record }),
    close,
    remove,
    problem,
  };
}
