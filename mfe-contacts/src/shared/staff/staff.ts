import type { ResponsiveImageData } from '@alu/common';
import type { CountryName } from '../europe-map/countries';
import { staffContacts } from './staffContacts';

/** The product lines a sales profile can name. */
export const PRODUCT_LINES = ['Estrusi', 'Laminati'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

/** Slug of a profile address; `staffContacts` holds the person's contact data under it. */
export type StaffSlug = keyof typeof staffContacts;

/** A staff contact. */
export interface StaffMember {
  /** Last segment of /contacts/{page}/{slug}. */
  readonly slug: StaffSlug;
  /** The name in Latin letters; `cyrillicName` is the one Bulgarian pages show. */
  readonly name: string;
  readonly cyrillicName: string;
  readonly position: string;
  readonly email: string;
  readonly phone: string;
  readonly fax: string;
  /** A portrait (an imported picture); without one the cards and the profile show an icon. */
  readonly photo?: ResponsiveImageData;
  /** Countries the person looks after; none means every country. */
  readonly countries?: readonly CountryName[];
  /** Areas the person looks after, in words (e.g. "Penisola iberica"). */
  readonly regions: readonly string[];
  /** Product lines the person sells; none means every product. */
  readonly products?: readonly ProductLine[];
  readonly foreignLanguages: readonly string[];
  /** Search keywords. */
  readonly tags: readonly string[];
  readonly description: string;
  /** A notice shown in red on the card and in the profile (e.g. a leave of absence). */
  readonly notice?: string;
}

/** What the staff lists write: everything except the contact data of `staffContacts`. */
export type StaffFacts = Omit<StaffMember, 'name' | 'cyrillicName' | 'email' | 'phone' | 'fax'>;

/** A staff member with names, e-mail, phone and fax from `staffContacts`. */
export function staffMember(facts: StaffFacts): StaffMember {
  return { ...staffContacts[facts.slug], ...facts };
}
