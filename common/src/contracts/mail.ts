// What administrators see of the e-mails the API sends staff (the notice of a new inquiry):
// each goes through a durable outbox, retried with growing pauses while the mail server
// refuses or is away, never dropped.

export const MAIL_DELIVERY_STATES = ['queued', 'sending', 'sent'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

export interface MailDelivery {
  /** `queued`: waiting for its first or next try; `sending`: being handed over now. */
  readonly state: MailDeliveryState;
  /** Tries made so far. */
  readonly attempts: number;
  /** Why the last try failed, when it did. */
  readonly lastError: string | null;
  /** When the mail server took it (ISO 8601). */
  readonly sentAt: string | null;
  /** When the next try is due, while queued (ISO 8601). */
  readonly nextAttemptAt: string | null;
}
