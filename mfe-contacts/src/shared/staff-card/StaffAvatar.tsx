import styles from './StaffAvatar.module.css';

export interface StaffAvatarProps {
  /** Portrait URL; without one, the placeholder icon. */
  readonly photo?: string | undefined;
  readonly size: 'card' | 'profile';
}

/** A staff member's portrait, or a neutral person icon. Decorative: the name is next to it. */
export function StaffAvatar({ photo, size }: StaffAvatarProps) {
  const className = `${styles.avatar} ${size === 'profile' ? styles.profile : styles.card}`;
  if (photo) {
    return <img className={className} src={photo} alt="" loading="lazy" decoding="async" />;
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
