import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * A middleware that only sets headers which depend on nothing in the request (helmet with a
 * fixed policy), run once at start-up: its headers are then set on every answer by one
 * middleware instead of helmet's dozen. Throws at start-up if the middleware does not answer
 * at once (it would depend on the request), so it cannot silently lose a header.
 */
export function fixedHeaders(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): RequestHandler {
  const headers: [string, string | number | readonly string[]][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, value]);
      return recorder;
    },
    removeHeader() {},
    getHeader() {
      return undefined;
    },
  };
  let called = false;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('fixedHeaders: the middleware did not answer at once');
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
