import type { CSSProperties } from 'react';
import { avatarColour, initials } from './initials';
import styles from './InitialsAvatar.module.css';

export interface InitialsAvatarProps {
  /** The person's name, as shown next to the avatar. */
  readonly name: string;
  /**
   * What the colour is derived from, when not the name shown: the Latin form of a name that a
   * Bulgarian page writes in Cyrillic, so one person keeps one colour in every language.
   */
  readonly colourKey?: string;
  /** Sizes the circle (width, height, font size); the avatar fills it. */
  readonly className?: string;
}

/**
 * A person's initials on a colour derived from their name: distinct from one person to the
 * next, the same for one person everywhere. Decorative: the name is always written beside it.
 */
export function InitialsAvatar({ name, colourKey = name, className }: InitialsAvatarProps) {
  const style = { '--avatar-colour': avatarColour(colourKey) } as CSSProperties;
  return (
    <span
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
      data-testid="initials-avatar"
    >
      {initials(name)}
    </span>
  );
}
