// Wire contract of the newsletter subscription (the footer's subscribe field, the admin
// panel's subscriber list). Pure types and constants: the API imports it too.
import type * as v from 'valibot';
import type {
  newsletterResultSchema,
  newsletterSubscriberSchema,
  subscribersPageSchema,
  unsubscribeRequestSchema,
} from './schemas/newsletter';
import type { newsletterRequestSchema } from './schemas/newsletterForm';

/** `POST /api/newsletter` body. */
export type NewsletterRequest = v.InferInput<typeof newsletterRequestSchema>;

/** Answer of a subscription: 201 `subscribed`, or 200 `already-subscribed` for a repeat. */
export type NewsletterResult = v.InferOutput<typeof newsletterResultSchema>;

/** A subscriber as the administrators' list answers it, newest first. */
export type NewsletterSubscriber = v.InferOutput<typeof newsletterSubscriberSchema>;

/** One page of the administrators' list (`?q=&limit=&cursor=`), newest first. */
export type SubscribersPage = v.InferOutput<typeof subscribersPageSchema>;

export const SUBSCRIBERS_PAGE_SIZE = { default: 50, max: 100 } as const;

/** `POST /api/newsletter/unsubscribe` body: the token of a subscriber's link. */
export type UnsubscribeRequest = v.InferInput<typeof unsubscribeRequestSchema>;

export const NEWSLETTER_API = {
  subscribe: '/api/newsletter',
  /**
   * `GET` (administrators): every subscriber, newest first, as an array; with any of `q` (part
   * of the address), `limit`, `cursor`, one {@link SubscribersPage}.
   */
  list: '/api/newsletter',
  /** `GET` (administrators): the same list as a CSV download. */
  exportCsv: '/api/newsletter/export.csv',
  /** `POST { token }`: the subscriber leaves (the signed link's confirmation page). */
  unsubscribe: '/api/newsletter/unsubscribe',
  /** `DELETE` (administrators): erases one subscriber for good. */
  erase: (id: string) => `/api/newsletter/subscribers/${encodeURIComponent(id)}`,
} as const;
