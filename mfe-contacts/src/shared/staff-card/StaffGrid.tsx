import { Link } from 'react-router-dom';
import { profilePath, type StaffPageKey } from '../staff/staffPages';
import type { StaffMember } from '../staff/staff';
import { StaffAvatar } from './StaffAvatar';
import styles from './StaffGrid.module.css';

export interface StaffGridProps {
  readonly staff: readonly StaffMember[];
  /** The page whose address the profiles open under. */
  readonly page: StaffPageKey;
  /** Accessible name of the list. */
  readonly label: string;
}

/**
 * Staff cards (portrait or icon, name, position). A card is a link to the person's profile
 * address, which replaces the current history entry and keeps the scroll position: the
 * profile opens over the page, and Back leaves the contacts page.
 */
export function StaffGrid({ staff, page, label }: StaffGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {staff.map((member) => (
        <li key={member.slug} className={styles.item}>
          <Link
            className={styles.card}
            to={profilePath(page, member.slug)}
            replace
            preventScrollReset
          >
            <StaffAvatar photo={member.photo} size="card" />
            <span className={styles.text}>
              <span className={styles.name}>{member.name}</span>
              <span className={styles.position}>{member.position}</span>
              {member.notice ? <span className={styles.notice}>{member.notice}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
