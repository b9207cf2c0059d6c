// The audit trail: every administrator's write and every sign-in, recorded with who, when,
// what and from which address. A route says what it does with `audited(action)`; the entry
// is written once the answer is sent and says what succeeded (and, for sign-ins, what
// failed). A failure to record is logged as an error; the write itself stands.
import type { Request, RequestHandler, Response } from 'express';
import type { AuditAction } from '@alu/common/contracts';
import type { AdminIdentity } from '../admin';
import type { Logger } from '../../platform/logging/logger';
import type { AuditRepository } from './auditRepository';

/** What a handler may add to its entry (`res.locals.audit`). */
export interface AuditNote {
  /** What was done, when more precise than the route's action (an update that published). */
  action?: AuditAction;
  /** What the write was done to, when the path does not name it (a created item). */
  target?: string;
  /** A detail of the change: the status set, the version activated. */
  detail?: string;
  /** Who, when no administrator's token names them (the username of a sign-in). */
  actor?: string;
}

export class AuditTrail {
  constructor(
    private readonly repository: AuditRepository,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The middleware of a route: records `action` when the answer succeeds; `failure` when it
   * is refused with one of `failureStatuses` (a wrong password: 401).
   */
  audited(
    action: AuditAction,
    {
      failure,
      failureStatuses = [401],
    }: { failure?: AuditAction; failureStatuses?: number[] } = {},
  ): RequestHandler {
    return (req, res, next) => {
      res.once('finish', () => {
        const succeeded = res.statusCode < 400;
        const failed = failure !== undefined && failureStatuses.includes(res.statusCode);
        if (succeeded || failed)
          void this.record(req, res, succeeded ? action : (failure as AuditAction), succeeded);
      });
      next();
    };
  }

  private async record(
    req: Request,
    res: Response,
    routeAction: AuditAction,
    succeeded: boolean,
  ): Promise<void> {
    const note = (res.locals.audit ?? {}) as AuditNote;
    const action = succeeded ? (note.action ?? routeAction) : routeAction;
    const admin = res.locals.admin as AdminIdentity | undefined;
    const params = req.params as Record<string, string | undefined>;
    try {
      await this.repository.append({
        at: this.now(),
        action,
        actor: (admin?.username ?? note.actor ?? '').slice(0, 100),
        target: (note.target ?? params.id ?? params.url ?? params.name ?? '').slice(0, 300),
        detail: (note.detail ?? '').slice(0, 300),
        ip: req.ip ?? '',
      });
    } catch (err) {
      this.logger.error({ err, action }, 'recording an audit entry failed');
    }
  }
}

/** Adds to the entry of the running request (see {@link AuditNote}). */
export function noteForAudit(res: Response, note: AuditNote): void {
  res.locals.audit = { ...(res.locals.audit as AuditNote | undefined), ...note };
}
