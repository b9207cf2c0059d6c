// Stored document → wire StoredInquiry: every field present with its wire type.
import {
  isInquiryStatus,
  type InquiryCategory,
  type InquiryKind,
  type InquiryStatus,
  type StoredInquiry,
} from '@alu/common/contracts';
import type { InquiryDocument } from './inquiryDocument';
import { toMailDelivery } from '../../platform/mail/embeddedOutbox';

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
    status: statusOf(doc),
    statusHistory: (Array.isArray(doc.statusHistory) ? doc.statusHistory : [])
      .filter((change) => isInquiryStatus(change.status) && change.at instanceof Date)
      .map((change) => ({
        status: change.status,
        at: change.at.toISOString(),
        by: text(change.by),
      })),
  };
}

/** The stored status; for an inquiry from before statuses, what `handled` says. */
function statusOf(doc: InquiryDocument): InquiryStatus {
  if (isInquiryStatus(doc.status)) return doc.status;
  return doc.handled === true ? 'answered' : 'new';
}

/** As administrators read it: with the delivery of the mail that told staff of it. */
export function toAdminInquiry(doc: InquiryDocument): StoredInquiry {
  return { ...toStoredInquiry(doc), notification: toMailDelivery(doc.notification) };
}
