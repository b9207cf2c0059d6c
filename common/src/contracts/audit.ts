// Wire contract of the audit trail: what the API records of every administrator's write and
// sign-in, and what the admin's Activity tab lists. Entries are appended only: the API has no
// route that changes or deletes one.
import type * as v from 'valibot';
import type { auditEntrySchema, auditPageSchema } from './schemas/audit';

/** What was done; the admin words each in Bulgarian. */
export const AUDIT_ACTIONS = [
  'admin.sign-in',
  'admin.sign-in-failed',
  'admin.password-change',
  'news.create',
  'news.update',
  'news.delete',
  'news.publish',
  'news.unpublish',
  'news.schedule',
  'career.create',
  'career.update',
  'career.delete',
  'career.publish',
  'career.unpublish',
  'career.schedule',
  'document.create',
  'document.update',
  'document.replace',
  'document.thumbnail',
  'document.publish',
  'document.unpublish',
  'document.schedule',
  'investor-event.create',
  'investor-event.update',
  'investor-event.delete',
  'investor-event.publish',
  'investor-event.unpublish',
  'investor-event.schedule',
  'release.activate',
  'release.rollback',
  'release.canary',
  'release.promote',
  'release.abort',
  'release.auto_abort',
  'subscriber.erase',
  'inquiry.handled',
  'inquiry.status',
  'inquiry.erase',
  'application.status',
  'application.erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return (AUDIT_ACTIONS as readonly unknown[]).includes(value);
}

/** One recorded write, newest first in the list. */
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

export type AuditPage = v.InferOutput<typeof auditPageSchema>;

export const AUDIT_PAGE_SIZE = { default: 50, max: 100 } as const;

export const AUDIT_API = {
  /** `GET` (administrators): `?action=<action or prefix such as news>&actor=&cursor=&limit=`. */
  list: '/api/audit',
} as const;
