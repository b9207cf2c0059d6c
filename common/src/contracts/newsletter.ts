// Wire contract of the newsletter subscription (the footer's subscribe field, the admin
// panel's subscriber list). Pure types and constants: the API imports it too.

/** `POST /api/newsletter` body. */
export interface NewsletterRequest {
  readonly email: string;
}

/** Answer of a subscription: 201 `subscribed`, or 200 `already-subscribed` for a repeat. */
export interface NewsletterResult {
  readonly status: 'subscribed' | 'already-subscribed';
}

/** A subscriber as the administrators' list answers it, newest first. */
export interface NewsletterSubscriber {
  readonly _id: string;
  readonly email: string;
  /** When the address first subscribed, ISO 8601 with time. */
  readonly createdAt: string;
  /** The subscriber's own signed link to leave the newsletter (for the mails staff send). */
  readonly unsubscribeUrl: string;
}

/** One page of the administrators' list (`?q=&limit=&cursor=`), newest first. */
export interface SubscribersPage {
  readonly items: readonly NewsletterSubscriber[];
  readonly nextCursor: string | null;
}

export const SUBSCRIBERS_PAGE_SIZE = { default: 50, max: 100 } as const;

/** `POST /api/newsletter/unsubscribe` body: the token of a subscriber's link. */
export interface UnsubscribeRequest {
  readonly token: string;
}

export const NEWSLETTER_API = {
  subscribe: '/api/newsletter',
  /**
   * `GET` (administrators): every subscriber, newest first, as an array (the specification's
   * call); with any of `q` (part of the address), `limit`, `cursor`, one {@link SubscribersPage}.
   */
  list: '/api/newsletter',
  /** `GET` (administrators): the same list as a CSV download. */
  exportCsv: '/api/newsletter/export.csv',
  /** `POST { token }`: the subscriber leaves (the signed link's confirmation page). */
  unsubscribe: '/api/newsletter/unsubscribe',
  /** `DELETE` (administrators): erases one subscriber for good. */
  erase: (id: string) => `/api/newsletter/subscribers/${encodeURIComponent(id)}`,
} as const;
