// How inquiries are stored in the `inquiries` collection. Reads are lenient (a document written
// by hand may lack fields); the API writes complete documents.
import type { InquiryKind, InquiryStatus } from '@alu/common/contracts';
import type { ObjectId } from 'mongodb';
import type { StoredMailState } from '../../platform/mail/embeddedOutbox';

export interface InquiryDocument {
  _id: ObjectId;
  kind?: unknown;
  /** The product's name (product form only). */
  products?: unknown;
  /** The support category (contact form only). */
  category?: unknown;
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  message?: unknown;
  /** Path of the page the inquiry was sent from. */
  sourcePage?: unknown;
  createdAt?: Date;
  handled?: unknown;
  handledAt?: Date;
  /** Missing on inquiries stored before statuses existed: `handled` then says which. */
  status?: unknown;
  statusHistory?: { status: InquiryStatus; at: Date; by: string }[];
  /** The mail telling staff of it, queued in the same insert (absent when none is sent). */
  notification?: StoredMailState;
}

/** What a visitor sends, validated and trimmed: the fields of its form's kind only. */
export interface InquiryFields {
  kind: InquiryKind;
  products?: string;
  category?: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  sourcePage: string;
}
