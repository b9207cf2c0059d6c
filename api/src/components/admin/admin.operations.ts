// Administrators' sessions: signing in, checking a token, changing one's password.
import {
  credentialsSchema,
  passwordChangeSchema,
  signedInSchema,
  tokenCheckSchema,
  tokenSchema,
} from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import {
  failure,
  INVALID,
  json,
  SERVER_ERRORS,
  TOO_MANY,
  UNAUTHORIZED,
} from '../../platform/http/answers';

const tag = 'admin';

export const signIn = defineOperation({
  id: 'signIn',
  method: 'post',
  path: '/api/admin/login',
  tag,
  summary: "Signs an administrator in: answers a session's bearer token",
  auth: 'none',
  body: { schema: credentialsSchema, contentType: 'application/json' },
  responses: {
    200: json('Signed in.', tokenSchema),
    400: INVALID,
    401: failure(
      'The username or password is incorrect (`invalid_credentials`; one message for both).',
    ),
    429: TOO_MANY,
    ...SERVER_ERRORS,
  },
});

export const checkToken = defineOperation({
  id: 'checkToken',
  method: 'post',
  path: '/api/admin/validate',
  tag,
  summary: 'Tells whose session a token is, when it is valid',
  auth: 'none',
  body: { schema: tokenCheckSchema, contentType: 'application/json' },
  responses: {
    200: json('The administrator of the session.', signedInSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const changePassword = defineOperation({
  id: 'changePassword',
  method: 'post',
  path: '/api/admin/password',
  tag,
  summary: "Changes one's own password; the administrator's other sessions end",
  description:
    'A new password the policy refuses is answered 400 on `newPassword` with a `reason` ' +
    '(`too_short`, `too_long`, `common`, `development_default`, `unchanged`).',
  auth: 'admin',
  body: { schema: passwordChangeSchema, contentType: 'application/json' },
  responses: {
    200: json("This session's new token.", tokenSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    403: failure('The current password is wrong (`wrong_password`).'),
    429: TOO_MANY,
    ...SERVER_ERRORS,
  },
});

export const ADMIN_OPERATIONS = [signIn, checkToken, changePassword] as const;
