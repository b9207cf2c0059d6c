// The inquiry API: visitors POST an inquiry (stored before any e-mail goes out, so none is
// lost); administrators list them, newest first, and mark them handled.
import { Router, type ErrorRequestHandler, type Response } from 'express';
import { ObjectId } from 'mongodb';
import type { AdminAuth } from '../admin/adminAuth';
import { requireAdmin } from '../admin/requireAdmin';
import type { InquiryRateLimit } from '../config';
import { isParamDecodeError, sendError } from '../http/errors';
import type { RateLimitStoreFactory } from '../http/rateLimit';
import type { Logger } from '../logging/logger';
import type { InquiriesRepository } from './inquiriesRepository';
import { parseInquiryInput } from './inquiryInput';
import { inquiryRateLimiter } from './inquiryRateLimit';
import { toStoredInquiry } from './inquirySerializer';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

function objectId(value: unknown): ObjectId | undefined {
  return typeof value === 'string' && OBJECT_ID.test(value) ? new ObjectId(value) : undefined;
}

const notFound = (res: Response) => sendError(res, 404, 'not_found', 'No such inquiry');

export function inquiriesRouter(
  repository: InquiriesRepository,
  auth: AdminAuth,
  rateLimit: InquiryRateLimit,
  logger: Logger,
  stores?: RateLimitStoreFactory,
): Router {
  const router = Router();
  const adminOnly = requireAdmin(auth);

  router.post('/inquiries', inquiryRateLimiter(rateLimit, logger, stores), async (req, res) => {
    const created = await repository.insert(parseInquiryInput(req.body));
    // No personal data in the logs: the id and the kind are enough to find it.
    req.log.info({ id: created._id.toHexString(), kind: created.kind }, 'inquiry stored');
    res.status(201).set('Cache-Control', 'no-store').json(toStoredInquiry(created));
  });

  router.get('/inquiries', adminOnly, async (_req, res) => {
    const docs = await repository.findAll();
    res.set('Cache-Control', 'private, no-store').json(docs.map(toStoredInquiry));
  });

  router.post('/inquiries/:id/handled', adminOnly, async (req, res) => {
    const id = objectId(req.params.id);
    const updated = id ? await repository.markHandled(id) : null;
    if (!updated) {
      notFound(res);
      return;
    }
    req.log.info({ id: updated._id.toHexString() }, 'inquiry marked handled');
    res.status(200).set('Cache-Control', 'no-store').json(toStoredInquiry(updated));
  });

  // Broken percent-encoding cannot name an inquiry either.
  const decodeErrorAsNotFound: ErrorRequestHandler = (err, _req, res, next) => {
    if (isParamDecodeError(err)) notFound(res);
    else next(err);
  };
  router.use('/inquiries', decodeErrorAsNotFound);

  return router;
}
