// The limits of a sign-in's fields (declared with the request's schema, credentialsSchema in
// @alu/common/contracts/schemas), and the username a sign-in attempt names.
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@alu/common/contracts/schemas';

export { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH };

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
