// The newsletter subscription: public subscribe and unsubscribe (a signed link), the
// administrators' list, CSV export and erasure.
import type { AuditTrail } from '../audit';
import { Router, type RequestHandler } from 'express';
import { ObjectId } from 'mongodb';
import {
  EMAIL_MAX_LENGTH,
  isEmailAddress,
  SUBSCRIBERS_PAGE_SIZE,
  type NewsletterResult,
  type NewsletterSubscriber,
  type SubscribersPage,
} from '@alu/common/contracts';
import { stringify } from 'csv-stringify/sync';
import { type AdminAuth, requireAdmin } from '../admin';
import { sendError } from '../../platform/http/errors';
import { pageCursor, pageLimit, queryValue } from '../../platform/http/listQuery';
import { pageOf } from '../../platform/http/timeCursor';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import { ValidationError } from '../../platform/errors/domainErrors';
import { bodyObject, requiredString } from '../../platform/validation/fields';
import type { Logger } from '../../platform/logging/logger';
import type { NewsletterRepository, SubscriberDocument } from './newsletterRepository';
import { unsubscribeUrl, type UnsubscribeTokens } from './unsubscribeTokens';

export interface NewsletterRateLimit {
  readonly windowMs: number;
  /** Subscriptions (new or repeated) per client IP per window. */
  readonly maxPerIp: number;
}

export const DEFAULT_NEWSLETTER_RATE_LIMIT: NewsletterRateLimit = {
  windowMs: 15 * 60 * 1000,
  maxPerIp: 20,
};

function subscriberLimiter(
  limits: NewsletterRateLimit,
  logger: Logger,
  stores: RateLimitStoreFactory | undefined,
  name = 'newsletter',
): RequestHandler {
  return limiter({
    name,
    windowMs: limits.windowMs,
    limit: limits.maxPerIp,
    message: 'Too many subscriptions; try again later',
    logger,
    stores,
  });
}

/** The address of a subscription body, or a ValidationError naming `email`. */
export function parseSubscription(body: unknown): string {
  const email = requiredString(bodyObject(body), 'email', { max: EMAIL_MAX_LENGTH });
  if (!isEmailAddress(email))
    throw new ValidationError('email', 'email must be a valid e-mail address');
  return email;
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

  router.post('/newsletter', subscriberLimiter(limits, logger, stores), async (req, res) => {
    const email = parseSubscription(req.body);
    const created = await repository.subscribe(email, new Date());
    const result: NewsletterResult = { status: created ? 'subscribed' : 'already-subscribed' };
    // A repeat is not an error: the visitor is subscribed either way.
    res
      .status(created ? 201 : 200)
      .set('Cache-Control', 'no-store')
      .json(result);
  });

  /**
   * `{ token }` from a subscriber's link → 200 `{ status: 'unsubscribed' }`, also when the
   * subscription is already gone; 400 `invalid_token` for a token the API did not sign.
   */
  router.post(
    '/newsletter/unsubscribe',
    subscriberLimiter(limits, logger, stores, 'newsletter-unsubscribe'),
    async (req, res) => {
      const body: unknown = req.body;
      const token =
        typeof body === 'object' && body !== null && Object.hasOwn(body, 'token')
          ? (body as { token: unknown }).token
          : undefined;
      const id = links.tokens.verify(token);
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
    '/newsletter/subscribers/:id',
    adminOnly,
    audit.audited('subscriber.erase'),
    async (req, res) => {
      const raw = String(req.params.id);
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

  router.get('/newsletter', adminOnly, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    // The specification's call, without parameters: every subscriber, as an array.
    if (!['q', 'limit', 'cursor'].some((name) => name in req.query)) {
      res.json((await repository.findAll()).map(toSubscriber));
      return;
    }
    const q = queryValue(req.query, 'q') || undefined;
    if (q !== undefined && q.length > 200) {
      throw new ValidationError('q', 'q must be at most 200 characters long');
    }
    const limit = pageLimit(req.query, {
      fallback: SUBSCRIBERS_PAGE_SIZE.default,
      max: SUBSCRIBERS_PAGE_SIZE.max,
    });
    const docs = await repository.page(q, pageCursor(req.query), limit + 1);
    const page: SubscribersPage = pageOf(docs, limit, (doc) => doc.createdAt, toSubscriber);
    res.json(page);
  });

  router.get('/newsletter/export.csv', adminOnly, async (_req, res) => {
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
