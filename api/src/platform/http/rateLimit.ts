// Every rate limit of the API is made here, from its declaration (config/rateLimits.ts: name,
// defaults, message): express-rate-limit with the API's 429 answer
// (`{ error: { code: 'too_many_requests', message } }`, Retry-After in seconds, the draft-7
// RateLimit headers) and a pluggable store.
//
// The store: express-rate-limit's MemoryStore by default, i.e. counts per API process. Several
// instances behind a load balancer share their counts by passing `rateLimitStore` to
// createApp/startApi: a factory that answers one store per limiter name, e.g. rate-limit-redis
// (`(name) => new RedisStore({ sendCommand, prefix: `rl:${name}:` })`).
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { RateLimitDeclaration } from '../../config/rateLimits';
import type { Logger } from '../logging/logger';
import { sendError } from './errors';

/**
 * Emitted on the Express app with the limiter's name each time a limit refuses a request (the
 * metrics count them; the limiters need not know of them).
 */
export const RATE_LIMIT_REFUSED = 'rate-limit-refused';

/**
 * Makes the store of the limiter `name` (each limiter needs its own store instance);
 * undefined: the in-process MemoryStore.
 */
export type RateLimitStoreFactory = (name: string) => Store | undefined;

export interface LimiterOptions {
  /** The limit's declaration: its name (logs, store, metrics), defaults and 429 message. */
  declared: RateLimitDeclaration;
  /** The configured window and limit, where they differ from the declared defaults. */
  windowMs?: number;
  limit?: number;
  logger: Logger;
  stores?: RateLimitStoreFactory | undefined;
  /** Default: the client IP (as `trust proxy` decides: see createApp). */
  keyGenerator?: (req: Request, res: Response) => string;
  skip?: (req: Request) => boolean;
  /** Count only requests answered with an error status (failed sign-ins). */
  skipSuccessfulRequests?: boolean;
  /** With skipSuccessfulRequests: which answers do not count (default: status below 400). */
  requestWasSuccessful?: (req: Request, res: Response) => boolean;
}

export function limiter({
  declared,
  windowMs = declared.windowSeconds * 1000,
  limit = declared.limit,
  logger,
  stores,
  keyGenerator,
  skip,
  skipSuccessfulRequests = false,
  requestWasSuccessful,
}: LimiterOptions): RequestHandler {
  const { name, message } = declared;
  const store = stores?.(name);
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests,
    ...(store ? { store } : {}),
    ...(keyGenerator ? { keyGenerator } : {}),
    ...(skip ? { skip } : {}),
    ...(requestWasSuccessful ? { requestWasSuccessful } : {}),
    // express-rate-limit has set Retry-After (and the RateLimit headers) by now.
    handler: (req, res) => {
      req.app.emit(RATE_LIMIT_REFUSED, name);
      sendError(res, 429, 'too_many_requests', message);
    },
    logger: {
      error: (err, msg) => logger.error({ err }, msg ?? `${name} rate limiter`),
      warn: (err, msg) => logger.warn({ err }, msg ?? `${name} rate limiter`),
    },
  });
}
