// Wire contract of the inquiry API, shared by the products and contacts remotes (the two
// inquiry forms), the admin remote (the Inquiries tab) and the API. Pure types and
// constants: the API imports it too. Limits: document 1 §5 and §9, document 2 §5 and §9.

/** Which form sent it: the product page's inquiry or the contacts page's "Connect with us". */
export type InquiryKind = 'product' | 'contact';

/** Field limits of both forms (characters, after trimming). */
export const INQUIRY_LIMITS = {
  name: { min: 1, max: 50 },
  phone: { min: 1, max: 20 },
  message: { min: 1, max: 500 },
  /** Not in the spec: a bound so an address can never be used to flood storage. */
  email: { max: 254 },
} as const;

/** How long an invalid field stays flagged, and the sent confirmation stays shown. */
export const INQUIRY_INVALID_FLAG_MS = 2000;
export const INQUIRY_SENT_RESET_MS = 3000;

/** The contact form's support categories (document 2 §9), in the order the dropdown lists them. */
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

/** A stored inquiry as `GET /api/inquiries` (administrators only) answers it, newest first. */
export interface StoredInquiry extends InquiryRequest {
  readonly _id: string;
  /** When the API stored it, ISO 8601 with time. */
  readonly createdAt: string;
  readonly handled: boolean;
  /** When an administrator marked it handled, ISO 8601 with time. */
  readonly handledAt?: string;
}

export const INQUIRIES_API = {
  /** `POST` an {@link InquiryRequest}: 201 with the stored inquiry; 400 names the field. */
  create: '/api/inquiries',
  /** `GET` (administrators): every stored inquiry, newest first. */
  list: '/api/inquiries',
  /** `POST` (administrators): marks the inquiry handled; answers the stored inquiry. */
  markHandled: (id: string) => `/api/inquiries/${encodeURIComponent(id)}/handled`,
} as const;
