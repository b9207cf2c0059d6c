import { Link } from 'react-router-dom';
import { profilePath, type StaffPageKey } from '../staff/staffPages';
import type { StaffMember } from '../staff/staff';
import { StaffAvatar } from './StaffAvatar';
import styles from './StaffGrid.module.css';
import { useLocale, useTexts } from '@alu/common';
import { contactsTexts } from '../i18n/contactsTexts';
import { localizeMember } from '../i18n/localizeStaff';

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
  const tx = useTexts(contactsTexts);
  const locale = useLocale();
  return (
    <ul className={styles.grid} aria-label={label}>
      {staff
        .map((person) => ({ member: localizeMember(person, tx, locale), latinName: person.name }))
        .map(({ member, latinName }) => (
          <li key={member.slug} className={styles.item}>
            <Link
              className={styles.card}
              to={profilePath(page, member.slug)}
              replace
              preventScrollReset
            >
              <StaffAvatar
                name={member.name}
                colourKey={latinName}
                photo={member.photo}
                size="card"
              />
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
