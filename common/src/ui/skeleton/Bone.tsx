import type { CSSProperties } from 'react';
import styles from './Bone.module.css';

export interface BoneProps {
  /** Sizes and margins come from the caller's class (layout is the caller's business). */
  readonly className?: string;
  readonly style?: CSSProperties;
}

/** One shimmering placeholder block of a loading skeleton; hidden from assistive tech. */
export function Bone({ className, style }: BoneProps) {
  return (
    <span
      className={className ? `${styles.bone} ${className}` : styles.bone}
      style={style}
      aria-hidden="true"
    />
  );
}
