// The inquiry API: visitors POST an inquiry (stored before any e-mail goes out, so none is
// lost); administrators list them, newest first, mark them handled and erase them.
import { Router, type ErrorRequestHandler, type Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import {
  pathOnOrigin,
  type InquiriesPage,
  type InquiryFilter,
  type StoredInquiry,
} from '@alu/common/contracts';
import { type AdminAuth, type AdminIdentity, requireAdmin } from '../admin';
import { noteForAudit, type AuditTrail } from '../audit';
import { ValidationError } from '../../platform/errors/domainErrors';
import { pageOf, toTimeCursor } from '../../platform/http/timeCursor';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import type { InquiryRateLimit } from '../../config';
import { objectIdParam } from '../../platform/http/objectIdParam';
import { isParamDecodeError, sendError } from '../../platform/http/errors';
import type { RateLimitStoreFactory } from '../../platform/http/rateLimit';
import type { Logger } from '../../platform/logging/logger';
import type { InquiriesRepository } from './inquiriesRepository';
import {
  createInquiry,
  eraseInquiry,
  exportInquiries,
  listInquiries,
  markInquiryHandled,
  setInquiryStatus,
} from './inquiries.operations';
import { inquiryRateLimiter } from './inquiryRateLimit';
import { toAdminInquiry, toStoredInquiry } from './inquirySerializer';

const notFound = (res: Response) => sendError(res, 404, 'not_found', 'No such inquiry');

/** Any of these makes the list answer one filtered page instead of the whole array. */
const LIST_PARAMETERS = ['status', 'kind', 'q', 'limit', 'cursor'];
/** Rows of one CSV export: years of inquiries, and a bound on the answer's size. */
const CSV_MAX_ROWS = 20_000;

/** `?status=&kind=&q=` (as their schema parsed them) as a filter. */
function inquiryFilter({ status, kind, q }: InquiryFilter): InquiryFilter {
  return { ...(status && { status }), ...(kind && { kind }), ...(q && { q }) };
}

/** The list as spreadsheets read it: every cell text (`escape_formulas`), newest first. */
function inquiriesCsv(inquiries: readonly StoredInquiry[]): string {
  const rows = inquiries.map((inquiry) => {
    const last = inquiry.statusHistory[inquiry.statusHistory.length - 1];
    return [
      inquiry.createdAt,
      inquiry.status,
      inquiry.kind,
      inquiry.products ?? inquiry.category ?? '',
      inquiry.name,
      inquiry.email,
      inquiry.phone,
      inquiry.message,
      inquiry.sourcePage,
      last?.at ?? '',
      last?.by ?? '',
    ];
  });
  return stringify(
    [
      [
        'created_at',
        'status',
        'kind',
        'product_or_category',
        'name',
        'email',
        'phone',
        'message',
        'source_page',
        'status_changed_at',
        'status_changed_by',
      ],
      ...rows,
    ],
    { escape_formulas: true },
  );
}

export interface InquiriesRouterOptions {
  repository: InquiriesRepository;
  auth: AdminAuth;
  /** Inquiries accepted per client IP. */
  rateLimit: InquiryRateLimit;
  logger: Logger;
  audit: AuditTrail;
  /** Where the rate limit counts (default: in memory, per process). */
  stores?: RateLimitStoreFactory | undefined;
  /** Staff are mailed of each new inquiry (the dispatcher is woken after the insert). */
  notices?: { poke(): void } | undefined;
  /** The public site (PUBLIC_ORIGIN): an inquiry's page must be one of its pages. */
  publicOrigin: string;
}

export function inquiriesRouter({
  repository,
  auth,
  rateLimit,
  logger,
  audit,
  stores,
  notices,
  publicOrigin,
}: InquiriesRouterOptions): Router {
  const router = Router();
  const adminOnly = requireAdmin(auth);

  router.post(
    routePath(createInquiry),
    inquiryRateLimiter(rateLimit, logger, stores),
    validate(createInquiry),
    async (req, res) => {
      const inquiry = inputOf(res, createInquiry).body;
      // The staff mail links to it: it must be read, as a browser reads it, as a page of the site.
      if (!pathOnOrigin(inquiry.sourcePage, publicOrigin)) {
        throw new ValidationError('sourcePage', 'must be a path of this site, e.g. /products');
      }
      const created = await repository.insert(inquiry, new Date(), {
        notify: notices !== undefined,
      });
      // No personal data in the logs: the id and the kind are enough to find it.
      req.log.info({ id: created._id.toHexString(), kind: created.kind }, 'inquiry stored');
      notices?.poke();
      res.status(201).set('Cache-Control', 'no-store').json(toStoredInquiry(created));
    },
  );

  router.get(routePath(listInquiries), adminOnly, validate(listInquiries), async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    // Without parameters: every inquiry, as a plain array (clients that do not page read it).
    if (!LIST_PARAMETERS.some((name) => name in req.query)) {
      const docs = await repository.findAll();
      res.json(docs.map(toAdminInquiry));
      return;
    }
    const { limit, cursor, ...filter } = inputOf(res, listInquiries).query;
    const docs = await repository.page(inquiryFilter(filter), toTimeCursor(cursor), limit + 1);
    const page: InquiriesPage = pageOf(docs, limit, (doc) => doc.createdAt, toAdminInquiry);
    res.json(page);
  });

  router.get(
    routePath(exportInquiries),
    adminOnly,
    validate(exportInquiries),
    async (_req, res) => {
      const { status, kind, q } = inputOf(res, exportInquiries).query;
      const docs = await repository.filtered(inquiryFilter({ status, kind, q }), CSV_MAX_ROWS);
      res
        .status(200)
        .set({
          'Cache-Control': 'private, no-store',
          'Content-Disposition': 'attachment; filename="inquiries.csv"',
        })
        .type('text/csv; charset=utf-8')
        .send(inquiriesCsv(docs.map(toStoredInquiry)));
    },
  );

  router.post(
    routePath(setInquiryStatus),
    adminOnly,
    audit.audited('inquiry.status'),
    validate(setInquiryStatus),
    async (req, res) => {
      const { params, body } = inputOf(res, setInquiryStatus);
      const id = objectIdParam(params.id);
      const { status } = body;
      noteForAudit(res, { detail: status });
      const { username } = res.locals.admin as AdminIdentity;
      const updated = id ? await repository.setStatus(id, status, username) : null;
      if (!updated) {
        notFound(res);
        return;
      }
      req.log.info({ id: updated._id.toHexString(), status }, 'inquiry status set');
      res.status(200).set('Cache-Control', 'no-store').json(toAdminInquiry(updated));
    },
  );

  router.post(
    routePath(markInquiryHandled),
    adminOnly,
    audit.audited('inquiry.handled'),
    validate(markInquiryHandled),
    async (req, res) => {
      const id = objectIdParam(inputOf(res, markInquiryHandled).params.id);
      const { username } = res.locals.admin as AdminIdentity;
      const updated = id ? await repository.markHandled(id, username) : null;
      if (!updated) {
        notFound(res);
        return;
      }
      req.log.info({ id: updated._id.toHexString() }, 'inquiry marked handled');
      res.status(200).set('Cache-Control', 'no-store').json(toAdminInquiry(updated));
    },
  );

  // The audit entry names the inquiry by its id only: nothing of what the visitor wrote.
  router.delete(
    routePath(eraseInquiry),
    adminOnly,
    audit.audited('inquiry.erase'),
    validate(eraseInquiry),
    async (req, res) => {
      const id = objectIdParam(inputOf(res, eraseInquiry).params.id);
      if (!id || !(await repository.delete(id))) {
        notFound(res);
        return;
      }
      req.log.info({ id: id.toHexString() }, 'inquiry erased');
      res.status(204).set('Cache-Control', 'no-store').end();
    },
  );

  // Broken percent-encoding cannot name an inquiry either.
  const decodeErrorAsNotFound: ErrorRequestHandler = (err, _req, res, next) => {
    if (isParamDecodeError(err)) notFound(res);
    else next(err);
  };
  router.use('/inquiries', decodeErrorAsNotFound);

  return router;
}
