// The newsletter subscription: public subscribe, administrators' list and CSV export.
import { Router, type RequestHandler } from 'express';
import type { NewsletterResult, NewsletterSubscriber } from '@alu/common/contracts';
import { stringify } from 'csv-stringify/sync';
import isEmail from 'validator/lib/isEmail';
import type { AdminAuth } from '../admin/adminAuth';
import { requireAdmin } from '../admin/requireAdmin';
import { limiter, type RateLimitStoreFactory } from '../http/rateLimit';
import {
  bodyObject,
  requiredString,
  validationErrorHandler,
  ValidationError,
} from '../http/validation';
import type { Logger } from '../logging/logger';
import type { NewsletterRepository, SubscriberDocument } from './newsletterRepository';

/** RFC 5321's limit on an address's length. */
export const EMAIL_MAX_LENGTH = 254;

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
): RequestHandler {
  return limiter({
    name: 'newsletter',
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
  if (!isEmail(email)) throw new ValidationError('email', 'email must be a valid e-mail address');
  return email;
}

const toSubscriber = (doc: SubscriberDocument): NewsletterSubscriber => ({
  _id: doc._id?.toHexString() ?? '',
  email: doc.email,
  createdAt: doc.createdAt.toISOString(),
});

export function newsletterRouter(
  repository: NewsletterRepository,
  auth: AdminAuth,
  limits: NewsletterRateLimit,
  logger: Logger,
  stores?: RateLimitStoreFactory,
): Router {
  const router = Router();
  const adminOnly = requireAdmin(auth);

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

  router.get('/newsletter', adminOnly, async (_req, res) => {
    const subscribers = (await repository.findAll()).map(toSubscriber);
    res.set('Cache-Control', 'private, no-store').json(subscribers);
  });

  router.get('/newsletter/export.csv', adminOnly, async (_req, res) => {
    const rows = (await repository.findAll()).map((doc) => [
      doc.email,
      doc.createdAt.toISOString(),
    ]);
    // escape_formulas: a cell such as "=HYPERLINK(…)" opens as text in a spreadsheet.
    const csv = stringify([['email', 'subscribed_at'], ...rows], { escape_formulas: true });
    res
      .set({
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      })
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  router.use('/newsletter', validationErrorHandler);
  return router;
}
