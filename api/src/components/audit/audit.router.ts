// GET /api/audit: the audit trail for administrators, newest first, a page at a time. There is
// deliberately no route that changes or deletes an entry.
import { Router } from 'express';
import type { AuditEntry, AuditPage } from '@alu/common/contracts';
import { type AdminAuth, requireAdmin } from '../admin';
import { pageOf, toTimeCursor } from '../../platform/http/timeCursor';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import { listAudit } from './audit.operations';
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

export interface AuditRouterOptions {
  repository: AuditRepository;
  auth: AdminAuth;
}

export function auditRouter({ repository, auth }: AuditRouterOptions): Router {
  const router = Router();
  router.get(routePath(listAudit), requireAdmin(auth), validate(listAudit), async (_req, res) => {
    const { action, actor, limit, cursor } = inputOf(res, listAudit).query;
    const docs = await repository.page(
      { ...(action && { action }), ...(actor && { actor }) },
      toTimeCursor(cursor),
      limit + 1,
    );
    const page: AuditPage = pageOf(docs, limit, (doc) => doc.at, toEntry);
    res.set('Cache-Control', 'private, no-store').json(page);
  });
  return router;
}
