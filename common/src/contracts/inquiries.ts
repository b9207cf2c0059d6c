// Wire contract of the inquiry API, shared by the products and contacts remotes (the two
// inquiry forms), the admin remote (the Inquiries tab) and the API. Pure types and
// constants: the API imports it too. Limits as the specification sets them.

import { isEmailAddress } from './email';
import type { MailDelivery } from './mail';

/** Which form sent it: the product page's inquiry or the contacts page's "Connect with us". */
export const INQUIRY_KINDS = ['product', 'contact'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Field limits of both forms (characters, after trimming). */
export const INQUIRY_LIMITS = {
  /** Not in the spec: the product form's pre-filled product name, bounded like the others. */
  products: { min: 1, max: 120 },
  name: { min: 1, max: 50 },
  phone: { min: 1, max: 20 },
  message: { min: 1, max: 500 },
  /** Not in the spec: a bound so an address can never be used to flood storage. */
  email: { max: 254 },
  /** Not a form field: the path of the page the inquiry was sent from. */
  sourcePage: { max: 300 },
} as const;

/** How long an invalid field stays flagged, and the sent confirmation stays shown. */
export const INQUIRY_INVALID_FLAG_MS = 2000;
export const INQUIRY_SENT_RESET_MS = 3000;

/** The contact form's support categories, in the order the dropdown lists them. */
export const INQUIRY_CATEGORIES = [
  'General question',
  'Packaging',
  'Building & Construction',
  'Transportation',
  'Industrial Design',
  'Events',
  'Support',
  'Other question',
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export function isInquiryCategory(value: string): value is InquiryCategory {
  return (INQUIRY_CATEGORIES as readonly string[]).includes(value);
}

/** The fields a visitor fills in, of both forms. */
export type InquiryField = 'products' | 'category' | 'name' | 'phone' | 'email' | 'message';

/** The fields of the form of `kind`, in the order the form shows them. */
export function inquiryFieldsOf(kind: InquiryKind): readonly InquiryField[] {
  return kind === 'product'
    ? ['products', 'name', 'phone', 'email', 'message']
    : ['category', 'name', 'phone', 'email', 'message'];
}

/** What a visitor typed, field by field (a missing field counts as empty). */
export type InquiryValues = Readonly<Partial<Record<InquiryField, string>>>;

function withinLimits(value: string, { min, max }: { min: number; max: number }): boolean {
  return value.length >= min && value.length <= max;
}

/** Whether one field's value (trimmed) passes its rule. */
export function isInquiryFieldValid(field: InquiryField, raw: string): boolean {
  const value = raw.trim();
  switch (field) {
    case 'products':
    case 'name':
    case 'phone':
    case 'message':
      return withinLimits(value, INQUIRY_LIMITS[field]);
    case 'category':
      return isInquiryCategory(value);
    case 'email':
      return value.length <= INQUIRY_LIMITS.email.max && isEmailAddress(value);
  }
}

/**
 * The one validation of both inquiry forms, used by the forms and by the API: the fields of
 * the form of `kind` that fail their rule, in form order. Empty means it may be sent.
 */
export function invalidInquiryFields(kind: InquiryKind, values: InquiryValues): InquiryField[] {
  return inquiryFieldsOf(kind).filter((field) => !isInquiryFieldValid(field, values[field] ?? ''));
}

/** The rule of a field in words (English, like every API message), for a 400 answer. */
export function describeInquiryRule(field: InquiryField): string {
  switch (field) {
    case 'products':
    case 'name':
    case 'phone':
    case 'message':
      return `${field} must be ${INQUIRY_LIMITS[field].min} to ${INQUIRY_LIMITS[field].max} characters long`;
    case 'category':
      return `category must be one of: ${INQUIRY_CATEGORIES.join(', ')}`;
    case 'email':
      return `email must be a valid e-mail address of at most ${INQUIRY_LIMITS.email.max} characters`;
  }
}

/** What a form posts to `POST /api/inquiries`. */
export interface InquiryRequest {
  readonly kind: InquiryKind;
  /** Product name (product form; the name is sent, not an id). */
  readonly products?: string;
  /** Support category (contact form). */
  readonly category?: InquiryCategory;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly message: string;
  /** Path of the page the visitor sent it from, e.g. `/products/rolled-foils/household-foil`. */
  readonly sourcePage: string;
}

/** Where an inquiry stands; a new one is `new`. `answered` and `archived` count as handled. */
export const INQUIRY_STATUSES = ['new', 'in-progress', 'answered', 'archived'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return (INQUIRY_STATUSES as readonly unknown[]).includes(value);
}

/** One change of an inquiry's status: to what, when (ISO 8601) and by which administrator. */
export interface InquiryStatusChange {
  readonly status: InquiryStatus;
  readonly at: string;
  readonly by: string;
}

/** A stored inquiry as `GET /api/inquiries` (administrators only) answers it, newest first. */
export interface StoredInquiry extends InquiryRequest {
  readonly _id: string;
  /** When the API stored it, ISO 8601 with time. */
  readonly createdAt: string;
  /** Whether it is answered or archived (the specification's "handled"). */
  readonly handled: boolean;
  /** When an administrator marked it handled, ISO 8601 with time. */
  readonly handledAt?: string;
  readonly status: InquiryStatus;
  /** Every status change, oldest first. */
  readonly statusHistory: readonly InquiryStatusChange[];
  /**
   * The e-mail telling staff of it (administrators' answers only); null when the API sends no
   * such mail (no mail server configured, or stored before it did).
   */
  readonly notification?: MailDelivery | null;
}

/** One page of the administrators' filtered list. */
export interface InquiriesPage {
  readonly items: readonly StoredInquiry[];
  readonly nextCursor: string | null;
}

/** The filters of the list and of its CSV export; every one optional. */
export interface InquiryFilter {
  readonly status?: InquiryStatus;
  readonly kind?: InquiryKind;
  /** Words of the name, e-mail, product or category, or message. */
  readonly q?: string;
}

export const INQUIRIES_PAGE_SIZE = { default: 25, max: 100 } as const;

export const INQUIRIES_API = {
  /** `POST` an {@link InquiryRequest}: 201 with the stored inquiry; 400 names the field. */
  create: '/api/inquiries',
  /**
   * `GET` (administrators): every stored inquiry, newest first, as an array (the
   * specification's call); with any of `status`, `kind`, `q`, `limit`, `cursor`, one
   * {@link InquiriesPage} of the filtered list.
   */
  list: '/api/inquiries',
  /** `GET` (administrators): the filtered list (the same filters) as a CSV file. */
  exportCsv: '/api/inquiries/export.csv',
  /** `POST` (administrators) `{ status }`: answers the stored inquiry. */
  status: (id: string) => `/api/inquiries/${encodeURIComponent(id)}/status`,
  /** `POST` (administrators): marks the inquiry handled; answers the stored inquiry. */
  markHandled: (id: string) => `/api/inquiries/${encodeURIComponent(id)}/handled`,
} as const;
