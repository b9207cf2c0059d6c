import type { Request, Response } from 'express';
import type { NewsAnswer } from './newsAnswers';

/**
 * Sends a cached news answer as Express's res.send would (the same headers; 304 without a body
 * to a GET or HEAD whose If-None-Match matches the ETag; no body to a HEAD), by the response's
 * own methods: res.send would work out again, on every request, what the answer already knows
 * (its type, its length, its ETag).
 */
export function sendNewsAnswer(req: Request, res: Response, answer: NewsAnswer): void {
  res.statusCode = answer.status;
  // Lists change whenever an item is published: caches must revalidate every time (the ETag
  // makes that a 304 without a body).
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', answer.etag);
  // Express's own test (the method, the status, If-None-Match against the ETag just set).
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', answer.body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(answer.body);
}
