// The job application API: visitors POST an application with its CV (multipart, rate-limited,
// the CV checked by its bytes); administrators list them per vacancy a page at a time, read a
// CV, set a status and erase an application with its CV.
import { Router, type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import {
  APPLICATION_CV_TYPES,
  SPONTANEOUS_VACANCY,
  type ApplicationField,
  type ApplicationsPage,
} from '@alu/common/contracts';
import { applicationProblemOf } from '@alu/common/contracts/schemas';
import { type AdminAuth, type AdminIdentity, requireAdmin } from '../admin';
import { noteForAudit, type AuditTrail } from '../audit';
import { objectIdParam } from '../../platform/http/objectIdParam';
import { isParamDecodeError, sendError } from '../../platform/http/errors';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import { RATE_LIMITS, type PerIpRateLimit } from '../../config';
import { toTimeCursor } from '../../platform/http/timeCursor';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import type { Logger } from '../../platform/logging/logger';
import type { ApplicationDesk } from './applicationDesk';
import { cursorAfter, toStoredApplication } from './applicationSerializer';
import { checkCv, displayFileName, parseApplicationBody } from './applicationUploads';
import {
  downloadApplicationCv,
  eraseApplication,
  listApplications,
  setApplicationStatus,
  submitApplication,
} from './applications.operations';

const notFound = (res: Response) => sendError(res, 404, 'not_found', 'No such application');

export type ApplicationRateLimit = PerIpRateLimit;

/** `?vacancy=`: a vacancy id, `spontaneous` ('' stored), or every application (undefined). */
function vacancyFilter(vacancy: string | undefined): string | undefined {
  if (vacancy === undefined || vacancy === '') return undefined;
  return vacancy === SPONTANEOUS_VACANCY ? '' : vacancy;
}

/** A refusal names its problem as the form words it (`required`, `too-long`, `invalid`). */
const PROBLEM_AS_REASON = {
  reason: (field: string, issue: { readonly type: string; readonly received: string }) =>
    applicationProblemOf(field as ApplicationField, issue),
};

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
    routePath(submitApplication),
    // Every request counts, refused ones too: a script cannot probe the checks endlessly.
    limiter({
      declared: RATE_LIMITS.applications,
      windowMs: rateLimit.windowMs,
      limit: rateLimit.maxPerIp,
      logger,
      stores,
    }),
    ...parseApplicationBody,
    validate(submitApplication, PROBLEM_AS_REASON),
    async (req, res) => {
      // The consent is the sending itself (stored as `consentAt`).
      const { consent: _consent, ...fields } = inputOf(res, submitApplication).body;
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
  router.get(
    routePath(listApplications),
    adminOnly,
    validate(listApplications),
    async (_req, res) => {
      const query = inputOf(res, listApplications).query;
      const { limit } = query;
      const vacancyId = vacancyFilter(query.vacancy);
      const cursor = toTimeCursor(query.cursor);
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
    },
  );

  router.get(
    routePath(downloadApplicationCv),
    adminOnly,
    validate(downloadApplicationCv),
    async (_req, res) => {
      const id = objectIdParam(inputOf(res, downloadApplicationCv).params.id);
      const doc = id ? await desk.find(id) : null;
      const bytes = doc ? await desk.cvOf(doc) : undefined;
      if (!doc || !bytes) {
        notFound(res);
        return;
      }
      // An attachment of its own type, never rendered at the API's origin (its CSP allows nothing),
      // saved under a name with that type's extension (names stored before it was enforced too).
      res
        .status(200)
        .attachment(displayFileName(doc.cv.fileName, doc.cv.type))
        .set({
          'Content-Type': APPLICATION_CV_TYPES[doc.cv.type] ?? 'application/octet-stream',
          'Cache-Control': 'private, no-store',
        })
        .send(bytes);
    },
  );
}

/** The administrators' writes: a status, the erasure of an application with its CV. */
function mountAdminWrites(
  router: Router,
  { desk, audit }: ApplicationsRouterOptions,
  adminOnly: RequestHandler,
): void {
  router.post(
    routePath(setApplicationStatus),
    adminOnly,
    audit.audited('application.status'),
    validate(setApplicationStatus),
    async (req, res) => {
      const { params, body } = inputOf(res, setApplicationStatus);
      const id = objectIdParam(params.id);
      const { status } = body;
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
    routePath(eraseApplication),
    adminOnly,
    audit.audited('application.erase'),
    validate(eraseApplication),
    async (req, res) => {
      const id = objectIdParam(inputOf(res, eraseApplication).params.id);
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
