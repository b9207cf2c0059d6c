// The newsletter API besides the subscription itself: leaving by a signed link, and the
// administrators' list of subscribers.
import * as v from 'valibot';
import { SUBSCRIBERS_PAGE_SIZE } from '../newsletter';
import { jsonObject } from './fields';
import { isoMoment, objectId, pageLimit, pageOf, queryText, timeCursor } from './lists';

/** Answer of a subscription: 201 `subscribed`, or 200 `already-subscribed` for a repeat. */
export const newsletterResultSchema = v.object({
  status: v.picklist(['subscribed', 'already-subscribed']),
});

/**
 * `POST /api/newsletter/unsubscribe`: the token of a subscriber's link. A token that is not a
 * string counts as none (answered `invalid_token`, as a token the API did not sign).
 */
export const unsubscribeRequestSchema = jsonObject({
  token: v.fallback(v.optional(v.string()), undefined),
});
export const unsubscribedSchema = v.object({ status: v.literal('unsubscribed') });

/** `GET /api/newsletter`: with any of these, one page of the subscribers. */
export const subscribersQuerySchema = v.object({
  q: v.pipe(queryText(200), v.description('Part of the address.')),
  limit: pageLimit(SUBSCRIBERS_PAGE_SIZE),
  cursor: timeCursor,
});

export const newsletterSubscriberSchema = v.object({
  _id: objectId,
  email: v.string(),
  createdAt: v.pipe(isoMoment, v.description('When the address first subscribed.')),
  unsubscribeUrl: v.pipe(
    v.string(),
    v.description("The subscriber's own signed link to leave the newsletter."),
  ),
});

export const subscriberListSchema = v.array(newsletterSubscriberSchema);
export const subscribersPageSchema = pageOf(newsletterSubscriberSchema);
