// The sign-in body: `{ username, password }`, both non-empty strings of bounded length.
import { bodyObject, requiredString } from '../http/validation';

export const USERNAME_MAX_LENGTH = 100;
/** Bounded so a huge body cannot make the hashing expensive. */
export const PASSWORD_MAX_LENGTH = 1024;

export interface Credentials {
  username: string;
  password: string;
}

/** Throws ValidationError naming the field at fault. */
export function parseCredentials(body: unknown): Credentials {
  const fields = bodyObject(body);
  return {
    username: requiredString(fields, 'username', { max: USERNAME_MAX_LENGTH }),
    // A password is used exactly as typed.
    password: requiredString(fields, 'password', { max: PASSWORD_MAX_LENGTH, trim: false }),
  };
}

/** The username a sign-in attempt names, for the per-username rate limit; undefined if none. */
export function attemptedUsername(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'username')) {
    return undefined;
  }
  const { username } = body as { username: unknown };
  if (typeof username !== 'string') return undefined;
  const trimmed = username.trim();
  return trimmed === '' || trimmed.length > USERNAME_MAX_LENGTH ? undefined : trimmed;
}
