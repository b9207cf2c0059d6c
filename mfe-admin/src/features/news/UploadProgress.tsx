import { useId } from 'react';
import { Button } from '@alu/common';
import type { UploadProgress as Progress } from '../../shared/api/sendForm';
import formStyles from '../../shared/ui/Form.module.css';
import { formatBytes } from './newsImages';
import styles from './NewsPictures.module.css';

export interface UploadProgressProps {
  /** Null until the first bytes went. */
  readonly progress: Progress | null;
  readonly onCancel: () => void;
}

/**
 * Where a save with pictures stands: the share of the request sent, as a bar and a percentage,
 * with a cancel button until every byte went (then the server is storing it: too late to take
 * back).
 */
export function UploadProgress({ progress, onCancel }: UploadProgressProps) {
  const id = useId();
  const percent =
    progress && progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  const sent = progress !== null && progress.loaded >= progress.total;
  return (
    <div className={styles.upload} role="group" aria-labelledby={id}>
      <p id={id} className={styles.uploadTitle}>
        {sent ? 'Снимките са изпратени; сървърът ги записва…' : `Изпращане: ${percent} %`}
      </p>
      <progress max={100} value={percent} aria-labelledby={id} />
      {progress ? (
        <p className={formStyles.hint}>
          {formatBytes(progress.loaded)} от {formatBytes(progress.total)}
        </p>
      ) : null}
      {sent ? null : <Button onClick={onCancel}>Прекъсни изпращането</Button>}
    </div>
  );
}
