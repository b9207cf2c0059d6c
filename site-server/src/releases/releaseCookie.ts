// The one cookie of staged releases, `alu-release`: a random id, nothing about the person, so
// that a visitor keeps the same version of each part of the site from page to page while a
// canary runs. Given by a page answer only while some canary runs, and only to a browser that
// has no valid one (a wrong or tampered value is replaced).
import { randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';

export const RELEASE_COOKIE = 'alu-release';
export const RELEASE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** 128 random bits in base64url: 22 characters, the last one holding 2 of them and 4 zero bits. */
const VISITOR_ID = /^[A-Za-z0-9_-]{21}[AQgw]$/;

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/** The id of the request's cookie, when it carries a valid one. */
function cookieVisitorId(req: Request): string | undefined {
  const value = parseCookies(req.headers.cookie ?? '')[RELEASE_COOKIE];
  return isVisitorId(value) ? value : undefined;
}

/** Ids given by this request's own answer (its cookie comes back only with the next request). */
const given = new WeakMap<Request, string>();

/** The visitor's id: the one given with this answer, or the cookie's. */
export function visitorIdOf(req: Request): string | undefined {
  return given.get(req) ?? cookieVisitorId(req);
}

export interface ReleaseCookieOptions {
  /** Whether some canary runs now. */
  readonly canaryRunning: () => Promise<boolean>;
  /** Whether the request is answered with a page (the cookie goes with pages only). */
  readonly isPage: (req: Request) => boolean;
  /** Sent over HTTPS only (the site's public origin is https). */
  readonly secure: boolean;
}

/**
 * Gives a visitor without a valid id a new one, used at once for this page: its registry,
 * its rendering and its Content-Security-Policy are those of the visitor's variant.
 */
export function releaseCookie({
  canaryRunning,
  isPage,
  secure,
}: ReleaseCookieOptions): RequestHandler {
  return (req, res, next) => {
    if (!isPage(req) || cookieVisitorId(req) !== undefined) return next();
    canaryRunning().then((running) => {
      if (running) {
        const id = newVisitorId();
        given.set(req, id);
        res.cookie(RELEASE_COOKIE, id, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: RELEASE_COOKIE_MAX_AGE_SECONDS * 1000,
        });
      }
      next();
    }, next);
  };
}
