// The body of POST /api/inquiries (an InquiryRequest). The form rules are the shared ones of the
// inquiry contract (@alu/common/contracts: the forms run the same function), so the API accepts
// exactly what a form sends. Every value is type-checked first: an object such as
// `{ "$ne": "" }` where a string belongs is refused and never reaches the database.
import {
  describeInquiryRule,
  INQUIRY_KINDS,
  INQUIRY_LIMITS,
  inquiryFieldsOf,
  invalidInquiryFields,
  type InquiryField,
  type InquiryKind,
  type InquiryValues,
} from '@alu/common/contracts';
import { ValidationError } from '../../platform/errors/domainErrors';
import { bodyObject, requiredString, type JsonObject } from '../../platform/validation/fields';
import type { InquiryFields } from './inquiryDocument';

function inquiryKind(fields: JsonObject): InquiryKind {
  const kind = requiredString(fields, 'kind', { max: 20 });
  const known = INQUIRY_KINDS.find((candidate) => candidate === kind);
  if (!known) throw new ValidationError('kind', `kind must be one of: ${INQUIRY_KINDS.join(', ')}`);
  return known;
}

/** A form field as a string ('' when missing); anything else is refused. */
function formValue(fields: JsonObject, field: InquiryField): string {
  const raw = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw new ValidationError(field, `${field} must be a string`);
  return raw;
}

/** A site path such as /products/extruded/industrial-profiles (not another site's address). */
function sourcePage(fields: JsonObject): string {
  const path = requiredString(fields, 'sourcePage', { max: INQUIRY_LIMITS.sourcePage.max });
  if (!path.startsWith('/') || path.startsWith('//') || /\s/.test(path)) {
    throw new ValidationError(
      'sourcePage',
      'sourcePage must be a path of this site, e.g. /products',
    );
  }
  return path;
}

/** Throws ValidationError naming the first field at fault, in the form's order. */
export function parseInquiryInput(body: unknown): InquiryFields {
  const fields = bodyObject(body);
  const kind = inquiryKind(fields);
  const formFields = inquiryFieldsOf(kind);
  const values: Partial<Record<InquiryField, string>> = {};
  for (const field of formFields) values[field] = formValue(fields, field);
  const [invalid] = invalidInquiryFields(kind, values as InquiryValues);
  if (invalid) throw new ValidationError(invalid, describeInquiryRule(invalid));
  const trimmed = (field: InquiryField) => (values[field] ?? '').trim();
  return {
    kind,
    ...(kind === 'product' ? { products: trimmed('products') } : { category: trimmed('category') }),
    name: trimmed('name'),
    phone: trimmed('phone'),
    email: trimmed('email'),
    message: trimmed('message'),
    sourcePage: sourcePage(fields),
  };
}
