// Request timeouts: a request not answered within its time gets 503 `timeout` (JSON, with
// Retry-After), so a client never waits on a stuck database call or a slow upload for ever.
// The request's work is told through `res.locals.deadline` (an AbortSignal): a write checks it
// before it commits, so nothing is stored after the client was told
// it failed (DeadlineExceededError).
import type { Request, RequestHandler } from 'express';
import { sendError } from './errors';

declare global {
  // Express's own extension point for res.locals (declaration merging needs the namespace).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Aborted when the request ran out of time and was answered 503. */
      deadline?: AbortSignal;
    }
  }
}

/** How long a request may take, decided per request (uploads get longer). */
export type TimeoutFor = (req: Request) => number;

export function requestDeadline(timeoutFor: TimeoutFor): RequestHandler {
  return (req, res, next) => {
    const controller = new AbortController();
    res.locals.deadline = controller.signal;
    const timeoutMs = timeoutFor(req);
    const timer = setTimeout(() => {
      controller.abort();
      // A response already under way (an image being streamed) is left alone.
      if (res.headersSent) return;
      req.log.warn({ timeoutMs }, 'request timed out');
      res.set('Retry-After', '5');
      sendError(res, 503, 'timeout', 'The request took too long; try again');
    }, timeoutMs);
    res.once('close', () => clearTimeout(timer));
    next();
  };
}
