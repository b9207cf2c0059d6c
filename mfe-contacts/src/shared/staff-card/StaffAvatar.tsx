import { ResponsiveImage, type ResponsiveImageData } from '@alu/common';
import styles from './StaffAvatar.module.css';

/** The avatar's width in CSS pixels (StaffAvatar.module.css). */
const AVATAR_SIZES = { card: '72px', profile: '120px' } as const;

export interface StaffAvatarProps {
  /** Portrait; without one, the placeholder icon. */
  readonly photo?: ResponsiveImageData | undefined;
  readonly size: 'card' | 'profile';
}

/** A staff member's portrait, or a neutral person icon. Decorative: the name is next to it. */
export function StaffAvatar({ photo, size }: StaffAvatarProps) {
  const className = `${styles.avatar} ${size === 'profile' ? styles.profile : styles.card}`;
  if (photo) {
    return (
      <ResponsiveImage className={className} image={photo} alt="" sizes={AVATAR_SIZES[size]} />
    );
  }
  return (
    <span className={`${className} ${styles.placeholder}`} aria-hidden="true">
      <svg viewBox="0 0 48 48" focusable="false">
        <circle cx="24" cy="18" r="9" fill="currentColor" />
        <path d="M7 44c1.5-10 8.5-15 17-15s15.5 5 17 15z" fill="currentColor" />
      </svg>
    </span>
  );
}
