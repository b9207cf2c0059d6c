// Wire contract of the inquiry API, shared by the products and contacts remotes (the two
// inquiry forms), the admin remote (the Inquiries tab) and the API. Types and constants; the
// rules are the schemas of schemas/inquiryForm.ts (the forms and the API run them), and the
// wire types are inferred from the schemas.
import type * as v from 'valibot';
import type {
  inquiriesPageSchema,
  inquiryStatusChangeSchema,
  storedInquirySchema,
} from './schemas/inquiries';
import type { inquiryRequestSchema } from './schemas/inquiryForm';

/** Which form sent it: the product page's inquiry or the contacts page's "Contattaci" (Contact us). */
export const INQUIRY_KINDS = ['product', 'contact'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Field limits of both forms (characters, after trimming). */
export const INQUIRY_LIMITS = {
  /** The product form's pre-filled product name, bounded like the others. */
  products: { min: 1, max: 120 },
  name: { min: 1, max: 50 },
  phone: { min: 1, max: 20 },
  message: { min: 1, max: 500 },
  /** A bound so an address can never be used to flood storage. */
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

/** What a form posts to `POST /api/inquiries`. */
export type InquiryRequest = v.InferOutput<typeof inquiryRequestSchema>;

/** Where an inquiry stands; a new one is `new`. `answered` and `archived` count as handled. */
export const INQUIRY_STATUSES = ['new', 'in-progress', 'answered', 'archived'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return (INQUIRY_STATUSES as readonly unknown[]).includes(value);
}

/** One change of an inquiry's status: to what, when (ISO 8601) and by which administrator. */
export type InquiryStatusChange = v.InferOutput<typeof inquiryStatusChangeSchema>;

/** A stored inquiry as `GET /api/inquiries` (administrators only) answers it, newest first. */
export type StoredInquiry = v.InferOutput<typeof storedInquirySchema>;

/** One page of the administrators' filtered list. */
export type InquiriesPage = v.InferOutput<typeof inquiriesPageSchema>;

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
   * `GET` (administrators): every stored inquiry, newest first, as an array; with any of
   * `status`, `kind`, `q`, `limit`, `cursor`, one
   * {@link InquiriesPage} of the filtered list.
   */
  list: '/api/inquiries',
  /** `GET` (administrators): the filtered list (the same filters) as a CSV file. */
  exportCsv: '/api/inquiries/export.csv',
  /** `POST` (administrators) `{ status }`: answers the stored inquiry. */
  status: (id: string) => `/api/inquiries/${encodeURIComponent(id)}/status`,
  /** `POST` (administrators): marks the inquiry handled; answers the stored inquiry. */
  markHandled: (id: string) => `/api/inquiries/${encodeURIComponent(id)}/handled`,
  /** `DELETE` (administrators): the inquiry, for good. */
  erase: (id: string) => `/api/inquiries/${encodeURIComponent(id)}`,
} as const;
