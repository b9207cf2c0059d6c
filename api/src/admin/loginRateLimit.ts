// Sign-in attempts are limited per client IP and per username (express-rate-limit, in memory:
// per API process). Only failed attempts count, so an administrator who signs in often is never
// locked out by their own successes. Over the limit: 429
// `{ error: { code: 'too_many_requests', message } }` with Retry-After (seconds).
import type { RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import type { LoginRateLimit } from '../config';
import { sendError } from '../http/errors';
import type { Logger } from '../logging/logger';
import { attemptedUsername } from './credentials';

export function loginRateLimiters(limits: LoginRateLimit, logger: Logger): RequestHandler[] {
  const common: Partial<Options> = {
    windowMs: limits.windowMs,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    // express-rate-limit has set Retry-After (and the RateLimit headers) by now.
    handler: (_req, res) => {
      sendError(res, 429, 'too_many_requests', 'Too many failed sign-in attempts; try again later');
    },
    logger: {
      error: (err, msg) => logger.error({ err }, msg ?? 'login rate limiter'),
      warn: (err, msg) => logger.warn({ err }, msg ?? 'login rate limiter'),
    },
  };
  // Keyed by req.ip: with `trust proxy` set to loopback, the client the shell's proxy names.
  const perIp = rateLimit({ ...common, limit: limits.maxPerIp });
  const perUsername = rateLimit({
    ...common,
    limit: limits.maxPerUsername,
    // A body without a usable username is refused by validation anyway.
    skip: (req) => attemptedUsername(req.body) === undefined,
    keyGenerator: (req) => `username:${attemptedUsername(req.body) ?? ''}`,
  });
  return [perIp, perUsername];
}
