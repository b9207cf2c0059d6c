// What the two inquiry forms send (`POST /api/inquiries`): the product page's inquiry and the
// contacts page's "Contattaci" (Contact us). The forms run this schema on what the visitor typed and
// the API on what it receives, so the API accepts exactly what a form lets through.
import * as v from 'valibot';
import { EMAIL_PATTERN } from '../email';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_LIMITS,
  inquiryFieldsOf,
  type InquiryField,
  type InquiryKind,
  type InquiryValues,
} from '../inquiries';
import { pathOnOrigin } from '../sitePath';
import { issueField } from './fields';

const lengthRule = (field: keyof typeof INQUIRY_LIMITS) => {
  const { max } = INQUIRY_LIMITS[field];
  const min = 'min' in INQUIRY_LIMITS[field] ? INQUIRY_LIMITS[field].min : 1;
  return `must be ${min} to ${max} characters long`;
};

/**
 * Line breaks and other control characters of a one-line field, folded to one space: what is
 * stored, listed and mailed to staff is one line, so no one can write a line of its own (a
 * forged "Bcc:" or "Pagina:") into the staff mail.
 */
const oneLine = v.transform((text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' '));

/** A text of the form, counted after trimming; the message may run over several lines. */
const formText = (field: 'products' | 'name' | 'phone' | 'message') =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(INQUIRY_LIMITS[field].min, lengthRule(field)),
    v.maxLength(INQUIRY_LIMITS[field].max, lengthRule(field)),
  );

/** A one-line text of the form (every field but the message). */
const oneLineText = (field: 'products' | 'name' | 'phone') =>
  v.pipe(v.string(), oneLine, formText(field));

/**
 * Any http(s) origin stands in for the public one here (the forms run this schema too, the
 * API checks against its PUBLIC_ORIGIN as well): a path starting with one "/" resolves to the
 * same origin against all of them, or away from all of them.
 */
const STAND_IN_ORIGIN = 'https://site.invalid';
const SOURCE_PAGE_RULE = 'must be a path of this site, e.g. /products';

const EMAIL_RULE = `must be a valid e-mail address of at most ${INQUIRY_LIMITS.email.max} characters`;

const sharedFields = {
  name: oneLineText('name'),
  phone: oneLineText('phone'),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(INQUIRY_LIMITS.email.max, EMAIL_RULE),
    v.regex(EMAIL_PATTERN, EMAIL_RULE),
  ),
  message: formText('message'),
  sourcePage: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(INQUIRY_LIMITS.sourcePage.max, lengthRule('sourcePage')),
    // A path of this site such as /products/extruded/industrial-profiles, not an address.
    v.regex(/^\/(?!\/)\S*$/, SOURCE_PAGE_RULE),
    v.check((path) => pathOnOrigin(path, STAND_IN_ORIGIN) !== undefined, SOURCE_PAGE_RULE),
    v.description('Path of the page the visitor sent it from.'),
  ),
};

export const productInquirySchema = v.object({
  kind: v.literal('product'),
  products: v.pipe(oneLineText('products'), v.description('The product, by name.')),
  ...sharedFields,
});

export const contactInquirySchema = v.object({
  kind: v.literal('contact'),
  category: v.pipe(
    v.string(),
    v.trim(),
    v.values(INQUIRY_CATEGORIES, `must be one of: ${INQUIRY_CATEGORIES.join(', ')}`),
    v.transform((category) => category as (typeof INQUIRY_CATEGORIES)[number]),
  ),
  ...sharedFields,
});

/** Which form sent it decides its fields; a field of the other form is ignored. */
export const inquiryRequestSchema = v.variant(
  'kind',
  [productInquirySchema, contactInquirySchema],
  'must be one of: product, contact',
);

/**
 * The one validation of both forms, used by the forms: the fields of the form of `kind` that
 * fail their rule, in form order. Empty means it may be sent.
 */
export function invalidInquiryFields(kind: InquiryKind, values: InquiryValues): InquiryField[] {
  const fields = inquiryFieldsOf(kind);
  const result = v.safeParse(inquiryRequestSchema, { ...values, kind, sourcePage: '/' });
  const invalid = new Set((result.issues ?? []).map((issue) => issueField(issue)));
  return fields.filter((field) => invalid.has(field));
}
