import type { RequestHandler } from 'express';
import { hasBody } from 'type-is';
import type { NewsAnswers } from './newsAnswers';
import { sendNewsAnswer } from './newsResponse';

/**
 * Answers a GET or HEAD of a URL the news router answered before, while that answer is cached,
 * ahead of the request deadline, the body parser and the routers: none of them has anything
 * to do for an answer held in memory and sent at once, and passing them was two fifths of the
 * CPU time of such a read (see docs/benchmarks.md). The answer is the router's, byte for
 * byte. A request with a body goes the whole way, so its body is still checked. Mount it after
 * the request log and every middleware that sets headers on all answers.
 */
export function cachedNewsReads(answers: NewsAnswers): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasBody(req)) {
      next();
      return;
    }
    const cached = answers.cachedFor(req.originalUrl);
    if (!cached) {
      next();
      return;
    }
    res.locals.route = cached.route;
    sendNewsAnswer(req, res, cached.answer);
  };
}
