// Inquiries are limited per client IP (express-rate-limit; store: see platform/http/rateLimit.ts).
// Every request counts, refused ones too, so a script cannot probe the validation endlessly
// either. Over the limit: 429 `too_many_requests` with Retry-After (seconds); nothing is stored.
import type { RequestHandler } from 'express';
import { RATE_LIMITS, type InquiryRateLimit } from '../../config';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import type { Logger } from '../../platform/logging/logger';

export function inquiryRateLimiter(
  limits: InquiryRateLimit,
  logger: Logger,
  stores?: RateLimitStoreFactory,
): RequestHandler {
  // Keyed by req.ip: with `trust proxy` set to loopback, the client the shell's proxy names.
  return limiter({
    declared: RATE_LIMITS.inquiries,
    windowMs: limits.windowMs,
    limit: limits.maxPerIp,
    logger,
    stores,
  });
}
