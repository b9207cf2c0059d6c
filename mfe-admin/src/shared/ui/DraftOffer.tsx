import { Button } from '@alu/common';
import type { DraftAutosave } from './draftAutosave';
import { formatDateTime } from './formatDateTime';
import styles from './DraftOffer.module.css';

/**
 * The offer to restore a draft kept in this browser from an earlier visit to the form
 * (nothing while there is none); `onRestore` receives the draft.
 */
export function DraftOffer<T>({
  autosave,
  onRestore,
}: {
  readonly autosave: DraftAutosave<T>;
  readonly onRestore: (draft: T) => void;
}) {
  const { offer } = autosave;
  if (!offer) return null;
  const restore = () => {
    const draft = autosave.restore();
    if (draft) onRestore(draft);
  };
  return (
    <div className={styles.offer} role="status">
      <p>
        {`Има незапазена чернова от ${formatDateTime(offer.savedAt)}.`}
        {offer.withoutFiles ? ' Избраните файлове не се пазят – изберете ги отново.' : ''}
      </p>
      <div className={styles.actions}>
        <Button onClick={restore}>Възстанови</Button>
        <button type="button" className={styles.discard} onClick={autosave.discard}>
          Отхвърли
        </button>
      </div>
    </div>
  );
}
