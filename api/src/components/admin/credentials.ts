// The sign-in body: `{ username, password }`, both non-empty strings of bounded length.
import { bodyObject, requiredString, type JsonObject } from '../../platform/validation/fields';

export const USERNAME_MAX_LENGTH = 100;
/** Bounded so a huge body cannot make the hashing expensive. */
export const PASSWORD_MAX_LENGTH = 1024;

export interface Credentials {
  username: string;
  password: string;
}

/** A password field of a body: a non-empty string, bounded, used exactly as typed. */
export function requiredPassword(fields: JsonObject, field: string): string {
  return requiredString(fields, field, { max: PASSWORD_MAX_LENGTH, trim: false });
}

/** Throws ValidationError naming the field at fault. */
export function parseCredentials(body: unknown): Credentials {
  const fields = bodyObject(body);
  return {
    username: requiredString(fields, 'username', { max: USERNAME_MAX_LENGTH }),
    password: requiredPassword(fields, 'password'),
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
