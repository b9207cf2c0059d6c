import { Bone, useTexts, VisuallyHidden } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import styles from './AreaSkeleton.module.css';

/** Reserves the page area while a remote loads, so the footer does not jump up and down. */
export function AreaSkeleton() {
  const tx = useTexts(shellTexts);
  return (
    <div className={styles.skeleton} aria-busy="true" aria-live="polite">
      <VisuallyHidden>{tx('Caricamento…')}</VisuallyHidden>
      <Bone className={styles.banner} />
      <Bone className={styles.line} />
      <Bone className={styles.line} />
      <Bone className={styles.lineShort} />
    </div>
  );
}
