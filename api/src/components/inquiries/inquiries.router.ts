// The inquiry API: visitors POST an inquiry (stored before any e-mail goes out, so none is
// lost); administrators list them, newest first, and mark them handled.
import { Router, type ErrorRequestHandler, type Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import {
  INQUIRIES_PAGE_SIZE,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  isInquiryStatus,
  type InquiriesPage,
  type InquiryFilter,
  type StoredInquiry,
} from '@alu/common/contracts';
import { type AdminAuth, type AdminIdentity, requireAdmin } from '../admin';
import { noteForAudit, type AuditTrail } from '../audit';
import { ValidationError } from '../../platform/errors/domainErrors';
import { pageCursor, pageLimit, queryValue } from '../../platform/http/listQuery';
import { pageOf } from '../../platform/http/timeCursor';
import { bodyObject } from '../../platform/validation/fields';
import type { InquiryRateLimit } from '../../config';
import { objectIdParam } from '../../platform/http/objectIdParam';
import { isParamDecodeError, sendError } from '../../platform/http/errors';
import type { RateLimitStoreFactory } from '../../platform/http/rateLimit';
import type { Logger } from '../../platform/logging/logger';
import type { InquiriesRepository } from './inquiriesRepository';
import { parseInquiryInput } from './inquiryInput';
import { inquiryRateLimiter } from './inquiryRateLimit';
import { toAdminInquiry, toStoredInquiry } from './inquirySerializer';

const notFound = (res: Response) => sendError(res, 404, 'not_found', 'No such inquiry');

/** Any of these makes the list answer one filtered page instead of the whole array. */
const LIST_PARAMETERS = ['status', 'kind', 'q', 'limit', 'cursor'];
/** Rows of one CSV export: years of inquiries, and a bound on the answer's size. */
const CSV_MAX_ROWS = 20_000;

/** `?status=&kind=&q=` as a filter; a value that names nothing is refused (400). */
function inquiryFilter(query: unknown): InquiryFilter {
  const status = queryValue(query, 'status') || undefined;
  if (status !== undefined && !isInquiryStatus(status)) {
    throw new ValidationError('status', `status must be one of: ${INQUIRY_STATUSES.join(', ')}`);
  }
  const kind = queryValue(query, 'kind') || undefined;
  const known = INQUIRY_KINDS.find((candidate) => candidate === kind);
  if (kind !== undefined && !known) {
    throw new ValidationError('kind', `kind must be one of: ${INQUIRY_KINDS.join(', ')}`);
  }
  const q = queryValue(query, 'q')?.trim().slice(0, 100) || undefined;
  return { ...(status && { status }), ...(known && { kind: known }), ...(q && { q }) };
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
}

export function inquiriesRouter({
  repository,
  auth,
  rateLimit,
  logger,
  audit,
  stores,
  notices,
}: InquiriesRouterOptions): Router {
  const router = Router();
  const adminOnly = requireAdmin(auth);

  router.post('/inquiries', inquiryRateLimiter(rateLimit, logger, stores), async (req, res) => {
    const created = await repository.insert(parseInquiryInput(req.body), new Date(), {
      notify: notices !== undefined,
    });
    // No personal data in the logs: the id and the kind are enough to find it.
    req.log.info({ id: created._id.toHexString(), kind: created.kind }, 'inquiry stored');
    notices?.poke();
    res.status(201).set('Cache-Control', 'no-store').json(toStoredInquiry(created));
  });

  router.get('/inquiries', adminOnly, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    // The specification's call, without parameters: every inquiry, as an array.
    if (!LIST_PARAMETERS.some((name) => name in req.query)) {
      const docs = await repository.findAll();
      res.json(docs.map(toAdminInquiry));
      return;
    }
    const limit = pageLimit(req.query, {
      fallback: INQUIRIES_PAGE_SIZE.default,
      max: INQUIRIES_PAGE_SIZE.max,
    });
    const docs = await repository.page(inquiryFilter(req.query), pageCursor(req.query), limit + 1);
    const page: InquiriesPage = pageOf(docs, limit, (doc) => doc.createdAt, toAdminInquiry);
    res.json(page);
  });

  router.get('/inquiries/export.csv', adminOnly, async (req, res) => {
    const docs = await repository.filtered(inquiryFilter(req.query), CSV_MAX_ROWS);
    res
      .status(200)
      .set({
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'attachment; filename="inquiries.csv"',
      })
      .type('text/csv; charset=utf-8')
      .send(inquiriesCsv(docs.map(toStoredInquiry)));
  });

  router.post(
    '/inquiries/:id/status',
    adminOnly,
    audit.audited('inquiry.status'),
    async (req, res) => {
      const id = objectIdParam(req.params.id);
      const { status } = bodyObject(req.body);
      if (!isInquiryStatus(status)) {
        throw new ValidationError(
          'status',
          `status must be one of: ${INQUIRY_STATUSES.join(', ')}`,
        );
      }
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
    '/inquiries/:id/handled',
    adminOnly,
    audit.audited('inquiry.handled'),
    async (req, res) => {
      const id = objectIdParam(req.params.id);
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

  // Broken percent-encoding cannot name an inquiry either.
  const decodeErrorAsNotFound: ErrorRequestHandler = (err, _req, res, next) => {
    if (isParamDecodeError(err)) notFound(res);
    else next(err);
  };
  router.use('/inquiries', decodeErrorAsNotFound);

  return router;
}
