// Stored document → wire StoredInquiry: every field present with its wire type.
import type { InquiryCategory, InquiryKind, StoredInquiry } from '@alu/common/contracts';
import type { InquiryDocument } from './inquiryDocument';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toStoredInquiry(doc: InquiryDocument): StoredInquiry {
  const kind: InquiryKind = doc.kind === 'contact' ? 'contact' : 'product';
  return {
    _id: doc._id.toHexString(),
    kind,
    ...(kind === 'product'
      ? { products: text(doc.products) }
      : // Written by the API only after the category passed the shared rule.
        { category: text(doc.category) as InquiryCategory }),
    name: text(doc.name),
    phone: text(doc.phone),
    email: text(doc.email),
    message: text(doc.message),
    sourcePage: text(doc.sourcePage),
    createdAt: (doc.createdAt ?? doc._id.getTimestamp()).toISOString(),
    handled: doc.handled === true,
    ...(doc.handledAt ? { handledAt: doc.handledAt.toISOString() } : {}),
  };
}
