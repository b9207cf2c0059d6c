import { useEffect, type ReactNode } from 'react';
import styles from './AdminFrame.module.css';

/**
 * The admin area's page frame: Bulgarian (`lang="bg"`), and kept out of search engines while
 * it is shown (a robots meta tag, removed again when the visitor leaves the area).
 */
export function AdminFrame({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.appendChild(robots);
    return () => robots.remove();
  }, []);
  return (
    <div lang="bg" className={styles.frame}>
      {children}
    </div>
  );
}
