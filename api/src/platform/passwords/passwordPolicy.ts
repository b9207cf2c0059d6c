// What an administrator's password must be, wherever one is set (the first administrator of
// the settings, the CLI, the change-password form): long enough, not one of the passwords
// attackers try first, and not the development default that the documentation prints for
// everyone to read. Below the components, so that the settings can hold ADMIN_PASSWORD to it.
import { dictionary } from '@zxcvbn-ts/language-common';

/** Bounded so a huge body cannot make the hashing expensive. */
export const PASSWORD_MAX_LENGTH = 1024;

/** NIST SP 800-63B asks for at least 8 characters; we ask for more. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * The password `npm start` gives its development administrator (documented in docs/accounts-and-newsletter.md).
 * Public knowledge, so never accepted in production or as anyone's new password.
 */
export const DEVELOPMENT_ADMIN_PASSWORD = 'alumis-sviluppo-locale';

/** zxcvbn-ts's list of about 49,000 common passwords (lower case), maintained upstream. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Why a password is refused; a stable code the admin panel translates. */
export type PasswordProblem = 'too_short' | 'too_long' | 'development_default' | 'common';

const PROBLEM_TEXT: Readonly<Record<PasswordProblem, string>> = {
  too_short: `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`,
  too_long: `must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  development_default: 'is the documented development default',
  common: 'is one of the most common passwords',
};

/** The problem in a sentence's end: "ADMIN_PASSWORD " + this. */
export function describePasswordProblem(problem: PasswordProblem): string {
  return PROBLEM_TEXT[problem];
}

export interface PasswordPolicyOptions {
  /** The development default is accepted (only for `npm start`'s own administrator). */
  readonly allowDevelopmentDefault?: boolean;
}

/** Why the password is refused; undefined when it is acceptable. */
export function passwordProblem(
  password: string,
  { allowDevelopmentDefault = false }: PasswordPolicyOptions = {},
): PasswordProblem | undefined {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (password === DEVELOPMENT_ADMIN_PASSWORD && !allowDevelopmentDefault) {
    return 'development_default';
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'common';
  return undefined;
}
