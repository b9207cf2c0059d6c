import styles from './AreaSkeleton.module.css';

/** Reserves the page area while a remote loads, so the footer does not jump up and down. */
export function AreaSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-live="polite">
      <span className={styles.srOnly}>Caricamento…</span>
      <div className={styles.banner} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={styles.lineShort} />
    </div>
  );
}
