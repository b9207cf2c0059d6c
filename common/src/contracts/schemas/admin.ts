// Signing in, checking a token and changing one's password.
import * as v from 'valibot';
import { exactText, jsonObject, requiredText } from './fields';

export const USERNAME_MAX_LENGTH = 100;
/** Bounded so a huge body cannot make the hashing expensive. */
export const PASSWORD_MAX_LENGTH = 1024;

export const credentialsSchema = jsonObject({
  username: requiredText(
    USERNAME_MAX_LENGTH,
    `must be 1 to ${USERNAME_MAX_LENGTH} characters long`,
  ),
  password: v.pipe(exactText(PASSWORD_MAX_LENGTH), v.description('Used exactly as typed.')),
});

/** A token that is not a string counts as none (answered 401, as any token that is not valid). */
export const tokenCheckSchema = jsonObject({
  token: v.fallback(v.optional(v.string()), undefined),
});

/** The new password is also held to the password policy (length, common passwords). */
export const passwordChangeSchema = jsonObject({
  currentPassword: exactText(PASSWORD_MAX_LENGTH),
  newPassword: exactText(PASSWORD_MAX_LENGTH),
});

export const tokenSchema = v.object({
  token: v.pipe(v.string(), v.description('The bearer token of the administrator’s session.')),
});
export const signedInSchema = v.object({ user: v.object({ username: v.string() }) });
