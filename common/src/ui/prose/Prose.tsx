import type { ReactNode } from 'react';
import styles from './Prose.module.css';

export interface ProseProps {
  readonly children: ReactNode;
  readonly className?: string;
}

/** Typography for long texts: paragraphs, headings, lists, figures and tables. */
export function Prose({ children, className }: ProseProps) {
  return <div className={[styles.prose, className].filter(Boolean).join(' ')}>{children}</div>;
}
