// Changing one's own password: `{ currentPassword, newPassword }`, the current one checked like
// a sign-in (wrong ones are limited like failed sign-ins), the new one held to the password
// policy. Success ends every other session of that administrator.
import type { RequestHandler, Response } from 'express';
import { RATE_LIMITS, type LoginRateLimit } from '../../config';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import { ValidationError } from '../../platform/errors/domainErrors';
import type { Logger } from '../../platform/logging/logger';
import type { AdminIdentity } from './adminAuth';
import { describePasswordProblem, passwordProblem } from '../../platform/passwords/passwordPolicy';

/** Answered with this status when the current password is wrong (the session itself is valid). */
export const WRONG_PASSWORD_STATUS = 403;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * The new password held to the password policy (its shape is the request schema's): throws
 * ValidationError on `newPassword` with the problem as `reason`.
 */
export function checkNewPassword({ currentPassword, newPassword }: PasswordChange): PasswordChange {
  const problem = passwordProblem(newPassword);
  if (problem) {
    throw new ValidationError(
      'newPassword',
      `The new password ${describePasswordProblem(problem)}`,
      problem,
    );
  }
  if (newPassword === currentPassword) {
    throw new ValidationError(
      'newPassword',
      'The new password must differ from the current one',
      'unchanged',
    );
  }
  return { currentPassword, newPassword };
}

/** Wrong current passwords per administrator, as many as failed sign-ins per username. */
export function wrongPasswordLimiter(
  limits: LoginRateLimit,
  logger: Logger,
  stores?: RateLimitStoreFactory,
): RequestHandler {
  return limiter({
    declared: RATE_LIMITS.passwordChange,
    windowMs: limits.windowMs,
    limit: limits.maxPerUsername,
    logger,
    stores,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== WRONG_PASSWORD_STATUS,
    keyGenerator: (_req, res: Response) =>
      JSON.stringify((res.locals.admin as AdminIdentity).username),
  });
}
