// Every rate limit of the API is made here: express-rate-limit with the API's 429 answer
// (`{ error: { code: 'too_many_requests', message } }`, Retry-After in seconds, the draft-7
// RateLimit headers) and a pluggable store.
//
// The store: express-rate-limit's MemoryStore by default, i.e. counts per API process. Several
// instances behind a load balancer share their counts by passing `rateLimitStore` to
// createApp/startApi: a factory that answers one store per limiter name, e.g. rate-limit-redis
// (`(name) => new RedisStore({ sendCommand, prefix: `rl:${name}:` })`).
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from '../logging/logger';
import { sendError } from './errors';

/**
 * Makes the store of the limiter `name` (each limiter needs its own store instance);
 * undefined: the in-process MemoryStore.
 */
/**
 * Emitted on the Express app with the limiter's name each time a limit refuses a request (the
 * metrics count them; the limiters need not know of them).
 */
export const RATE_LIMIT_REFUSED = 'rate-limit-refused';

export type RateLimitStoreFactory = (name: string) => Store | undefined;

export interface LimiterOptions {
  /** Names the limiter in logs and in the store factory (`login-ip`, `inquiries`…). */
  name: string;
  windowMs: number;
  limit: number;
  /** The 429 answer's message. */
  message: string;
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
  name,
  windowMs,
  limit,
  message,
  logger,
  stores,
  keyGenerator,
  skip,
  skipSuccessfulRequests = false,
  requestWasSuccessful,
}: LimiterOptions): RequestHandler {
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
