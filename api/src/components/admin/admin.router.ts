// POST /admin/login and /admin/validate.
import { pseudonym } from '@alu/server-kit';
import { Router } from 'express';
import type { LoginRateLimit } from '../../config';
import { noteForAudit, type AuditTrail } from '../audit';
import { sendError } from '../../platform/http/errors';
import type { RateLimitStoreFactory } from '../../platform/http/rateLimit';
import type { Logger } from '../../platform/logging/logger';
import type { AdminAuth } from './adminAuth';
import type { AdminIdentity } from './adminAuth';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import { changePassword, checkToken, signIn } from './admin.operations';
import { loginRateLimiters } from './loginRateLimit';
import { checkNewPassword, WRONG_PASSWORD_STATUS, wrongPasswordLimiter } from './passwordChange';
import { requireAdmin, sendUnauthorized } from './requireAdmin';

/** The same answer for an unknown username and a wrong password: neither is revealed. */
const INVALID_CREDENTIALS_MESSAGE = 'The username or password is incorrect';

export interface AdminRouterOptions {
  auth: AdminAuth;
  /** Failed sign-ins allowed per client and per username. */
  limits: LoginRateLimit;
  logger: Logger;
  audit: AuditTrail;
  /** Where the rate limits count (default: in memory, per process). */
  stores?: RateLimitStoreFactory | undefined;
}

export function adminRouter({ auth, limits, logger, audit, stores }: AdminRouterOptions): Router {
  const router = Router();

  /**
   * `{ username, password }` → 200 `{ token }`, or 401
   * `{ error: { code: 'invalid_credentials', message } }` (one fixed message).
   */
  router.post(
    routePath(signIn),
    ...loginRateLimiters(limits, logger, stores),
    audit.audited('admin.sign-in', { failure: 'admin.sign-in-failed' }),
    validate(signIn),
    async (req, res) => {
      const credentials = inputOf(res, signIn).body;
      noteForAudit(res, { actor: credentials.username });
      const token = await auth.signIn(credentials.username, credentials.password);
      if (token === undefined) {
        req.log.info({ user: pseudonym(credentials.username) }, 'administrator sign-in refused');
        sendError(res, 401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
        return;
      }
      req.log.info({ user: pseudonym(credentials.username) }, 'administrator signed in');
      res.status(200).set('Cache-Control', 'no-store').json({ token });
    },
  );

  /** `{ token }` → 200 `{ user: { username } }`, or 401 `unauthorized` (as `requireAdmin`). */
  router.post(routePath(checkToken), validate(checkToken), async (_req, res) => {
    const admin = await auth.identify(inputOf(res, checkToken).body.token);
    if (!admin) {
      sendUnauthorized(res);
      return;
    }
    res
      .status(200)
      .set('Cache-Control', 'no-store')
      .json({ user: { username: admin.username } });
  });

  /**
   * `{ currentPassword, newPassword }` → 200 `{ token }` (this session's new token; the
   * administrator's other sessions end), 403 `wrong_password`, 400 for a new password the
   * policy refuses.
   */
  router.post(
    routePath(changePassword),
    requireAdmin(auth),
    wrongPasswordLimiter(limits, logger, stores),
    audit.audited('admin.password-change'),
    validate(changePassword),
    async (req, res) => {
      const change = checkNewPassword(inputOf(res, changePassword).body);
      const { username } = res.locals.admin as AdminIdentity;
      const token = await auth.changePassword(username, change.currentPassword, change.newPassword);
      if (token === undefined) {
        req.log.info(
          { user: pseudonym(username) },
          'password change refused: wrong current password',
        );
        sendError(res, WRONG_PASSWORD_STATUS, 'wrong_password', 'The current password is wrong');
        return;
      }
      req.log.info(
        { user: pseudonym(username) },
        'administrator changed the password; other sessions ended',
      );
      res.status(200).set('Cache-Control', 'no-store').json({ token });
    },
  );

  return router;
}
