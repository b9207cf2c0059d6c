import { Button } from '@alu/common';
import styles from './Form.module.css';

export interface FormActionsProps {
  readonly editing: boolean;
  readonly canSubmit: boolean;
  readonly saveError: string | null;
  readonly onCancel: () => void;
}

/** The forms' last row: the save error, if any, then cancel and create or save. */
export function FormActions({ editing, canSubmit, saveError, onCancel }: FormActionsProps) {
  return (
    <>
      {saveError ? (
        <p className={styles.alert} role="alert">
          {saveError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Отказ
        </button>
        <Button type="submit" disabled={!canSubmit}>
          {editing ? 'Запази' : 'Създай'}
        </Button>
      </div>
    </>
  );
}
