import { useId } from 'react';
import { Button } from '@alu/common';
import type { UploadProgress as Progress } from '../api/sendForm';
import { formatFileSize } from '@alu/common/locale-format';
import formStyles from './Form.module.css';
import styles from './UploadProgress.module.css';

export interface UploadProgressProps {
  /** Null until the first bytes went. */
  readonly progress: Progress | null;
  /** What is said once every byte went and the server is storing them. */
  readonly sentMessage: string;
  readonly onCancel: () => void;
}

/**
 * Where a save with files stands: the share of the request sent, as a bar and a percentage,
 * with a cancel button until every byte went (then the server is storing it: too late to take
 * back).
 */
export function UploadProgress({ progress, sentMessage, onCancel }: UploadProgressProps) {
  const id = useId();
  const percent =
    progress && progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  const sent = progress !== null && progress.loaded >= progress.total;
  return (
    <div className={styles.upload} role="group" aria-labelledby={id}>
      <p id={id} className={styles.title}>
        {sent ? sentMessage : `Изпращане: ${percent} %`}
      </p>
      <progress max={100} value={percent} aria-labelledby={id} />
      {progress ? (
        <p className={formStyles.hint}>
          {formatFileSize(progress.loaded, 'bg')} от {formatFileSize(progress.total, 'bg')}
        </p>
      ) : null}
      {sent ? null : <Button onClick={onCancel}>Прекъсни изпращането</Button>}
    </div>
  );
}
