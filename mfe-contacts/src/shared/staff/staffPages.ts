import { mainSalesStaff, regionalSalesStaff } from './salesDepartment.data';
import type { StaffMember } from './staff';
import { supplyChainStaff } from './supplyChains.data';
import { otherContactStaff } from './otherContacts.data';

/** The contacts pages that list people (their profiles open at /contacts/{page}/{slug}). */
export const STAFF_PAGES = ['sales-department', 'supply-chains', 'other-contacts'] as const;
export type StaffPageKey = (typeof STAFF_PAGES)[number];

/** Everyone a page lists, in page order. */
export const staffOfPage: Readonly<Record<StaffPageKey, readonly StaffMember[]>> = {
  'sales-department': [...mainSalesStaff, ...regionalSalesStaff],
  'supply-chains': supplyChainStaff,
  'other-contacts': otherContactStaff,
};

export const contactsPagePath = (page: string) => `/contacts/${page}`;
export const profilePath = (page: StaffPageKey, slug: string) => `/contacts/${page}/${slug}`;

export function isStaffPage(page: string): page is StaffPageKey {
  return (STAFF_PAGES as readonly string[]).includes(page);
}

/** The profile a /contacts/{page}/{slug} address names, if that page lists that person. */
export function findProfile(page: string, slug: string): StaffMember | undefined {
  return isStaffPage(page) ? staffOfPage[page].find((member) => member.slug === slug) : undefined;
}
