import { Bone, useMessages, VisuallyHidden } from '@alu/common';
import { shellMessages } from '../../shared/shellMessages';
import styles from './AreaSkeleton.module.css';

/** Reserves the page area while a remote loads, so the footer does not jump up and down. */
export function AreaSkeleton() {
  const t = useMessages(shellMessages);
  return (
    <div className={styles.skeleton} aria-busy="true" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Bone className={styles.banner} />
      <Bone className={styles.line} />
      <Bone className={styles.line} />
      <Bone className={styles.lineShort} />
    </div>
  );
}
