import type { ReactNode } from 'react';
import styles from './SideLayout.module.css';

export interface SideLayoutProps {
  /** The column beside the content: a side menu and what goes under it. */
  readonly side: ReactNode;
  readonly children: ReactNode;
}

/**
 * The body of a page with a side column (the company, market, sustainability and careers
 * sections, the product pages): a 240 px column beside the content that follows the reader
 * down the page on wide screens, above the content under 1000 px.
 */
export function SideLayout({ side, children }: SideLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.side}>{side}</div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
