// `Authorization: Bearer <token>` on administrator requests.
import type { Request, RequestHandler, Response } from 'express';
import { sendError } from '../../platform/http/errors';
import type { AdminAuth, AdminIdentity } from './adminAuth';

const BEARER = /^Bearer +([^\s]+) *$/i;

export function bearerToken(req: Request): string | undefined {
  const header = req.get('Authorization');
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}

/** 401 `{ error: { code: 'unauthorized', message } }` with `WWW-Authenticate: Bearer`. */
export function sendUnauthorized(res: Response): void {
  res.set('WWW-Authenticate', 'Bearer realm="admin"');
  sendError(res, 401, 'unauthorized', 'A valid administrator token is required');
}

/** Lets the request through only with a valid administrator token (then in `res.locals.admin`). */
export function requireAdmin(auth: AdminAuth): RequestHandler {
  return async (req, res, next) => {
    const admin = await auth.identify(bearerToken(req));
    if (!admin) {
      sendUnauthorized(res);
      return;
    }
    res.locals.admin = admin;
    next();
  };
}

/** The administrator behind the request's token; undefined for anonymous or invalid tokens. */
export function optionalAdmin(auth: AdminAuth, req: Request): Promise<AdminIdentity | undefined> {
  return auth.identify(bearerToken(req));
}
