// Sign-in attempts are limited (express-rate-limit; store: see platform/http/rateLimit.ts). Only failed
// attempts count, so an administrator who signs in often is never blocked by their own
// successes. Three limits (declared with their defaults in config/rateLimits.ts), all
// answering 429 `too_many_requests` with Retry-After:
//
// - per client IP, any username: one address cannot guess for long;
// - per (username, client IP): the long lock-out of a username is local to the address that
//   failed, so an attacker cannot lock the real administrator out from another address by
//   failing on purpose;
// - the brake, per username from all addresses, in a short window: bounds a guessing attack
//   spread over many addresses; it can lock the real administrator out only while such an
//   attack lasts and for at most one short window after it.
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { RATE_LIMITS, type LoginRateLimit } from '../../config';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import type { Logger } from '../../platform/logging/logger';
import { attemptedUsername } from './credentials';

export function loginRateLimiters(
  limits: LoginRateLimit,
  logger: Logger,
  stores?: RateLimitStoreFactory,
): RequestHandler[] {
  const common = { logger, stores, skipSuccessfulRequests: true };
  // A body without a usable username is refused by validation anyway.
  const noUsername = (req: Request) => attemptedUsername(req.body) === undefined;
  const username = (req: Request) => JSON.stringify(attemptedUsername(req.body) ?? '');
  return [
    // Keyed by req.ip: with `trust proxy` set to loopback, the client the shell's proxy names.
    limiter({
      ...common,
      declared: RATE_LIMITS.loginIp,
      windowMs: limits.windowMs,
      limit: limits.maxPerIp,
    }),
    limiter({
      ...common,
      declared: RATE_LIMITS.loginUsernameIp,
      windowMs: limits.windowMs,
      limit: limits.maxPerUsername,
      skip: noUsername,
      // JSON: neither part can forge the separator of the other.
      // ipKeyGenerator: an IPv6 client counts by its /56, as the per-IP limit does.
      keyGenerator: (req) => `${username(req)}|${ipKeyGenerator(req.ip ?? '')}`,
    }),
    limiter({
      ...common,
      declared: RATE_LIMITS.loginUsername,
      windowMs: limits.brakeWindowMs,
      limit: limits.brakeMaxPerUsername,
      skip: noUsername,
      keyGenerator: username,
    }),
  ];
}
