// Every API error answers one JSON shape, `{ "error": { "code", "message" } }` (a few add fields
// such as a validation error's `field`), with `Cache-Control: no-store` and never a stack trace.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { isDatabaseUnavailable } from '../database/errors';
import {
  ConflictError,
  DeadlineExceededError,
  NotFoundError,
  UnprocessableError,
  ValidationError,
} from '../errors/domainErrors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Safe to show to clients. */
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** Extra fields of an error next to `code` and `message` (which they cannot replace). */
export type ErrorDetails = Readonly<Record<string, unknown>> & { code?: never; message?: never };

/**
 * Answers `{ error: { code, message, ...details } }` with `Cache-Control: no-store`. Other
 * headers (WWW-Authenticate, Retry-After) are set by the caller before or after.
 */
export function sendError(
  res: Response,
  status: number,
  code: string,
  message: string,
  details?: ErrorDetails,
): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ error: { ...details, code, message } });
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(res, 404, 'not_found', `No route for ${req.method} ${req.path}`);
};

/** body-parser (express.json) errors carry `type` and `status`; map the common ones. */
const BODY_ERRORS: Record<string, { code: string; message: string }> = {
  'entity.parse.failed': { code: 'invalid_json', message: 'The request body is not valid JSON' },
  'entity.too.large': { code: 'payload_too_large', message: 'The request body is too large' },
  'encoding.unsupported': {
    code: 'unsupported_encoding',
    message: 'The request body encoding is not supported',
  },
  'charset.unsupported': {
    code: 'unsupported_charset',
    message: 'The request body charset is not supported',
  },
  'request.aborted': { code: 'request_aborted', message: 'The request was aborted' },
  'request.size.invalid': {
    code: 'bad_request',
    message: 'The request body size does not match Content-Length',
  },
};

interface ErrorFields {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
}

interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetails;
}

/** The one mapping from what went wrong to the answer the client gets. */
function describe(err: unknown): ErrorAnswer {
  if (err instanceof HttpError) return { status: err.status, code: err.code, message: err.message };
  if (err instanceof ValidationError) {
    const details = { field: err.field, ...(err.reason ? { reason: err.reason } : {}) };
    return { status: 400, code: 'validation_failed', message: err.message, details };
  }
  if (err instanceof UnprocessableError) {
    return { status: 422, code: err.code, message: err.message };
  }
  if (err instanceof NotFoundError) return { status: 404, code: 'not_found', message: err.message };
  if (err instanceof ConflictError) return { status: 409, code: 'conflict', message: err.message };
  if (err instanceof DeadlineExceededError) {
    return { status: 503, code: 'timeout', message: err.message };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, code: 'database_unavailable', message: 'The database is not reachable' };
  }
  const fields: ErrorFields = typeof err === 'object' && err !== null ? err : {};
  const status = Number(fields.status ?? fields.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    const known = typeof fields.type === 'string' ? BODY_ERRORS[fields.type] : undefined;
    if (known) return { status, ...known };
    const message =
      fields.expose === true && err instanceof Error ? err.message : 'The request is invalid';
    return { status, code: 'bad_request', message };
  }
  return { status: 500, code: 'internal_error', message: 'Internal server error' };
}

// Express recognises error handlers by their four parameters.
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    // Answered already by the request timeout: the late error changes nothing for the client.
    if (res.locals.deadline?.aborted) {
      req.log.warn({ err }, 'request failed after it timed out');
      return;
    }
    next(err);
    return;
  }
  const { status, code, message, details } = describe(err);
  if (status >= 500) req.log.error({ err }, 'request failed');
  else
    req.log.warn(
      { err: { code, message: err instanceof Error ? err.message : String(err) } },
      'request rejected',
    );
  sendError(res, status, code, message, details);
};

/** The router rejects a path parameter with broken percent-encoding (`/%E0%A4%A`) as a 400 URIError. */
export function isParamDecodeError(err: unknown): boolean {
  return err instanceof URIError && (err as { status?: unknown }).status === 400;
}
