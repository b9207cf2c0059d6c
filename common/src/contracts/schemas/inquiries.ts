// The administrators' side of inquiries: the list's query (and the CSV export's), a status
// change, and inquiries as answered.
import * as v from 'valibot';
import {
  INQUIRIES_PAGE_SIZE,
  INQUIRY_CATEGORIES,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
} from '../inquiries';
import { MAIL_DELIVERY_STATES } from '../mail';
import { jsonObject, once } from './fields';
import { isoMoment, objectId, pageLimit, pageOf, queryChoice, timeCursor } from './lists';

const STATUS_RULE = `must be one of: ${INQUIRY_STATUSES.join(', ')}`;

/** The filters of the list and of its CSV export; with any of them the list is one page. */
export const inquiriesQuerySchema = v.object({
  status: queryChoice(INQUIRY_STATUSES, STATUS_RULE),
  kind: queryChoice(INQUIRY_KINDS, `must be one of: ${INQUIRY_KINDS.join(', ')}`),
  q: v.pipe(
    v.optional(
      v.pipe(
        once(),
        v.trim(),
        // Words of the name, e-mail, product or category, or message: the first 100 characters.
        v.transform((text) => text.slice(0, 100) || undefined),
      ),
    ),
    v.description('Words of the name, e-mail, product or category, or message.'),
  ),
  limit: pageLimit(INQUIRIES_PAGE_SIZE),
  cursor: timeCursor,
});

/** `POST /api/inquiries/:id/status`. */
export const inquiryStatusInputSchema = jsonObject({
  status: v.picklist(INQUIRY_STATUSES, STATUS_RULE),
});

/** What administrators see of the e-mail telling staff of an inquiry. */
export const mailDeliverySchema = v.object({
  state: v.pipe(
    v.picklist(MAIL_DELIVERY_STATES),
    v.description('`queued`: waiting for its first or next try; `sending`: being handed over now.'),
  ),
  attempts: v.pipe(v.number(), v.description('Tries made so far.')),
  lastError: v.pipe(v.nullable(v.string()), v.description('Why the last try failed, when it did.')),
  sentAt: v.pipe(v.nullable(v.string()), v.description('When the mail server took it (ISO 8601).')),
  nextAttemptAt: v.pipe(
    v.nullable(v.string()),
    v.description('When the next try is due, while queued (ISO 8601).'),
  ),
});

export const inquiryStatusChangeSchema = v.object({
  status: v.picklist(INQUIRY_STATUSES),
  at: isoMoment,
  by: v.pipe(v.string(), v.description('The administrator.')),
});

/** A stored inquiry (the fields of its form's kind). */
export const storedInquirySchema = v.object({
  _id: objectId,
  kind: v.picklist(INQUIRY_KINDS),
  products: v.pipe(v.optional(v.string()), v.description('Product form: the product, by name.')),
  category: v.pipe(
    v.optional(v.picklist(INQUIRY_CATEGORIES)),
    v.description('Contact form: the support category.'),
  ),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  message: v.string(),
  sourcePage: v.string(),
  createdAt: isoMoment,
  handled: v.pipe(v.boolean(), v.description('Whether it is answered or archived.')),
  handledAt: v.optional(isoMoment),
  status: v.picklist(INQUIRY_STATUSES),
  statusHistory: v.pipe(
    v.array(inquiryStatusChangeSchema),
    v.description('Every status change, oldest first.'),
  ),
  notification: v.pipe(
    v.optional(v.nullable(mailDeliverySchema)),
    v.description(
      'Administrators only: the e-mail telling staff of it; null when the API sends none.',
    ),
  ),
});

export const inquiryListSchema = v.array(storedInquirySchema);
export const inquiriesPageSchema = pageOf(storedInquirySchema);
