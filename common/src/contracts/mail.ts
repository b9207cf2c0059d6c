// What administrators see of the e-mails the API sends staff (the notice of a new inquiry):
// each goes through a durable outbox, retried with growing pauses while the mail server
// refuses or is away, never dropped.
import type * as v from 'valibot';
import type { mailDeliverySchema } from './schemas/inquiries';

export const MAIL_DELIVERY_STATES = ['queued', 'sending', 'sent'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

export type MailDelivery = v.InferOutput<typeof mailDeliverySchema>;
