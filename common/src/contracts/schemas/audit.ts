// The audit trail as administrators read it, newest first, a page at a time.
import * as v from 'valibot';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE } from '../audit';
import { once } from './fields';
import { isoMoment, objectId, pageLimit, pageOf, queryText, timeCursor } from './lists';

export const auditQuerySchema = v.object({
  action: v.pipe(
    v.optional(
      v.pipe(
        once(),
        v.regex(/^([a-z_-]{1,30}(\.[a-z_-]{1,30})?)?$/, 'must be an action or a kind such as news'),
        v.transform((action) => action || undefined),
      ),
    ),
    v.description('An action (`news.update`) or a kind of action (`news`).'),
  ),
  actor: v.pipe(queryText(), v.description('The administrator.')),
  limit: pageLimit(AUDIT_PAGE_SIZE),
  cursor: timeCursor,
});

export const auditEntrySchema = v.object({
  _id: objectId,
  at: isoMoment,
  action: v.picklist(AUDIT_ACTIONS),
  actor: v.pipe(
    v.string(),
    v.description('The administrator (for a failed sign-in, the username tried).'),
  ),
  target: v.pipe(
    v.string(),
    v.description(
      "What it was done to: a news address, a vacancy or application id, a remote's name…",
    ),
  ),
  detail: v.pipe(v.string(), v.description('A detail of the change, e.g. the status set.')),
  ip: v.pipe(v.string(), v.description('The client address the API saw.')),
});

export const auditPageSchema = pageOf(auditEntrySchema);
