import { CONTACT_PAGES } from '../app/contactsPages.data';
import {
  contactsPagePath,
  profilePath,
  STAFF_PAGES,
  staffOfPage,
} from '../shared/staff/staffPages';

/** Every contacts page and every staff profile (the sitemap's list). */
export const pagePaths: readonly string[] = [
  ...CONTACT_PAGES.map(contactsPagePath),
  ...STAFF_PAGES.flatMap((page) =>
    staffOfPage[page].map((member) => profilePath(page, member.slug)),
  ),
];
