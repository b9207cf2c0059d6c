import { InitialsAvatar, ResponsiveImage, type ResponsiveImageData } from '@alu/common';
import styles from './StaffAvatar.module.css';

/** The avatar's width in CSS pixels (StaffAvatar.module.css). */
const AVATAR_SIZES = { card: '72px', profile: '120px' } as const;

export interface StaffAvatarProps {
  /** The person's name: without a portrait, the avatar shows its initials. */
  readonly name: string;
  /** The Latin name, which the colour is derived from in every language. */
  readonly colourKey: string;
  /** Portrait; without one, the initials on the name's colour. */
  readonly photo?: ResponsiveImageData | undefined;
  readonly size: 'card' | 'profile';
}

/** A staff member's portrait, or their initials. Decorative: the name is next to it. */
export function StaffAvatar({ name, colourKey, photo, size }: StaffAvatarProps) {
  const sizeClass = size === 'profile' ? styles.profile : styles.card;
  if (photo) {
    return (
      <ResponsiveImage
        className={`${styles.photo} ${sizeClass}`}
        image={photo}
        alt=""
        sizes={AVATAR_SIZES[size]}
      />
    );
  }
  return <InitialsAvatar name={name} colourKey={colourKey} className={sizeClass} />;
}
