// The job application API: visitors POST an application with its CV (multipart, rate-limited,
// the CV checked by its bytes); administrators list them per vacancy a page at a time, read a
// CV, set a status and erase an application with its CV.
import { Router, type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import {
  APPLICATION_CV_TYPES,
  APPLICATIONS_PAGE_SIZE,
  isApplicationStatus,
  SPONTANEOUS_VACANCY,
  type ApplicationsPage,
} from '@alu/common/contracts';
import { type AdminAuth, type AdminIdentity, requireAdmin } from '../admin';
import { noteForAudit, type AuditTrail } from '../audit';
import { ValidationError } from '../../platform/errors/domainErrors';
import { objectIdParam, OBJECT_ID_PATTERN } from '../../platform/http/objectIdParam';
import { isParamDecodeError, sendError } from '../../platform/http/errors';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import { pageCursor, pageLimit, queryValue } from '../../platform/http/listQuery';
import type { Logger } from '../../platform/logging/logger';
import { bodyObject } from '../../platform/validation/fields';
import type { ApplicationDesk } from './applicationDesk';
import { parseApplicationInput } from './applicationInput';
import { cursorAfter, toStoredApplication } from './applicationSerializer';
import { checkCv, parseApplicationBody } from './applicationUploads';

const notFound = (res: Response) => sendError(res, 404, 'not_found', 'No such application');

export interface ApplicationRateLimit {
  windowMs: number;
  maxPerIp: number;
}

/** `?vacancy=`: a vacancy id, `spontaneous` ('' stored), or every application (undefined). */
function vacancyFilter(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === SPONTANEOUS_VACANCY) return '';
  if (!OBJECT_ID_PATTERN.test(raw)) {
    throw new ValidationError('vacancy', `vacancy must be a vacancy id or ${SPONTANEOUS_VACANCY}`);
  }
  return raw.toLowerCase();
}

export interface ApplicationsRouterOptions {
  desk: ApplicationDesk;
  auth: AdminAuth;
  /** Applications accepted per client IP. */
  rateLimit: ApplicationRateLimit;
  logger: Logger;
  audit: AuditTrail;
  /** Where the rate limit counts (default: in memory, per process). */
  stores?: RateLimitStoreFactory | undefined;
}

/** Visitors' applications, rate-limited per client IP. */
function mountSubmission(
  router: Router,
  { desk, rateLimit, logger, stores }: ApplicationsRouterOptions,
): void {
  router.post(
    '/applications',
    // Every request counts, refused ones too: a script cannot probe the checks endlessly.
    limiter({
      name: 'applications',
      windowMs: rateLimit.windowMs,
      limit: rateLimit.maxPerIp,
      message: 'Too many applications from this address; try again later',
      logger,
      stores,
    }),
    ...parseApplicationBody,
    async (req, res) => {
      const fields = parseApplicationInput(req.body);
      const cv = await checkCv(req.file);
      const stored = await desk.submit(fields, cv);
      // No personal data in the logs: the id and the vacancy are enough to find it.
      req.log.info(
        { id: stored._id.toHexString(), vacancy: stored.vacancyId || 'spontaneous' },
        'application stored',
      );
      res.status(201).set('Cache-Control', 'no-store').json({ _id: stored._id.toHexString() });
    },
  );
}

/** The administrators' reads: a page of a vacancy's applications, one application's CV. */
function mountAdminReads(router: Router, desk: ApplicationDesk, adminOnly: RequestHandler): void {
  router.get('/applications', adminOnly, async (req, res) => {
    const limit = pageLimit(req.query, {
      fallback: APPLICATIONS_PAGE_SIZE.default,
      max: APPLICATIONS_PAGE_SIZE.max,
    });
    const vacancyId = vacancyFilter(queryValue(req.query, 'vacancy'));
    const cursor = pageCursor(req.query);
    const [docs, vacancies] = await Promise.all([
      desk.page(
        { ...(vacancyId !== undefined && { vacancyId }), ...(cursor && { cursor }) },
        limit + 1,
      ),
      desk.countsByVacancy(),
    ]);
    const items = docs.slice(0, limit);
    const last = items[items.length - 1];
    const page: ApplicationsPage = {
      items: items.map(toStoredApplication),
      nextCursor: docs.length > limit && last ? cursorAfter(last) : null,
      vacancies,
    };
    res.set('Cache-Control', 'private, no-store').json(page);
  });

  router.get('/applications/:id/cv', adminOnly, async (req, res) => {
    const id = objectIdParam(req.params.id);
    const doc = id ? await desk.find(id) : null;
    const bytes = doc ? await desk.cvOf(doc) : undefined;
    if (!doc || !bytes) {
      notFound(res);
      return;
    }
    // An attachment of its own type, never rendered at the API's origin (its CSP allows nothing).
    res
      .status(200)
      .attachment(doc.cv.fileName)
      .set({
        'Content-Type': APPLICATION_CV_TYPES[doc.cv.type] ?? 'application/octet-stream',
        'Cache-Control': 'private, no-store',
      })
      .send(bytes);
  });
}

/** The administrators' writes: a status, the erasure of an application with its CV. */
function mountAdminWrites(
  router: Router,
  { desk, audit }: ApplicationsRouterOptions,
  adminOnly: RequestHandler,
): void {
  router.post(
    '/applications/:id/status',
    adminOnly,
    audit.audited('application.status'),
    async (req, res) => {
      const id = objectIdParam(req.params.id);
      const { status } = bodyObject(req.body);
      if (!isApplicationStatus(status)) {
        throw new ValidationError('status', 'status is not one of the application statuses');
      }
      noteForAudit(res, { detail: status });
      const admin = res.locals.admin as AdminIdentity;
      const updated = id ? await desk.setStatus(id, status, admin.username) : null;
      if (!updated) {
        notFound(res);
        return;
      }
      req.log.info({ id: updated._id.toHexString(), status }, 'application status set');
      res.status(200).set('Cache-Control', 'no-store').json(toStoredApplication(updated));
    },
  );

  router.delete(
    '/applications/:id',
    adminOnly,
    audit.audited('application.erase'),
    async (req, res) => {
      const id = objectIdParam(req.params.id);
      if (!id || !(await desk.erase(id))) {
        notFound(res);
        return;
      }
      req.log.info({ id: id.toHexString() }, 'application erased');
      res.status(204).set('Cache-Control', 'no-store').end();
    },
  );
}

export function applicationsRouter(options: ApplicationsRouterOptions): Router {
  const router = Router();
  const adminOnly = requireAdmin(options.auth);
  mountSubmission(router, options);
  mountAdminReads(router, options.desk, adminOnly);
  mountAdminWrites(router, options, adminOnly);

  // Broken percent-encoding cannot name an application either.
  const decodeErrorAsNotFound: ErrorRequestHandler = (err, _req, res, next) => {
    if (isParamDecodeError(err)) notFound(res);
    else next(err);
  };
  router.use('/applications', decodeErrorAsNotFound);

  return router;
}
