// GET /api/audit: the audit trail for administrators, newest first, a page at a time. There is
// deliberately no route that changes or deletes an entry.
import { Router } from 'express';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage } from '@alu/common/contracts';
import { type AdminAuth, requireAdmin } from '../admin';
import { ValidationError } from '../../platform/errors/domainErrors';
import { pageCursor, pageLimit, queryValue } from '../../platform/http/listQuery';
import { pageOf } from '../../platform/http/timeCursor';
import type { AuditDocument, AuditRepository } from './auditRepository';

const toEntry = (doc: AuditDocument): AuditEntry => ({
  _id: doc._id.toHexString(),
  at: doc.at.toISOString(),
  action: doc.action,
  actor: doc.actor,
  target: doc.target,
  detail: doc.detail,
  ip: doc.ip,
});

/** An action (`news.update`) or a kind (`news`): letters, dots and hyphens. */
const ACTION_FILTER = /^[a-z-]{1,30}(\.[a-z-]{1,30})?$/;

export interface AuditRouterOptions {
  repository: AuditRepository;
  auth: AdminAuth;
}

export function auditRouter({ repository, auth }: AuditRouterOptions): Router {
  const router = Router();
  router.get('/audit', requireAdmin(auth), async (req, res) => {
    const limit = pageLimit(req.query, {
      fallback: AUDIT_PAGE_SIZE.default,
      max: AUDIT_PAGE_SIZE.max,
    });
    const action = queryValue(req.query, 'action') || undefined;
    if (action !== undefined && !ACTION_FILTER.test(action)) {
      throw new ValidationError('action', 'action must be an action or a kind such as news');
    }
    const actor = queryValue(req.query, 'actor') || undefined;
    const docs = await repository.page(
      { ...(action && { action }), ...(actor && { actor }) },
      pageCursor(req.query),
      limit + 1,
    );
    const page: AuditPage = pageOf(docs, limit, (doc) => doc.at, toEntry);
    res.set('Cache-Control', 'private, no-store').json(page);
  });
  return router;
}
