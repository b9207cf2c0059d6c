// The request log: one JSON line per request, written when its answer is sent or its client
// left ("request completed": id, method, path, status, time in ms), and `req.log`, a logger
// whose lines carry the same id, method and path. Never a header: no cookie, no token.
//
// Why not pino-http, which does the same: it makes a child logger for every request (copying
// and serialising the request's fields) though most requests log nothing but their
// completion line. Here that child is made when a handler first logs, and the completion line
// is one call of the process's logger: cached news reads served 10-18 % more requests/s
// (processes of both kinds measured in turn; see docs/benchmarks.md). The fields are
// pino-http's; a 5xx is logged at level error (its error itself by the error handler).
import type { Express, Request, Response } from 'express';
import type { Logger } from './logger';

declare module 'http' {
  interface IncomingMessage {
    /** The request's number in this process (1, 2, …, wrapping at 2^31). */
    id: number;
    /** Lines logged here carry the request's id, method and path. */
    readonly log: Logger;
  }
}

const CHILD = Symbol('requestLogger');
const MAX_ID = 0x7fffffff;

type Logged = Request & { [CHILD]?: Logger };

interface RequestFields {
  id: number;
  method: string;
  /** The path and query as the client sent them. */
  url: string;
}

interface CompletionLine {
  req: RequestFields;
  res: { statusCode: number };
  responseTime: number;
  /** The client left before the whole answer was sent. */
  aborted?: true;
}

const requestFields = (req: Request): RequestFields => ({
  id: req.id,
  method: req.method,
  url: req.originalUrl,
});

function levelOf(res: Response, aborted: boolean): 'info' | 'warn' | 'error' {
  if (res.statusCode >= 500) return 'error';
  return aborted || res.statusCode >= 400 ? 'warn' : 'info';
}

/** Logs every request of `app` to `logger` and gives each its `req.log`; install it first. */
export function logRequests(app: Express, logger: Logger): void {
  // On the app's request prototype: a getter per request object would cost as much as the
  // child it saves.
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Logged): Logger {
      return (this[CHILD] ??= logger.child({ req: requestFields(this) }));
    },
  });
  let lastId = 0;
  app.use((req, res, next) => {
    lastId = (lastId + 1) & MAX_ID;
    req.id = lastId;
    const started = Date.now();
    // 'close' comes after the answer was sent and also when the client left before it.
    res.once('close', () => {
      const aborted = !res.writableFinished;
      const line: CompletionLine = {
        req: requestFields(req),
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
      };
      if (aborted) line.aborted = true;
      logger[levelOf(res, aborted)](line, 'request completed');
    });
    next();
  });
}
