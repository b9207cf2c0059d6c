// The newsletter subscription: public subscribe and unsubscribe (a signed link), the
// administrators' list, CSV export and erasure.
import type { AuditTrail } from '../audit';
import { Router, type RequestHandler } from 'express';
import { ObjectId } from 'mongodb';
import type {
  NewsletterResult,
  NewsletterSubscriber,
  SubscribersPage,
} from '@alu/common/contracts';
import { stringify } from 'csv-stringify/sync';
import { type AdminAuth, requireAdmin } from '../admin';
import { sendError } from '../../platform/http/errors';
import { pageOf, toTimeCursor } from '../../platform/http/timeCursor';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import { RATE_LIMITS, type PerIpRateLimit, type RateLimitDeclaration } from '../../config';
import type { Logger } from '../../platform/logging/logger';
import type { NewsletterRepository, SubscriberDocument } from './newsletterRepository';
import { unsubscribeUrl, type UnsubscribeTokens } from './unsubscribeTokens';
import {
  eraseSubscriber,
  exportSubscribers,
  listSubscribers,
  subscribe,
  unsubscribe,
} from './newsletter.operations';

/** Subscriptions (new or repeated), and leave requests apart, per client IP per window. */
export type NewsletterRateLimit = PerIpRateLimit;

function subscriberLimiter(
  limits: NewsletterRateLimit,
  logger: Logger,
  stores: RateLimitStoreFactory | undefined,
  declared: RateLimitDeclaration = RATE_LIMITS.newsletter,
): RequestHandler {
  return limiter({ declared, windowMs: limits.windowMs, limit: limits.maxPerIp, logger, stores });
}

export interface UnsubscribeLinks {
  readonly tokens: UnsubscribeTokens;
  /** The site's address: the links lead to its confirmation page. */
  readonly publicOrigin: string;
}

export interface NewsletterRouterOptions {
  repository: NewsletterRepository;
  auth: AdminAuth;
  /** Subscriptions accepted per client IP. */
  limits: NewsletterRateLimit;
  logger: Logger;
  /** How the leave links of the mails are signed and where they point. */
  links: UnsubscribeLinks;
  audit: AuditTrail;
  /** Where the rate limit counts (default: in memory, per process). */
  stores?: RateLimitStoreFactory | undefined;
}

export function newsletterRouter({
  repository,
  auth,
  limits,
  logger,
  links,
  audit,
  stores,
}: NewsletterRouterOptions): Router {
  const router = Router();
  const adminOnly = requireAdmin(auth);
  const linkOf = (doc: SubscriberDocument) =>
    doc._id ? unsubscribeUrl(links.publicOrigin, links.tokens.issue(doc._id)) : '';
  const toSubscriber = (doc: SubscriberDocument): NewsletterSubscriber => ({
    _id: doc._id?.toHexString() ?? '',
    email: doc.email,
    createdAt: doc.createdAt.toISOString(),
    unsubscribeUrl: linkOf(doc),
  });

  router.post(
    routePath(subscribe),
    subscriberLimiter(limits, logger, stores),
    validate(subscribe),
    async (_req, res) => {
      const { email } = inputOf(res, subscribe).body;
      const created = await repository.subscribe(email, new Date());
      const result: NewsletterResult = { status: created ? 'subscribed' : 'already-subscribed' };
      // A repeat is not an error: the visitor is subscribed either way.
      res
        .status(created ? 201 : 200)
        .set('Cache-Control', 'no-store')
        .json(result);
    },
  );

  /**
   * `{ token }` from a subscriber's link → 200 `{ status: 'unsubscribed' }`, also when the
   * subscription is already gone; 400 `invalid_token` for a token the API did not sign.
   */
  router.post(
    routePath(unsubscribe),
    subscriberLimiter(limits, logger, stores, RATE_LIMITS.newsletterUnsubscribe),
    validate(unsubscribe),
    async (req, res) => {
      const id = links.tokens.verify(inputOf(res, unsubscribe).body.token);
      if (!id) {
        sendError(res, 400, 'invalid_token', 'This unsubscribe link is not valid');
        return;
      }
      if (await repository.erase(id)) req.log.info({ id: id.toHexString() }, 'unsubscribed');
      res.status(200).set('Cache-Control', 'no-store').json({ status: 'unsubscribed' });
    },
  );

  /** An administrator erases a subscriber for good (a data-protection request): 204 or 404. */
  router.delete(
    routePath(eraseSubscriber),
    adminOnly,
    audit.audited('subscriber.erase'),
    validate(eraseSubscriber),
    async (req, res) => {
      const raw = inputOf(res, eraseSubscriber).params.id;
      const erased =
        ObjectId.isValid(raw) && /^[0-9a-f]{24}$/.test(raw)
          ? await repository.erase(new ObjectId(raw))
          : false;
      if (!erased) {
        sendError(res, 404, 'not_found', 'No such subscriber');
        return;
      }
      req.log.info({ id: raw }, 'subscriber erased by an administrator');
      res.status(204).end();
    },
  );

  router.get(routePath(listSubscribers), adminOnly, validate(listSubscribers), async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    // Without parameters: every subscriber, as a plain array (clients that do not page read it).
    if (!['q', 'limit', 'cursor'].some((name) => name in req.query)) {
      res.json((await repository.findAll()).map(toSubscriber));
      return;
    }
    const { q, limit, cursor } = inputOf(res, listSubscribers).query;
    const docs = await repository.page(q, toTimeCursor(cursor), limit + 1);
    const page: SubscribersPage = pageOf(docs, limit, (doc) => doc.createdAt, toSubscriber);
    res.json(page);
  });

  router.get(routePath(exportSubscribers), adminOnly, async (_req, res) => {
    const rows = (await repository.findAll()).map((doc) => [
      doc.email,
      doc.createdAt.toISOString(),
      linkOf(doc),
    ]);
    // escape_formulas: a cell such as "=HYPERLINK(…)" opens as text in a spreadsheet.
    const csv = stringify([['email', 'subscribed_at', 'unsubscribe_url'], ...rows], {
      escape_formulas: true,
    });
    res
      .set({
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      })
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  return router;
}
