import type { HTMLAttributes, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: a heading keeps the outline, a `p role="status"` announces. */
  readonly as?: 'span' | 'p' | 'h2' | 'h3';
  readonly children: ReactNode;
}

/** Text for screen readers only (a landmark's heading, a loading announcement). */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return (
    <Element className={className ? `${styles.hidden} ${className}` : styles.hidden} {...props} />
  );
}
