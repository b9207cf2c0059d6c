// Creating administrators: the first one from ADMIN_USERNAME/ADMIN_PASSWORD at start-up, any
// other (or a new password) with `npm run admin:create -w api`.
import { pseudonym } from '@alu/server-kit';
import type { Db } from 'mongodb';
import { ADMIN_USERNAME_PATTERN } from '../../config';
import { ValidationError } from '../../platform/errors/domainErrors';
import type { Logger } from '../../platform/logging/logger';
import { AdminRepository } from './adminRepository';
import { USERNAME_MAX_LENGTH } from './credentials';
import { hashPassword } from './passwords';
import {
  describePasswordProblem,
  passwordProblem,
  type PasswordPolicyOptions,
} from '../../platform/passwords/passwordPolicy';

/** Checks a new administrator's username and password; throws ValidationError. */
export function checkNewAdmin(
  username: string,
  password: string,
  policy: PasswordPolicyOptions = {},
): void {
  if (!ADMIN_USERNAME_PATTERN.test(username)) {
    throw new ValidationError(
      'username',
      `username must be 1 to ${USERNAME_MAX_LENGTH} letters, digits or . _ @ -`,
    );
  }
  const problem = passwordProblem(password, policy);
  if (problem) {
    throw new ValidationError('password', `password ${describePasswordProblem(problem)}`, problem);
  }
}

/** Adds the administrator, or sets a new password (ending its sessions) when it exists. */
export async function createOrResetAdmin(
  db: Db,
  username: string,
  password: string,
): Promise<'created' | 'reset'> {
  checkNewAdmin(username, password);
  return new AdminRepository(db).upsert(username, await hashPassword(password));
}

export type BootstrapOutcome = 'created' | 'admins-exist' | 'not-configured';

/**
 * At start-up, once the database answers: creates the first administrator from the
 * configuration when there is none. Never changes an existing administrator; two instances
 * starting together are absorbed by the unique index.
 */
export async function bootstrapAdmin(
  db: Db,
  admin: { username: string | undefined; password: string | undefined },
  logger: Logger,
  policy: PasswordPolicyOptions = {},
): Promise<BootstrapOutcome> {
  const { username, password } = admin;
  if (username === undefined || password === undefined) return 'not-configured';
  const admins = new AdminRepository(db);
  if (await admins.hasAny()) return 'admins-exist';
  checkNewAdmin(username, password, policy);
  const created = await admins.insertIfAbsent(username, await hashPassword(password));
  if (!created) return 'admins-exist';
  logger.info({ user: pseudonym(username) }, 'created the first administrator (ADMIN_USERNAME)');
  return 'created';
}
