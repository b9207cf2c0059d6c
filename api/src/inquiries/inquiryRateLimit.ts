// Inquiries are limited per client IP (express-rate-limit, in memory: per API process). Every
// request counts, refused ones too, so a script cannot probe the validation endlessly either.
// Over the limit: 429 `{ error: { code: 'too_many_requests', message } }` with Retry-After
// (seconds); nothing is stored.
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { InquiryRateLimit } from '../config';
import { sendError } from '../http/errors';
import type { Logger } from '../logging/logger';

export function inquiryRateLimiter(limits: InquiryRateLimit, logger: Logger): RequestHandler {
  // Keyed by req.ip: with `trust proxy` set to loopback, the client the shell's proxy names.
  return rateLimit({
    windowMs: limits.windowMs,
    limit: limits.maxPerIp,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // express-rate-limit has set Retry-After (and the RateLimit headers) by now.
    handler: (_req, res) => {
      sendError(
        res,
        429,
        'too_many_requests',
        'Too many inquiries from this address; try again later',
      );
    },
    logger: {
      error: (err, msg) => logger.error({ err }, msg ?? 'inquiry rate limiter'),
      warn: (err, msg) => logger.warn({ err }, msg ?? 'inquiry rate limiter'),
    },
  });
}
